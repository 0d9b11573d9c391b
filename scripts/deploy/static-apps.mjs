/**
 * The apps as nginx serves them with deploy/static-app.conf: index.html revalidated, hashed files
 * immutable and sent precompressed (brotli_static, gzip_static) by what the client accepts, each with
 * the security headers (deploy/security-headers.conf) and no nginx version; and writes through the
 * proxy refused when a browser says they came from another site.
 */
import { check, proved } from './report.mjs';

/** What every file of either app is sent with, whatever nginx location serves it. */
function checkSecurityHeaders(headers, what) {
  const csp = headers.get('content-security-policy') ?? '';
  for (const directive of [
    "frame-ancestors 'none'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "style-src 'self';",
  ])
    check(csp.includes(directive), `${what}: Content-Security-Policy without ${directive}: "${csp}"`);
  // The page connects to its own host and port only: no scheme-wide ws: or wss: source.
  const connectSrc = /(?:^|;)\s*connect-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
  check(
    connectSrc.includes("'self'") &&
      connectSrc.every((source) => source === "'self'" || /^wss?:\/\/[^/]+$/.test(source)),
    `${what}: connect-src is not the page's own origin and socket: "${csp}"`,
  );
  check(headers.get('x-content-type-options') === 'nosniff', `${what}: no X-Content-Type-Options: nosniff`);
  check(
    (headers.get('permissions-policy') ?? '').includes('camera=()'),
    `${what}: Permissions-Policy ${headers.get('permissions-policy')}`,
  );
  check(headers.get('referrer-policy') === 'no-referrer', `${what}: Referrer-Policy ${headers.get('referrer-policy')}`);
  check(/max-age=\d+/.test(headers.get('strict-transport-security') ?? ''), `${what}: no Strict-Transport-Security`);
  check(
    !/\d/.test(headers.get('server') ?? ''),
    `${what}: the Server header names a version: ${headers.get('server')}`,
  );
}

/** A browser's write from the app's own page passes the proxy; one from another site is refused. */
async function checkWriteOrigins(origin, app) {
  const write = (from) =>
    fetch(`${origin}/api/session/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: from },
      body: '{}',
      signal: AbortSignal.timeout(30_000),
    });
  const own = await write(origin);
  check(own.status === 204, `${app} app: its own origin's write through the proxy answered ${own.status}`);
  const foreign = await write('https://elsewhere.example');
  check(foreign.status === 403, `${app} app: a write from another site through the proxy answered ${foreign.status}`);
}

async function get(url, headers = {}) {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  await res.arrayBuffer();
  check(res.ok, `GET ${url} answered ${res.status}`);
  return res.headers;
}

export async function checkStaticApps(stack) {
  for (const [app, origin] of [
    ['patient', stack.patientOrigin],
    ['doctor', stack.doctorOrigin],
  ]) {
    const res = await fetch(`${origin}/`, { signal: AbortSignal.timeout(30_000) });
    const html = await res.text();
    check(res.ok && /<div id="root">/.test(html), `${app} app: GET / answered ${res.status} without the app`);
    check(
      res.headers.get('cache-control') === 'no-cache',
      `${app} index.html: Cache-Control ${res.headers.get('cache-control')}`,
    );
    checkSecurityHeaders(res.headers, `${app} index.html`);
    // The app's entry: named by the first screen's start script (data-app), else the module script itself.
    const script =
      html.match(/<script[^>]+data-app="(\/assets\/[^"]+\.js)"/)?.[1] ??
      html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
    check(script, `${app} index.html names no script under /assets/`);
    const deepLink = await fetch(`${origin}/some/page/of/the/app`, { signal: AbortSignal.timeout(30_000) });
    check(deepLink.ok && (await deepLink.text()) === html, `${app} app: a deep link is not answered with index.html`);
    checkSecurityHeaders(deepLink.headers, `${app} deep link`);
    const missing = await fetch(`${origin}/assets/no-such-file.js`, { signal: AbortSignal.timeout(30_000) });
    await missing.arrayBuffer();
    check(missing.status === 404, `${app} app: a missing asset answered ${missing.status}`);
    checkSecurityHeaders(missing.headers, `${app} missing asset`);
    await checkWriteOrigins(origin, app);

    const brotli = await get(`${origin}${script}`, { 'accept-encoding': 'br, gzip' });
    const gzip = await get(`${origin}${script}`, { 'accept-encoding': 'gzip' });
    const plain = await get(`${origin}${script}`, { 'accept-encoding': 'identity' });
    check(
      brotli.get('content-encoding') === 'br',
      `${app} ${script}: Content-Encoding ${brotli.get('content-encoding')} for br`,
    );
    check(
      gzip.get('content-encoding') === 'gzip',
      `${app} ${script}: Content-Encoding ${gzip.get('content-encoding')} for gzip`,
    );
    check(!plain.get('content-encoding'), `${app} ${script}: encoded (${plain.get('content-encoding')}) for identity`);
    check(/accept-encoding/i.test(brotli.get('vary') ?? ''), `${app} ${script}: no Vary: Accept-Encoding`);
    const caching = brotli.get('cache-control') ?? '';
    check(
      caching.includes('immutable') && caching.includes('max-age=31536000'),
      `${app} ${script}: Cache-Control ${caching}`,
    );
    checkSecurityHeaders(brotli, `${app} ${script}`);
    proved(
      `${app} app on ${origin}: index.html no-cache, deep links fall back to it, ${script} immutable and sent as br / gzip / plain by Accept-Encoding; every file with the CSP (frame-ancestors 'none'), nosniff, no-referrer and HSTS, no nginx version; a write from another site refused, the app's own accepted`,
    );
  }
}
