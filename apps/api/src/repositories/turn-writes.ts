import { sql, type QueryCreator } from 'kysely';
import type { Db } from '../db/database.js';
import type { ConversationUpdate, Database, MessageRow } from '../db/tables.js';
import { imageOfDataUrl } from '../domain/image.js';
import type { AuditEntry } from './audit.js';
import { previewOf, type NewChatMessage } from './messages.js';

/**
 * A chat write in one statement: the conversation's row is updated first (which takes its row
 * lock and checks that the write may happen), and the messages are inserted from what that update
 * returned, so nothing is inserted when it matched no row. One statement needs no transaction: it
 * commits or fails whole.
 */

type Message = Omit<NewChatMessage, 'conversationId' | 'attachment' | 'replyToId'>;

/** The inserted columns, in the order `valuesOf` selects them after the conversation id and reply-to id. */
const COLUMNS = [
  'conversationId',
  'replyToId',
  'sender',
  'text',
  'userId',
  'authorDoctorId',
  'timestamp',
  'createdAt',
  'imageType',
  'imageData',
  'options',
  'clientMessageId',
] as const;

/** A message's values as select items, each cast to its column's type (a select has no target to infer it from). */
function valuesOf(message: Message, now: Date) {
  const image = message.imageUrl ? imageOfDataUrl(message.imageUrl) : null;
  return [
    sql<string>`${message.sender}::text`.as('sender'),
    sql<string>`${message.text}::text`.as('text'),
    sql<string | null>`${message.userId ?? null}::uuid`.as('userId'),
    sql<string | null>`${message.authorDoctorId ?? null}::uuid`.as('authorDoctorId'),
    sql<string>`${now.toISOString()}::text`.as('timestamp'),
    sql<Date>`${now}::timestamptz`.as('createdAt'),
    sql<string | null>`${image?.type ?? null}::text`.as('imageType'),
    sql<Uint8Array | null>`${image?.data ?? null}::bytea`.as('imageData'),
    sql<string | null>`${message.options ? JSON.stringify(message.options) : null}::jsonb`.as('options'),
    sql<string | null>`${message.clientMessageId ?? null}::uuid`.as('clientMessageId'),
  ];
}

type Creator = QueryCreator<Database & { gate: { id: string } }>;

/** Inserts a message into the conversation the gate's update returned (none when it returned none). */
const insertAfterGate = (message: Message, now: Date) => (db: Creator) =>
  db
    .insertInto('messages')
    .columns(COLUMNS)
    .expression(
      db
        .selectFrom('gate')
        .select([
          'gate.id as conversationId',
          sql<string | null>`null::uuid`.as('replyToId'),
          ...valuesOf(message, now),
        ]),
    )
    .returningAll();

export interface TurnWrite {
  conversationId: string;
  /** The version the reply was worked out on: nothing is written when the conversation has moved on. */
  version: number;
  /** The turn's changes to the conversation's state: when there are any, its version moves on. */
  changes: ConversationUpdate;
  /** An image counted against the conversation's budget: nothing is written when it would go over. */
  image: { bytes: number; budget: number } | null;
  patient: Message;
  /** The AI doctor's reply to the patient's message, if it answers. */
  reply: Message | null;
}

/**
 * A patient's turn: their message, the AI doctor's reply to it, and the conversation's new state,
 * preview and image count, in one statement. Null when the conversation is gone, has moved past
 * `version`, or has no room for the image.
 */
export async function writeTurn(
  db: Db,
  turn: TurnWrite,
): Promise<{ patientRow: MessageRow; doctorRow: MessageRow | null } | null> {
  const now = new Date();
  const last = { ...(turn.reply ?? turn.patient), conversationId: turn.conversationId };
  const changed = Object.keys(turn.changes).length > 0;
  const written = db
    .with('gate', (qb) => {
      let update = qb
        .updateTable('conversations')
        .set({
          ...turn.changes,
          ...(changed ? { version: sql<number>`version + 1` } : {}),
          ...(turn.image ? { imageBytes: sql<number>`image_bytes + ${turn.image.bytes}` } : {}),
          lastMessage: previewOf(last).slice(0, 500),
          timestamp: now,
        })
        .where('id', '=', turn.conversationId)
        .where('version', '=', turn.version);
      if (turn.image) update = update.where(sql<boolean>`image_bytes + ${turn.image.bytes} <= ${turn.image.budget}`);
      return update.returning('id');
    })
    .with('patientMessage', insertAfterGate(turn.patient, now));
  const reply = turn.reply;
  const rows = reply
    ? await written
        .with('doctorMessage', (qb) =>
          qb
            .insertInto('messages')
            .columns(COLUMNS)
            .expression(
              qb
                .selectFrom('patientMessage as p')
                .select(['p.conversationId', 'p.id as replyToId', ...valuesOf(reply, now)]),
            )
            .returningAll(),
        )
        .selectFrom('patientMessage')
        .selectAll()
        .unionAll((eb) => eb.selectFrom('doctorMessage').selectAll())
        .execute()
    : await written.selectFrom('patientMessage').selectAll().execute();
  const patientRow = rows.find((r) => r.sender === 'patient');
  if (!patientRow) return null;
  return { patientRow, doctorRow: rows.find((r) => r.sender === 'doctor') ?? null };
}

/**
 * An assigned doctor's message, with the conversation's preview moved on, in one statement that
 * also checks the assignment (no read before it, and none can end in between): undefined when the
 * conversation is gone, the patient has closed it or the doctor is not assigned to it. The audit
 * row that records the message is inserted by the same statement, only when the message is.
 */
export async function writeDoctorMessage(
  db: Db,
  conversationId: string,
  doctorId: string,
  message: Message,
  audited: AuditEntry,
): Promise<MessageRow | undefined> {
  const now = new Date();
  return db
    .with('gate', (qb) =>
      qb
        .updateTable('conversations')
        .set({ lastMessage: previewOf({ ...message, conversationId }).slice(0, 500), timestamp: now })
        .where('id', '=', conversationId)
        .where('closedByPatientAt', 'is', null)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('doctorPatientAssignments as a')
              .select('a.id')
              .whereRef('a.conversationId', '=', 'conversations.id')
              .where('a.doctorId', '=', doctorId)
              .where('a.status', '=', 'active'),
          ),
        )
        .returning('id'),
    )
    .with('patientMessage', insertAfterGate(message, now))
    .with('recorded', (qb) =>
      qb
        .insertInto('auditEvents')
        .columns(['actorType', 'actorId', 'action', 'subjectType', 'subjectId', 'detail'])
        .expression(
          qb
            .selectFrom('patientMessage')
            .select([
              sql<string>`${audited.actorType}::text`.as('actorType'),
              sql<string | null>`${audited.actorId}::uuid`.as('actorId'),
              sql<string>`${audited.action}::text`.as('action'),
              sql<string>`${audited.subjectType}::text`.as('subjectType'),
              sql<string | null>`${audited.subjectId}::uuid`.as('subjectId'),
              sql<string | null>`${audited.detail ? JSON.stringify(audited.detail) : null}::jsonb`.as('detail'),
            ]),
        ),
    )
    .selectFrom('patientMessage')
    .selectAll()
    .executeTakeFirst();
}
