import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const headersOf = (answer: string) => answer.slice(0, answer.indexOf('\r\n\r\n')).toLowerCase();
const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['a header line with no colon', 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 400],
    [
      'both chunked and a length',
      'POST /api/users/device HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n',
      400,
    ],
    ['headers over the limit', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('answers %s in the API’s shape, with the security headers', async (_name, request, status) => {
    const answer = await raw(request);
    expect(answer.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    const headers = headersOf(answer);
    expect(headers).toContain('x-content-type-options: nosniff');
    expect(headers).toContain('cache-control: no-store');
    expect(headers).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'");
    expect(headers).toContain('content-type: application/json; charset=utf-8');
    expect(Object.keys(JSON.parse(bodyOf(answer)) as object)).toEqual(['message']);
  });
});
