/**
 * The apps as nginx serves them with deploy/static-app.conf: index.html revalidated, hashed files
 * immutable and sent precompressed (brotli_static, gzip_static) by what the client accepts.
 */
import { check, proved } from './report.mjs';

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
    // The app's entry: named by the first screen's start script (data-app), else the module script itself.
    const script =
      html.match(/<script[^>]+data-app="(\/assets\/[^"]+\.js)"/)?.[1] ??
      html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
    check(script, `${app} index.html names no script under /assets/`);
    const deepLink = await fetch(`${origin}/some/page/of/the/app`, { signal: AbortSignal.timeout(30_000) });
    check(deepLink.ok && (await deepLink.text()) === html, `${app} app: a deep link is not answered with index.html`);

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
    proved(
      `${app} app on ${origin}: index.html no-cache, deep links fall back to it, ${script} immutable and sent as br / gzip / plain by Accept-Encoding`,
    );
  }
}
