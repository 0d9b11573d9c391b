import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host name of an `http(s)://host[:port]` origin or of a Host header, or null when it is not one. */
function hostNameOf(hostOrOrigin: string): string | null {
  try {
    return new URL(hostOrOrigin.includes('://') ? hostOrOrigin : `http://${hostOrOrigin}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

const isSocketUpgrade = (request: FastifyRequest) => request.headers.upgrade?.toLowerCase() === 'websocket';

/**
 * Whether a cookie-carrying write or socket may have been started by another site's page. The
 * apps call only their own origin (each proxies /api and /ws), so a browser's Origin names the
 * host the request was sent to. Only host names are compared: the proxy passes `Host` without
 * its port (nginx's $host), while the page's origin keeps its.
 * Clients that are not browsers send neither header and are not refused.
 */
function fromAnotherSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site']?.toLowerCase() === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const from = hostNameOf(origin);
  return from === null || from !== hostNameOf(request.host);
}

/**
 * Writes and socket upgrades from another site are refused before anything runs. SameSite=Lax keeps
 * the cookies off most of them, but not off a sibling site's (another subdomain of the same domain),
 * an older browser's, or a WebSocket handshake, which no CORS preflight guards.
 */
export const requestOriginPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (READS.has(request.method) && !isSocketUpgrade(request)) return;
      if (fromAnotherSite(request)) {
        return reply.status(403).send({ message: 'Requests from another site are not accepted' });
      }
    });
  },
  { name: 'request-origin' },
);
