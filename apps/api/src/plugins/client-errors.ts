import type { Socket } from 'node:net';
import { PERMISSIONS_POLICY } from './security-headers.js';

/** What a request the HTTP parser refused gets told, by the parser's reason. */
function refusal(code: string | undefined): { status: number; reason: string; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive' };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, reason: 'Request Header Fields Too Large', message: 'The request headers are too large' };
  }
  return { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP' };
}

/**
 * A request the HTTP parser refuses (malformed, headers too large, too slow) never reaches a route
 * or a hook, so its answer is written here: the API's `{ message }` shape with the same security
 * and no-store headers as every other answer, and the connection closed. Used by both origins.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = refusal(error.code);
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${reason}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
        'X-Content-Type-Options: nosniff',
        'X-Frame-Options: DENY',
        'Referrer-Policy: no-referrer',
        'Cross-Origin-Resource-Policy: same-origin',
        `Permissions-Policy: ${PERMISSIONS_POLICY}`,
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
