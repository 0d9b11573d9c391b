import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sessions are signed, httpOnly, SameSite=Lax cookies holding the user's or the doctor's id. The
 * device ids are the bearer secrets that get a cookie; every later call is checked against it.
 * Patient and doctor cookies have their own names so one browser may hold both.
 */
export const PATIENT_COOKIE = 'th_patient';
export const DOCTOR_COOKIE = 'th_doctor';
const MAX_AGE_S = 60 * 60 * 24 * 365;

export interface SessionOptions {
  secret: string;
  secure: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookieSecure: boolean;
  }
}

export const sessionPlugin = fp<SessionOptions>(
  async (app, opts) => {
    await app.register(cookie, { secret: opts.secret, hook: 'onRequest' });
    app.decorate('sessionCookieSecure', opts.secure);
  },
  { name: 'session' },
);

function read(request: FastifyRequest, name: string): string | null {
  const raw = request.cookies[name];
  if (!raw) return null;
  const result = request.unsignCookie(raw);
  return result.valid ? result.value : null;
}

function write(reply: FastifyReply, name: string, value: string): void {
  reply.setCookie(name, value, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: reply.server.sessionCookieSecure,
    maxAge: MAX_AGE_S,
  });
}

export const patientSessionOf = (request: FastifyRequest) => read(request, PATIENT_COOKIE);
export const doctorSessionOf = (request: FastifyRequest) => read(request, DOCTOR_COOKIE);
export const startPatientSession = (reply: FastifyReply, userId: string) => write(reply, PATIENT_COOKIE, userId);
export const startDoctorSession = (reply: FastifyReply, doctorId: string) => write(reply, DOCTOR_COOKIE, doctorId);
