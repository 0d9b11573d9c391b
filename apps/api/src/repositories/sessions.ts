import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { SessionRow } from '../db/tables.js';

export interface NewSession {
  id: string;
  role: 'patient' | 'doctor';
  userId: string | null;
  doctorId: string | null;
  maxDays: number;
}

/** Not yet at its absolute expiry, and used within the idle time. */
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

export function findLiveSession(
  db: Db,
  id: string,
  role: 'patient' | 'doctor',
  idleMinutes: number,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .where('role', '=', role)
    .where(live(idleMinutes))
    .executeTakeFirst();
}

/** Which of these sessions are still live. */
export async function liveSessionIds(db: Db, ids: string[], idleMinutes: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('sessions').select('id').where('id', 'in', ids).where(live(idleMinutes)).execute();
  return new Set(rows.map((r) => r.id));
}

/** Marks the session used now; at most once a minute, so reads do not each cost a write. */
export async function touchSession(db: Db, id: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ lastSeenAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('lastSeenAt', '<', sql<Date>`now() - interval '1 minute'`)
    .execute();
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
