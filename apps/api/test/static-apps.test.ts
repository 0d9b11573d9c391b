import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';

/** A built app as the build leaves it: hashed assets and index.html, each with .br and .gz copies. */
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<div></div>'.repeat(80)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('the patient app '.repeat(200))});`;
const STYLE = `body{margin:0}${'.a{color:red}'.repeat(100)}`;

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'th-static-'));
  mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, text: string, compressed = true) => {
    writeFileSync(path.join(dir, name), text);
    if (!compressed) return;
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  };
  write('index.html', INDEX);
  write('assets/index-AbC123.js', SCRIPT);
  write('assets/index-DeF456.css', STYLE);
  // A file the build left uncompressed (too small to gain): sent as it is.
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  t = await buildTestApp({ patientAppDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

function body(res: Awaited<ReturnType<typeof get>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

describe('the built apps, precompressed and cached', () => {
  it('sends the encoding the browser prefers of those it accepts, and says it varies by Accept-Encoding', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accept, encoding] of cases) {
      const res = await get('/assets/index-AbC123.js', accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(body(res)).toBe(SCRIPT);
    }
    const css = await get('/assets/index-DeF456.css', 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(body(css)).toBe(STYLE);
  });

  it('caches hashed assets for a year as immutable', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const res = await get('/assets/index-AbC123.js', accept);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates index.html, the single-page fallback and unhashed files', async () => {
    for (const url of ['/', '/index.html', '/documents', '/verify/ABCD-EFGH']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(body(res), url).toBe(INDEX);
    }
    const plain = await get('/documents');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);

    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing hashed file with a 404, not the app page', async () => {
    for (const url of ['/assets/x.js', '/assets/index-Old999.css', '/assets/', '/assets/deep/missing.png']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json().message, url).toContain('There is no file at');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('leaves the API to its own caching rules', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the built apps, served safely', () => {
  const SECURITY_HEADERS = (res: Awaited<ReturnType<typeof get>>, url: string) => {
    expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    expect(res.headers['x-frame-options'], url).toBe('DENY');
    expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    // No plugin content: object-src 'none', or default-src 'none' where nothing at all may load.
    expect(res.headers['content-security-policy'], url).toMatch(/(object|default)-src 'none'/);
    expect(res.headers['referrer-policy'], url).toBeDefined();
    expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
  };

  it('sends the security headers on files, the single-page fallback, unknown API paths and refusals', async () => {
    for (const url of ['/', '/index.html', '/assets/index-AbC123.js', '/favicon.svg', '/doctors', '/no/such/page']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      SECURITY_HEADERS(res, url);
    }
    for (const url of ['/api/nothing', '/api/conversations/not-a-uuid', '/%E0%A4%A']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      SECURITY_HEADERS(res, url);
    }
  });

  it('serves nothing from outside the app’s folder, however the path is spelled', async () => {
    const secretName = `th-secret-${path.basename(dir)}.txt`;
    const secretPath = path.join(dir, '..', secretName);
    writeFileSync(secretPath, 'SECRET-OUTSIDE-THE-APP');
    try {
      for (const url of [
        `/../${secretName}`,
        `/..%2f${secretName}`,
        `/%2e%2e/${secretName}`,
        `/%2e%2e%2f${secretName}`,
        `/assets/..%2f..%2f${secretName}`,
        `/..%5c${secretName}`,
        `/assets/%2e%2e/%2e%2e/${secretName}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(body(res), url).not.toContain('SECRET-OUTSIDE-THE-APP');
        SECURITY_HEADERS(res, url);
      }
    } finally {
      rmSync(secretPath, { force: true });
    }
  });
});
