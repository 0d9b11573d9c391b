import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/prepared-query.js';
import type { ConversationRow, ConversationUpdate } from '../db/tables.js';

export function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What a patient's turn starts from: the conversation, and the message already stored under the client's id, if any. */
export type ConversationForTurn = ConversationRow & { sentMessageId: string | null };

/**
 * The conversation with the id of a message already stored in it under this client message id
 * (null when there is none or no id is given): a turn's read and its resend check in one statement.
 */
export async function findConversationForTurn(
  db: Db,
  id: string,
  clientMessageId: string | null,
): Promise<ConversationForTurn | undefined> {
  if (clientMessageId) return (await conversationWithSentMessage(db, id, clientMessageId)).rows[0];
  return db
    .selectFrom('conversations as c')
    .selectAll('c')
    .select(sql<string | null>`null`.as('sentMessageId'))
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** Every patient message starts with this read (its client sends an id): compiled once (see preparedQuery). */
const conversationWithSentMessage = preparedQuery(
  (db, id: string, clientMessageId: string) =>
    db
      .selectFrom('conversations as c')
      .selectAll('c')
      .select(
        sql<string | null>`(select m.id from messages m
                              where m.conversation_id = c.id and m.client_message_id = ${clientMessageId})`.as(
          'sentMessageId',
        ),
      )
      .where('c.id', '=', id),
  2,
);

/** The conversation and whether this doctor is actively assigned to it, in one statement. */
export async function findConversationForDoctor(
  db: Db,
  id: string,
  doctorId: string,
): Promise<{ conversation: ConversationRow; assigned: boolean } | undefined> {
  const row = await db
    .selectFrom('conversations as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('doctorPatientAssignments as a')
            .select('a.id')
            .whereRef('a.conversationId', '=', 'c.id')
            .where('a.doctorId', '=', doctorId)
            .where('a.status', '=', 'active'),
        )
        .as('assignedToDoctor'),
    )
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { assignedToDoctor, ...conversation } = row;
  return { conversation, assigned: Boolean(assignedToDoctor) };
}

/** The conversation with its row locked until the transaction ends: one writer at a time, on any instance. */
export function lockConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertConversation(db: Db, userId: string): Promise<{ id: string }> {
  return db
    .insertInto('conversations')
    .values({ userId, status: 'ongoing', timestamp: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A user's conversations, newest activity first, each with its assigned doctor's checked name and avatar. */
export function conversationsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('conversations')
    .leftJoin('doctors', 'doctors.id', 'conversations.assignedDoctorId')
    .selectAll('conversations')
    .select(['doctors.verifiedName as doctorFullName', 'doctors.avatarNumber as doctorAvatarNumber'])
    .where('conversations.userId', '=', userId)
    .where('conversations.closedByPatientAt', 'is', null)
    .orderBy('conversations.timestamp', 'desc')
    .execute();
}

export async function isConversationOfUser(db: Db, conversationId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('conversations')
    .select('id')
    .where('id', '=', conversationId)
    .where('userId', '=', userId)
    .where('closedByPatientAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What a patient's clear touches: their open conversations (all, or those quiet since before
 * `before`), each marked by whether a doctor ever reviewed it (was assigned, or issued a document).
 */
export async function clearableConversationsOfUser(
  db: Db,
  userId: string,
  before: Date | null,
): Promise<{ id: string; reviewed: boolean }[]> {
  let query = db
    .selectFrom('conversations as c')
    .select('c.id')
    .select((eb) =>
      eb
        .or([
          eb('c.assignedDoctorId', 'is not', null),
          eb.exists(
            eb.selectFrom('doctorPatientAssignments as a').select('a.id').whereRef('a.conversationId', '=', 'c.id'),
          ),
          eb.exists(eb.selectFrom('attachments as d').select('d.id').whereRef('d.conversationId', '=', 'c.id')),
        ])
        .as('reviewed'),
    )
    .where('c.userId', '=', userId)
    .where('c.closedByPatientAt', 'is', null);
  if (before) query = query.where('c.timestamp', '<', before);
  const rows = await query.forUpdate().execute();
  return rows.map((r) => ({ id: r.id, reviewed: Boolean(r.reviewed) }));
}

export async function deleteConversationsById(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('conversations').where('id', 'in', ids).execute();
}

/** The patient has closed these reviewed consultations: they leave the patient's view and stay the clinic's record. */
export async function closeByPatient(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('conversations')
    .set({ closedByPatientAt: sql<Date>`now()`, version: sql<number>`version + 1` })
    .where('id', 'in', ids)
    .execute();
}

/**
 * Writes a consultation turn's changes if nobody else has changed the conversation since it was
 * read at `version`; answers false (and writes nothing) when someone has.
 */
export async function saveTurnChanges(
  db: Db,
  id: string,
  version: number,
  changes: ConversationUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable('conversations')
    .set({ ...changes, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Fields that are the clinical record, not the consultation's state: no version change. */
export async function updateRecord(
  db: Db,
  id: string,
  changes: Pick<
    ConversationUpdate,
    'diagnosisName' | 'diagnosisCode' | 'clinicalManagementText' | 'clinicalManagementGeneratedAt'
  >,
): Promise<void> {
  await db.updateTable('conversations').set(changes).where('id', '=', id).execute();
}

export async function cachedClinicalManagement(db: Db, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('conversations')
    .select('clinicalManagementText')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.clinicalManagementText ?? null;
}

/** Puts the conversation in the doctor queue unless it is already there or has a doctor. */
export async function markRequested(db: Db, id: string, urgent: boolean): Promise<void> {
  await db
    .updateTable('conversations')
    .set((eb) => ({
      doctorConnectStatus: 'requested',
      requestedAt: eb.fn.coalesce('requestedAt', sql<Date>`now()`),
      version: sql<number>`version + 1`,
      ...(urgent ? { urgent: true } : {}),
    }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('doctorConnectStatus', 'is', null), eb('doctorConnectStatus', '=', 'declined')]))
    .execute();
}

export async function markAssigned(db: Db, id: string, doctorId: string): Promise<void> {
  await db
    .updateTable('conversations')
    .set({ doctorConnectStatus: 'assigned', assignedDoctorId: doctorId, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .execute();
}

/** Every conversation that had a doctor goes back to the queue. */
export async function requeueAssigned(db: Db): Promise<void> {
  await db
    .updateTable('conversations')
    .set({ doctorConnectStatus: 'requested', assignedDoctorId: null, version: sql<number>`version + 1` })
    .where('doctorConnectStatus', '=', 'assigned')
    .execute();
}

/** The next conversation in the queue (urgent first, then oldest), locked; ones other assigners hold are passed over. */
export function lockNextRequested(db: Db): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('conversations')
    .select('id')
    .where('doctorConnectStatus', '=', 'requested')
    .orderBy('urgent', 'desc')
    .orderBy('requestedAt', 'asc')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** 1-based place in the doctor queue (urgent first, then the longest waiting), or null when not waiting. */
export async function queuePosition(db: Db, conversationId: string): Promise<number | null> {
  const me = await db
    .selectFrom('conversations')
    .select(['id', 'urgent', 'requestedAt', 'doctorConnectStatus'])
    .where('id', '=', conversationId)
    .executeTakeFirst();
  return me ? placeInQueue(db, me) : null;
}

/** The queue place of a conversation already read: one statement, or none when it is not waiting. */
export async function placeInQueue(
  db: Db,
  me: Pick<ConversationRow, 'id' | 'urgent' | 'requestedAt' | 'doctorConnectStatus'>,
): Promise<number | null> {
  const requestedAt = me.requestedAt;
  if (me.doctorConnectStatus !== 'requested' || !requestedAt) return null;
  const ahead = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('doctorConnectStatus', '=', 'requested')
    .where('id', '!=', me.id)
    .where((eb) =>
      eb.or([
        eb.and([eb('urgent', '=', true), eb.lit(!me.urgent)]),
        eb.and([eb('urgent', '=', me.urgent), eb('requestedAt', '<', requestedAt)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}

/** The patient's details as the doctor completed or corrected them; answers the updated row. */
export function updatePatientDetails(
  db: Db,
  id: string,
  changes: Pick<ConversationUpdate, 'fullName' | 'dateOfBirth' | 'medicareNumber' | 'medicareReferenceNumber'>,
): Promise<ConversationRow> {
  return db
    .updateTable('conversations')
    .set({ ...changes, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The consultations patients have closed, each with the patient's date of birth and its record's
 * last entry (the latest of its activity, messages, issued items and documents).
 */
export async function closedRecords(db: Db): Promise<{ id: string; dateOfBirth: string | null; lastEntry: Date }[]> {
  const rows = await db
    .selectFrom('conversations as c')
    .select(['c.id', 'c.dateOfBirth'])
    .select(
      sql<Date | string>`greatest(
        c.timestamp,
        (select max(m.created_at) from messages m where m.conversation_id = c.id),
        (select max(i.issued_at) from actionable_items i where i.conversation_id = c.id),
        (select max(a.created_at) from attachments a where a.conversation_id = c.id)
      )`.as('lastEntry'),
    )
    .where('c.closedByPatientAt', 'is not', null)
    .execute();
  return rows.map((r) => ({ ...r, lastEntry: new Date(r.lastEntry) }));
}
