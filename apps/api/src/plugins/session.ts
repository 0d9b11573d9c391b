import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../domain/http-errors.js';

/**
 * Session cookies: signed, httpOnly, SameSite=Lax, holding only the random token of a server-side
 * session row (see use-cases/sessions.ts). Patient and doctor cookies have their own names so one
 * browser may hold both; behind HTTPS they carry the `__Host-` prefix, so no subdomain can set them.
 */
export type SessionRole = 'patient' | 'doctor';

const BASE_NAMES: Record<SessionRole, string> = { patient: 'th_patient', doctor: 'th_doctor' };

export interface SessionOptions {
  secret: string;
  secure: boolean;
  /** The absolute lifetime of a session, which the cookie does not outlive. */
  maxAgeSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookies: { secure: boolean; maxAgeSeconds: number };
  }
}

export const sessionPlugin = fp<SessionOptions>(
  async (app, opts) => {
    await app.register(cookie, { secret: opts.secret, hook: 'onRequest' });
    app.decorate('sessionCookies', { secure: opts.secure, maxAgeSeconds: opts.maxAgeSeconds });
  },
  { name: 'session' },
);

/** The cookie's name for this app: `__Host-` prefixed whenever cookies are secure. */
export function sessionCookieName(secure: boolean, role: SessionRole): string {
  return secure ? `__Host-${BASE_NAMES[role]}` : BASE_NAMES[role];
}

const nameOf = (request: FastifyRequest, role: SessionRole) =>
  sessionCookieName(request.server.sessionCookies.secure, role);

/** Each request's cookies, checked once: the limits, the session lookup and the audit all ask for them. */
const tokens = new WeakMap<FastifyRequest, Partial<Record<SessionRole, string | null>>>();

/** The session token the request's (validly signed) cookie carries, or null. */
export function sessionTokenOf(request: FastifyRequest, role: SessionRole): string | null {
  let byRole = tokens.get(request);
  if (!byRole) tokens.set(request, (byRole = {}));
  const known = byRole[role];
  if (known !== undefined) return known;
  const raw = request.cookies[nameOf(request, role)];
  const result = raw ? request.unsignCookie(raw) : null;
  return (byRole[role] = result?.valid ? result.value : null);
}

export function setSessionCookie(reply: FastifyReply, role: SessionRole, token: string): void {
  reply.setCookie(sessionCookieName(reply.server.sessionCookies.secure, role), token, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: reply.server.sessionCookies.secure,
    maxAge: reply.server.sessionCookies.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, role: SessionRole): void {
  reply.clearCookie(sessionCookieName(reply.server.sessionCookies.secure, role), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: reply.server.sessionCookies.secure,
  });
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.toLowerCase() : undefined;
};

/**
 * A GET may start a session only when it is the app's own fetch. Browsers say what a request is
 * for: an <img> pointing at a device address, a link or a cross-site page must not plant a session
 * in the victim's browser. Clients that send no Fetch Metadata (not a browser) are not refused.
 */
export function refuseUnlessAppFetch(request: FastifyRequest): void {
  const mode = header(request, 'sec-fetch-mode');
  const dest = header(request, 'sec-fetch-dest');
  const site = header(request, 'sec-fetch-site');
  const appFetch =
    (mode === undefined || mode === 'cors' || mode === 'same-origin') &&
    (dest === undefined || dest === 'empty') &&
    site !== 'cross-site';
  if (!appFetch) throw forbidden('This address signs a device in only from the app itself');
}
