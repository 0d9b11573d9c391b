import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { DoctorRow, UserRow } from '../db/tables.js';
import type { BusEvent } from '../realtime/event-bus.js';
import { clearSessionCookie, sessionTokenOf, setSessionCookie, type SessionRole } from '../plugins/session.js';
import { audit } from '../repositories/audit.js';
import { updateDoctor } from '../repositories/doctors.js';
import {
  deleteEndedSessionsOf,
  deleteSession,
  endSessionSoon,
  findLiveDoctorSession,
  findLivePatientSession,
  insertSession,
} from '../repositories/sessions.js';
import type { UseCaseDeps } from './deps.js';

export type SessionHolder = { role: 'patient'; userId: string } | { role: 'doctor'; doctorId: string };

export interface LiveSession {
  /** The session row's id (the token's hash): what sockets and revocations name. */
  id: string;
  role: SessionRole;
  userId: string | null;
  doctorId: string | null;
}

/** A replaced session still answers this long, for the requests the app sent before the new cookie arrived. */
const REPLACED_SESSION_GRACE_S = 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const sessionSettings = (request: FastifyRequest) => request.server.config.session;

/**
 * The live session behind the request's cookie for this role as of now, not as of the request's
 * start: a socket's upgrade request lives as long as the socket, and each of its registrations is
 * checked afresh. A session this instance has validated lately answers from its cache, which drops
 * it the moment its end is heard (see session-cache.ts).
 */
export async function findSession(db: Db, request: FastifyRequest, role: SessionRole): Promise<LiveSession | null> {
  return (await lookUp(db, request, role)).session;
}

/** A request's session for a role and the one holding it (undefined when their row is gone). */
type Holding<R extends SessionRole> = {
  session: LiveSession | null;
  holder: (R extends 'patient' ? UserRow : DoctorRow) | undefined;
};

const resolved = new WeakMap<
  FastifyRequest,
  { patient?: Promise<Holding<'patient'>>; doctor?: Promise<Holding<'doctor'>> }
>();

/**
 * Session and holder read together: the session lookup every request makes is also its holder's.
 * A session this instance has validated lately answers from its cache, with no statement (see
 * session-cache.ts for what keeps that safe); a session not found is never kept.
 */
async function lookUp<R extends SessionRole>(db: Db, request: FastifyRequest, role: R): Promise<Holding<R>> {
  const token = sessionTokenOf(request, role);
  if (!token) return { session: null, holder: undefined };
  const id = hashOf(token);
  const cache = request.server.sessionCache;
  const kept = cache.get(role, id);
  if (kept) return kept as Holding<R>;
  const { idleMinutes } = sessionSettings(request);
  const ticket = cache.ticket();
  const found =
    role === 'patient'
      ? await findLivePatientSession(db, id, idleMinutes)
      : await findLiveDoctorSession(db, id, idleMinutes);
  if (!found) return { session: null, holder: undefined };
  const { limits, ...holding } = found;
  cache.keep(ticket, holding, limits);
  return holding as Holding<R>;
}

/** The request's session for this role with its holder, looked up once per request. */
function holding<R extends SessionRole>(db: Db, request: FastifyRequest, role: R): Promise<Holding<R>> {
  let byRole = resolved.get(request);
  if (!byRole) resolved.set(request, (byRole = {}));
  const cached = byRole[role] as Promise<Holding<R>> | undefined;
  if (cached) return cached;
  const found = lookUp(db, request, role);
  (byRole as Record<SessionRole, Promise<Holding<R>>>)[role] = found;
  return found;
}

/** The request's live session for this role, looked up once per request. */
export async function sessionOf(db: Db, request: FastifyRequest, role: SessionRole): Promise<LiveSession | null> {
  return (await holding(db, request, role)).session;
}

/** The request's patient session and its user, from the same single lookup as `sessionOf`. */
export const patientSessionOf = (db: Db, request: FastifyRequest) => holding(db, request, 'patient');

/** The request's doctor session and its doctor, from the same single lookup as `sessionOf`. */
export const doctorSessionOf = (db: Db, request: FastifyRequest) => holding(db, request, 'doctor');

/**
 * Sign-in: a new random session every time (an id planted or stolen before it is worthless after),
 * the one the browser held before ending within a minute, and the holder's ended sessions dropped.
 */
export async function signIn(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  holder: SessionHolder,
): Promise<void> {
  const settings = sessionSettings(request);
  const previous = sessionTokenOf(request, holder.role);
  if (previous) await endSessionSoon(db, hashOf(previous), REPLACED_SESSION_GRACE_S);
  await deleteEndedSessionsOf(
    db,
    holder.role === 'patient' ? { userId: holder.userId } : { doctorId: holder.doctorId },
    settings.idleMinutes,
  );
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    id: hashOf(token),
    role: holder.role,
    userId: holder.role === 'patient' ? holder.userId : null,
    doctorId: holder.role === 'doctor' ? holder.doctorId : null,
    maxDays: settings.maxDays,
  });
  resolved.delete(request);
  setSessionCookie(reply, holder.role, token);
}

/**
 * Logout: the sessions of the cookies presented (for the roles named) end now, their sockets are
 * closed on every instance, and a doctor who logs out goes Offline so no patient waits on them.
 */
export async function logOut(
  { db, publish }: UseCaseDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  roles: SessionRole[],
): Promise<void> {
  const ended: string[] = [];
  const changed: BusEvent[] = [];
  for (const role of roles) {
    const token = sessionTokenOf(request, role);
    clearSessionCookie(reply, role);
    if (!token) continue;
    const id = hashOf(token);
    const session = await deleteSession(db, id);
    if (!session) continue;
    ended.push(id);
    if (session.doctorId) {
      await updateDoctor(db, session.doctorId, { isAvailable: 'off' });
      // The doctor's other sessions, on every instance, read the row again (session-cache.ts).
      changed.push({ kind: 'doctor_changed', doctorId: session.doctorId });
    }
    await audit(db, {
      actorType: role,
      actorId: session.doctorId ?? session.userId,
      action: 'session.logout',
      subjectType: 'session',
      subjectId: null,
    });
  }
  resolved.delete(request);
  await publish([...revocations(ended), ...changed]);
}

/** The bus events that close these sessions' sockets, in batches that fit a NOTIFY payload. */
export function revocations(sessionIds: string[]): BusEvent[] {
  const events: BusEvent[] = [];
  for (let i = 0; i < sessionIds.length; i += 50)
    events.push({ kind: 'sessions_revoked', sessionIds: sessionIds.slice(i, i + 50) });
  return events;
}
