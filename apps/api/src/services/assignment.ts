import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/tables.js';
import type { BusEvent } from '../realtime/event-bus.js';

export interface AssignmentResult {
  doctor: { id: string; fullName: string; avatarNumber: string } | null;
  /** 1-based place in the queue when no doctor could take the patient now. */
  queuePosition: number | null;
  events: BusEvent[];
}

/**
 * Picks the available doctor with the fewest active assignments (ties: the longest idle) and
 * locks that doctor's row, so concurrent assigners on any instance serialise on it.
 */
async function pickDoctor(trx: Transaction<Database>) {
  // Column names come back camelCased: the CamelCasePlugin maps raw query results too.
  const result = await sql<{ id: string; fullName: string; avatarNumber: string }>`
    select d.id, d.full_name, d.avatar_number
      from doctors d
     where d.is_available = 'on'
     order by (select count(*) from doctor_patient_assignments a
                where a.doctor_id = d.id and a.status = 'active'),
              d.last_assigned_at asc nulls first,
              d.created_at asc
     limit 1
       for update of d`.execute(trx);
  return result.rows[0] ?? null;
}

/**
 * Assigns one requested conversation inside the caller's transaction. The conversation row is
 * locked first and must still be 'requested'; the unique index on active assignments is the last
 * line of defence. Returns the events to publish once the transaction has committed.
 */
export async function assignConversation(trx: Transaction<Database>, conversationId: string): Promise<AssignmentResult> {
  const conversation = await trx
    .selectFrom('conversations')
    .select(['id', 'doctorConnectStatus'])
    .where('id', '=', conversationId)
    .forUpdate()
    .executeTakeFirst();
  if (!conversation || conversation.doctorConnectStatus !== 'requested') {
    return { doctor: null, queuePosition: null, events: [] };
  }
  const doctor = await pickDoctor(trx);
  if (!doctor) return { doctor: null, queuePosition: await queuePosition(trx, conversationId), events: [] };

  await trx.insertInto('doctorPatientAssignments').values({ doctorId: doctor.id, conversationId }).execute();
  await trx
    .updateTable('conversations')
    .set({ doctorConnectStatus: 'assigned', assignedDoctorId: doctor.id })
    .where('id', '=', conversationId)
    .execute();
  await trx.updateTable('doctors').set({ lastAssignedAt: new Date() }).where('id', '=', doctor.id).execute();
  return {
    doctor: { id: doctor.id, fullName: doctor.fullName, avatarNumber: doctor.avatarNumber },
    queuePosition: null,
    events: [
      { kind: 'doctor_assigned', conversationId, doctorId: doctor.id },
      { kind: 'new_patient_assigned', conversationId, doctorId: doctor.id },
    ],
  };
}

/** Urgent first, then the longest waiting. */
export async function queuePosition(db: Kysely<Database>, conversationId: string): Promise<number | null> {
  const me = await db
    .selectFrom('conversations')
    .select(['urgent', 'requestedAt', 'doctorConnectStatus'])
    .where('id', '=', conversationId)
    .executeTakeFirst();
  if (!me || me.doctorConnectStatus !== 'requested' || !me.requestedAt) return null;
  const ahead = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('doctorConnectStatus', '=', 'requested')
    .where('id', '!=', conversationId)
    .where((eb) =>
      eb.or([
        eb.and([eb('urgent', '=', true), eb.lit(!me.urgent)]),
        eb.and([eb('urgent', '=', me.urgent), eb('requestedAt', '<', me.requestedAt!)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}

/** Marks a conversation as wanting a doctor and tries to assign it now, inside the caller's transaction. */
export async function requestDoctor(
  trx: Transaction<Database>,
  conversationId: string,
  opts: { urgent?: boolean } = {},
): Promise<AssignmentResult> {
  await trx
    .updateTable('conversations')
    .set((eb) => ({
      doctorConnectStatus: 'requested',
      requestedAt: eb.fn.coalesce('requestedAt', sql<Date>`now()`),
      ...(opts.urgent ? { urgent: true } : {}),
    }))
    .where('id', '=', conversationId)
    .where((eb) => eb.or([eb('doctorConnectStatus', 'is', null), eb('doctorConnectStatus', '=', 'declined')]))
    .execute();
  return assignConversation(trx, conversationId);
}

/**
 * Hands waiting conversations (urgent first, then oldest) to available doctors until either runs
 * out. Each assignment is its own short transaction; `skip locked` lets concurrent drainers share.
 */
export async function drainQueue(db: Kysely<Database>, limit = 100): Promise<BusEvent[]> {
  const events: BusEvent[] = [];
  for (let i = 0; i < limit; i++) {
    const done = await db.transaction().execute(async (trx) => {
      const next = await trx
        .selectFrom('conversations')
        .select('id')
        .where('doctorConnectStatus', '=', 'requested')
        .orderBy('urgent', 'desc')
        .orderBy('requestedAt', 'asc')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!next) return true;
      const result = await assignConversation(trx, next.id);
      events.push(...result.events);
      return result.doctor === null;
    });
    if (done) break;
  }
  return events;
}
