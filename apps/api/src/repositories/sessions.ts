import { sql, type QueryCreator } from 'kysely';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/prepared-query.js';
import type { Database, DoctorRow, SessionRow, UserRow } from '../db/tables.js';

export interface NewSession {
  id: string;
  role: 'patient' | 'doctor';
  userId: string | null;
  doctorId: string | null;
  maxDays: number;
}

/** Not yet at its absolute expiry, and used within the idle time (no holder's table has these columns). */
export const live = (idleMinutes: number) =>
  sql<boolean>`expires_at > now() and last_seen_at > now() - make_interval(mins => ${idleMinutes})`;

export async function insertSession(db: Db, s: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: s.id,
      role: s.role,
      userId: s.userId,
      doctorId: s.doctorId,
      expiresAt: sql<Date>`now() + make_interval(days => ${s.maxDays})`,
    })
    .execute();
}

/** The touch as part of a lookup: the session is marked used now, at most once a minute, so reads do not each cost a write. */
const touchOnce = (id: string, role: 'patient' | 'doctor', idleMinutes: number) => (db: QueryCreator<Database>) =>
  db
    .updateTable('sessions')
    .set({ lastSeenAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('role', '=', role)
    .where(live(idleMinutes))
    .where('lastSeenAt', '<', sql<Date>`now() - interval '1 minute'`)
    .returning('id');

type SessionFields = Pick<SessionRow, 'id' | 'role' | 'userId' | 'doctorId'>;

/** When a session found live stops answering, as read: its absolute expiry, and the end of its idle time. */
export interface SessionLimits {
  expiresAt: Date;
  idleEndsAt: Date;
}

/** A session's own fields, under names no holder's column has. */
const sessionFields = (idleMinutes: number) =>
  [
    's.id as sessionId',
    's.role as sessionRole',
    's.userId as sessionUserId',
    's.doctorId as sessionDoctorId',
    's.expiresAt as sessionExpiresAt',
    // The idle end as the read found it (before this lookup's own touch): the earlier, the safer.
    sql<Date>`s.last_seen_at + make_interval(mins => ${idleMinutes})`.as('sessionIdleEndsAt'),
  ] as const;

function split<H extends { id: string | null }>(
  row: {
    sessionId: string;
    sessionRole: 'patient' | 'doctor';
    sessionUserId: string | null;
    sessionDoctorId: string | null;
    sessionExpiresAt: Date;
    sessionIdleEndsAt: Date;
  } & H,
) {
  const { sessionId, sessionRole, sessionUserId, sessionDoctorId, sessionExpiresAt, sessionIdleEndsAt, ...holder } =
    row;
  const session: SessionFields = { id: sessionId, role: sessionRole, userId: sessionUserId, doctorId: sessionDoctorId };
  const limits: SessionLimits = { expiresAt: sessionExpiresAt, idleEndsAt: sessionIdleEndsAt };
  return { session, limits, holder: holder.id === null ? undefined : holder };
}

/** Every patient request starts with this read: compiled once (see preparedQuery). */
const livePatientSession = preparedQuery(
  (db, id: string, idleMinutes: number) =>
    db
      .with('touched', touchOnce(id, 'patient', idleMinutes))
      .selectFrom('sessions as s')
      .leftJoin('users as u', 'u.id', 's.userId')
      .select(sessionFields(idleMinutes))
      .selectAll('u')
      .where('s.id', '=', id)
      .where('s.role', '=', 'patient')
      .where(live(idleMinutes)),
  2,
);

/**
 * A live patient session, marked used, with its patient (undefined when the user is gone): what
 * every patient request starts with, in one statement.
 */
export async function findLivePatientSession(
  db: Db,
  id: string,
  idleMinutes: number,
): Promise<{ session: SessionFields; limits: SessionLimits; holder: UserRow | undefined } | undefined> {
  const [row] = (await livePatientSession(db, id, idleMinutes)).rows;
  if (!row) return undefined;
  const { session, limits, holder } = split(row);
  return { session, limits, holder: holder as UserRow | undefined };
}

/** Every doctor request starts with this read: compiled once (see preparedQuery). */
const liveDoctorSession = preparedQuery(
  (db, id: string, idleMinutes: number) =>
    db
      .with('touched', touchOnce(id, 'doctor', idleMinutes))
      .selectFrom('sessions as s')
      .leftJoin('doctors as d', 'd.id', 's.doctorId')
      .select(sessionFields(idleMinutes))
      .selectAll('d')
      .where('s.id', '=', id)
      .where('s.role', '=', 'doctor')
      .where(live(idleMinutes)),
  2,
);

/** A live doctor session, marked used, with its doctor (undefined when the doctor is gone): one statement. */
export async function findLiveDoctorSession(
  db: Db,
  id: string,
  idleMinutes: number,
): Promise<{ session: SessionFields; limits: SessionLimits; holder: DoctorRow | undefined } | undefined> {
  const [row] = (await liveDoctorSession(db, id, idleMinutes)).rows;
  if (!row) return undefined;
  const { session, limits, holder } = split(row);
  return { session, limits, holder: holder as DoctorRow | undefined };
}

/** Which of these sessions are still live. */
export async function liveSessionIds(db: Db, ids: string[], idleMinutes: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('sessions').select('id').where('id', 'in', ids).where(live(idleMinutes)).execute();
  return new Set(rows.map((r) => r.id));
}

/** Lets a replaced session end shortly: requests already in flight with it still complete. */
export async function endSessionSoon(db: Db, id: string, seconds: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expiresAt: sql<Date>`least(expires_at, now() + make_interval(secs => ${seconds}))` })
    .where('id', '=', id)
    .execute();
}

/** Ends a session now; answers whose it was, or undefined when there was none. */
export function deleteSession(
  db: Db,
  id: string,
): Promise<{ userId: string | null; doctorId: string | null } | undefined> {
  return db.deleteFrom('sessions').where('id', '=', id).returning(['userId', 'doctorId']).executeTakeFirst();
}

/** Every doctor's session ids (read before the doctors go: their rows cascade away with them). */
export async function doctorSessionIds(db: Db): Promise<string[]> {
  return (await db.selectFrom('sessions').select('id').where('role', '=', 'doctor').execute()).map((r) => r.id);
}

/** Drops the holder's sessions that have ended, so the table does not grow with every sign-in. */
export async function deleteEndedSessionsOf(
  db: Db,
  holder: { userId: string } | { doctorId: string },
  idleMinutes: number,
): Promise<void> {
  const query = db.deleteFrom('sessions').where(sql<boolean>`not (${live(idleMinutes)})`);
  await (
    'userId' in holder ? query.where('userId', '=', holder.userId) : query.where('doctorId', '=', holder.doctorId)
  ).execute();
}
