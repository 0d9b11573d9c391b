import { randomUUID } from 'node:crypto';
import { sql, type QueryCreator } from 'kysely';
import type { Db } from '../db/database.js';
import type { ConversationUpdate, Database, MessageRow } from '../db/tables.js';
import { imageOfDataUrl } from '../domain/image.js';
import { heardNewMessage } from '../realtime/event-bus.js';
import type { AuditEntry } from './audit.js';
import { notifyingCte, type EventsTarget, type NotifyInWrite } from './audiences.js';
import { previewOf, type NewChatMessage } from './messages.js';
import { preparedWrite } from '../db/prepared-query.js';
import { SEALED_COLUMN_NAMES } from '../db/sealed-columns.js';

/**
 * A chat write in one statement: the conversation's row is updated first (which takes its row
 * lock and checks that the write may happen), and the messages are inserted from what that update
 * returned, so nothing is inserted when it matched no row. One statement needs no transaction: it
 * commits or fails whole.
 */

type Message = Omit<NewChatMessage, 'conversationId' | 'attachment' | 'replyToId'>;

/** The inserted columns, in the order `insertAfterGate` selects them. */
const COLUMNS = [
  'id',
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

/**
 * A message as it will be stored, its id given here: the write can then notify its event in the
 * same statement, before the database answers (the order it is given there is no client's business).
 */
type Written = Omit<MessageRow, 'seq'>;

function written(message: Message, conversationId: string, replyToId: string | null, now: Date): Written {
  const image = message.imageUrl ? imageOfDataUrl(message.imageUrl) : null;
  return {
    id: randomUUID(),
    conversationId,
    replyToId,
    sender: message.sender,
    text: message.text,
    userId: message.userId ?? null,
    authorDoctorId: message.authorDoctorId ?? null,
    timestamp: now.toISOString(),
    createdAt: now,
    imageType: image?.type ?? null,
    imageData: image?.data ?? null,
    attachmentId: null,
    attachmentUrl: null,
    attachmentName: null,
    attachmentPurpose: null,
    attachmentCondition: null,
    options: message.options ?? null,
    clientMessageId: message.clientMessageId ?? null,
  };
}

/** A typed message's row: no image, options, attachment or reply (its values may be a prepared query's markers). */
const typedRow = (
  row: Pick<Written, 'id' | 'conversationId' | 'sender' | 'text' | 'timestamp' | 'createdAt' | 'clientMessageId'> &
    Partial<Pick<Written, 'userId' | 'authorDoctorId'>>,
): Written => ({
  replyToId: null,
  userId: null,
  authorDoctorId: null,
  imageType: null,
  imageData: null,
  attachmentId: null,
  attachmentUrl: null,
  attachmentName: null,
  attachmentPurpose: null,
  attachmentCondition: null,
  options: null,
  ...row,
});

/** A message as its statement takes it: the quick replies as JSON text (a prepared query's marker stays as it is). */
type StatementRow = Omit<
  Written,
  | 'options'
  | 'conversationId'
  | 'createdAt'
  | 'attachmentId'
  | 'attachmentUrl'
  | 'attachmentName'
  | 'attachmentPurpose'
  | 'attachmentCondition'
> & {
  optionsJson: string | null;
  createdAt: Date;
};

const forStatement = (row: Written): StatementRow => ({
  id: row.id,
  replyToId: row.replyToId,
  sender: row.sender,
  text: row.text,
  userId: row.userId,
  authorDoctorId: row.authorDoctorId,
  timestamp: row.timestamp,
  createdAt: row.createdAt,
  imageType: row.imageType,
  imageData: row.imageData,
  optionsJson: row.options === null ? null : JSON.stringify(row.options),
  clientMessageId: row.clientMessageId,
});

/** A message's values as select items, each cast to its column's type (a select has no target to infer it from). */
function valuesOf(row: StatementRow) {
  return [
    sql<string>`${row.sender}::text`.as('sender'),
    sql<string>`${row.text}::text`.as('text'),
    sql<string | null>`${row.userId}::uuid`.as('userId'),
    sql<string | null>`${row.authorDoctorId}::uuid`.as('authorDoctorId'),
    sql<string>`${row.timestamp}::text`.as('timestamp'),
    sql<Date>`${row.createdAt}::timestamptz`.as('createdAt'),
    sql<string | null>`${row.imageType}::text`.as('imageType'),
    sql<Uint8Array | null>`${row.imageData}::bytea`.as('imageData'),
    sql<string | null>`${row.optionsJson}::jsonb`.as('options'),
    sql<string | null>`${row.clientMessageId}::uuid`.as('clientMessageId'),
  ];
}

type Creator = QueryCreator<Database & { gate: { id: string } }>;

/** Inserts a message into the conversation the gate's update returned (none when it returned none). */
const insertAfterGate = (row: StatementRow) => (db: Creator) =>
  db
    .insertInto('messages')
    .columns(COLUMNS)
    .expression(
      db
        .selectFrom('gate')
        .select([
          sql<string>`${row.id}::uuid`.as('id'),
          'gate.id as conversationId',
          sql<string | null>`${row.replyToId}::uuid`.as('replyToId'),
          ...valuesOf(row),
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
 * The events' notifications (or outbox row) for a write's CTE `published`, sent or stored only when
 * its `gate` matched a row; where events are published after the write, a row that does nothing.
 */
function published(eventsJson: string, where: { target: EventsTarget; idleMinutes: number } | null) {
  return where
    ? notifyingCte(eventsJson, where.target, where.idleMinutes, 'gate')
    : sql<{ notified: number; heard: string[] | null }>`(select 0 as notified, null::text[] as heard)`;
}

/**
 * Where a write's statement puts its events: on PostgreSQL a new outbox row (its id given here, so
 * the write can publish it once committed without reading it back), on PGlite the channel.
 */
function targetOf(notify: NotifyInWrite): EventsTarget {
  return notify.outbox ? { outboxId: randomUUID() } : { channel: notify.channel };
}

/**
 * Hands the outbox row a committed write stored to this instance's sockets and to the publisher
 * (nothing to do when the write notified its events itself). Not waited for: the write stands
 * either way, and a row the publisher could not send is swept. `rows` are the write's messages,
 * as the statement returned them with the stored payloads.
 */
function publishStored(notify: NotifyInWrite, target: EventsTarget, rows: StoredRow[]): void {
  if (!notify.outbox || !('outboxId' in target)) return;
  const heard = rows.find((r) => r.heard)?.heard;
  if (heard && notify.heardHere) notify.heardHere(heard, Math.max(...rows.map((r) => Number(r.seq))));
  void notify.outbox.publish(target.outboxId);
}

/** A message row as a chat write returns it: with the payloads its outbox row stored, on one of them. */
type StoredRow = MessageRow & { heard?: string[] | null };

/** The row without the payloads that came with it. */
function messageOf({ heard: _, ...row }: StoredRow): MessageRow {
  return row;
}

/** A target as a prepared statement's argument: the channel or the outbox row's id. */
const targetArgument = (target: EventsTarget) => ('outboxId' in target ? target.outboxId : target.channel);

const eventsOf = (messages: Written[]) => JSON.stringify(messages.map(heardNewMessage));

export interface Wrote<R> {
  rows: R;
  /** Whether the write notified its messages' events itself (else the caller publishes them). */
  notified: boolean;
}

/** A turn written: its messages, and what the statement set on the conversation besides the turn's changes. */
export interface WroteTurn extends Wrote<{ patientRow: MessageRow; doctorRow: MessageRow | null }> {
  conversation: { version: number; lastMessage: string; timestamp: Date; imageBytesAdded: number };
}

/** A turn's statement from its parts (any of which may be a prepared query's markers). */
interface TurnStatement {
  conversationId: string;
  version: number;
  /** Whether the turn changes the conversation's state (its version then moves on). */
  changed: boolean;
  changes: ConversationUpdate;
  image: TurnWrite['image'];
  preview: string;
  now: Date;
  patient: StatementRow;
  reply: StatementRow | null;
  published: ReturnType<typeof published>;
}

function turnStatement(db: Db, t: TurnStatement) {
  const gated = db
    .with('gate', (qb) => {
      let update = qb
        .updateTable('conversations')
        .set({
          ...t.changes,
          ...(t.changed ? { version: sql<number>`version + 1` } : {}),
          ...(t.image ? { imageBytes: sql<number>`image_bytes + ${t.image.bytes}` } : {}),
          lastMessage: t.preview,
          timestamp: t.now,
        })
        .where('id', '=', t.conversationId)
        .where('version', '=', t.version);
      if (t.image) update = update.where(sql<boolean>`image_bytes + ${t.image.bytes} <= ${t.image.budget}`);
      return update.returning('id');
    })
    .with('patientMessage', insertAfterGate(t.patient))
    .with('published', () => t.published);
  const reply = t.reply;
  // The notifications' one row is joined so that they are sent; it adds no column.
  return reply
    ? gated
        // Typed as the gate's own query creator: the other CTEs are not read here.
        .with('doctorMessage', (qb) => insertAfterGate(reply)(qb as unknown as Creator))
        .selectFrom('patientMessage')
        .crossJoin('published')
        .selectAll('patientMessage')
        .select('published.heard')
        .unionAll((eb) =>
          eb
            .selectFrom('doctorMessage')
            .selectAll()
            .select(sql<string[] | null>`null::text[]`.as('heard')),
        )
    : gated.selectFrom('patientMessage').crossJoin('published').selectAll('patientMessage').select('published.heard');
}

/** A message's fields as a prepared turn takes them, in order. */
const ROW_FIELDS = [
  'id',
  'replyToId',
  'sender',
  'text',
  'userId',
  'authorDoctorId',
  'timestamp',
  'imageType',
  'imageData',
  'optionsJson',
  'clientMessageId',
] as const satisfies readonly (keyof StatementRow)[];

/** What decides a turn statement's shape: the columns it changes, whether it changes state, a reply, an image. */
interface TurnShape {
  columns: string[];
  changed: boolean;
  reply: boolean;
  image: boolean;
  /** Whether its events go to the outbox (else they are notified). */
  outbox: boolean;
}

type PreparedTurn = (db: Db, ...args: unknown[]) => Promise<{ rows: StoredRow[] }>;

/**
 * Turn statements compiled once per shape (a consultation's turns change a handful of column
 * sets): the arguments, in order, are the conversation's id, version, preview and time, the
 * events, the channel or outbox row's id and idle minutes, the patient's message, the reply's, the image's bytes and
 * budget, then each changed column's value.
 */
const preparedTurns = new Map<string, PreparedTurn>();
/** Shapes beyond this many go through the builder (a bound on what is kept, not a case that occurs). */
const PREPARED_TURN_SHAPES = 200;

function preparedTurn(shape: TurnShape): PreparedTurn | null {
  const key = JSON.stringify(shape);
  const known = preparedTurns.get(key);
  if (known || preparedTurns.size >= PREPARED_TURN_SHAPES) return known ?? null;
  const arity = 7 + ROW_FIELDS.length * (shape.reply ? 2 : 1) + (shape.image ? 2 : 0) + shape.columns.length;
  const rowOf = (markers: unknown[]) =>
    Object.fromEntries(ROW_FIELDS.map((field, i) => [field, markers[i]])) as unknown as StatementRow;
  const prepared = preparedWrite((db, ...m: unknown[]) => {
    const [conversationId, version, preview, now, eventsJson, target, idleMinutes] = m as [
      string,
      number,
      string,
      Date,
      string,
      string,
      number,
    ];
    let at = 7;
    const take = (n: number) => m.slice(at, (at += n));
    const patient = { ...rowOf(take(ROW_FIELDS.length)), createdAt: now };
    const reply = shape.reply ? { ...rowOf(take(ROW_FIELDS.length)), createdAt: now } : null;
    const [bytes, budget] = shape.image ? (take(2) as [number, number]) : [];
    const values = take(shape.columns.length);
    return turnStatement(db, {
      conversationId,
      version,
      changed: shape.changed,
      changes: Object.fromEntries(shape.columns.map((c, i) => [c, values[i]])) as ConversationUpdate,
      image: shape.image ? { bytes: bytes!, budget: budget! } : null,
      preview,
      now,
      patient,
      reply,
      published: published(eventsJson, {
        target: shape.outbox ? { outboxId: target } : { channel: target },
        idleMinutes,
      }),
    });
  }, arity) as PreparedTurn;
  preparedTurns.set(key, prepared);
  return prepared;
}

/**
 * A patient's turn: their message, the AI doctor's reply to it, and the conversation's new state,
 * preview and image count, in one statement, with their events' notifications (or outbox row,
 * published once the statement has committed) when `notify` says where (then compiled once per
 * shape, unless it changes a sealed column, which only the builder seals). Null when the conversation is gone, has moved past `version`, or has no room for the image.
 */
export async function writeTurn(db: Db, turn: TurnWrite, notify: NotifyInWrite | null): Promise<WroteTurn | null> {
  const now = new Date();
  const patient = written(turn.patient, turn.conversationId, null, now);
  const reply = turn.reply ? written(turn.reply, turn.conversationId, patient.id, now) : null;
  const preview = previewOf({ ...(turn.reply ?? turn.patient), conversationId: turn.conversationId }).slice(0, 500);
  const eventsJson = eventsOf(reply ? [patient, reply] : [patient]);
  // Kysely leaves out a column set to undefined; so does the shape.
  const changes = Object.entries(turn.changes).filter(([, value]) => value !== undefined);
  const shape: TurnShape = {
    columns: changes.map(([column]) => column),
    changed: Object.keys(turn.changes).length > 0,
    reply: reply !== null,
    image: turn.image !== null,
    outbox: Boolean(notify?.outbox),
  };
  const target = notify && targetOf(notify);
  const sealing = shape.columns.some((c) => SEALED_COLUMN_NAMES.has(c));
  const prepared = notify && !sealing ? preparedTurn(shape) : null;
  const patientValues = forStatement(patient);
  const replyValues = reply && forStatement(reply);
  const rows =
    prepared && notify
      ? (
          await prepared(
            db,
            turn.conversationId,
            turn.version,
            preview,
            now,
            eventsJson,
            targetArgument(target!),
            notify.idleMinutes,
            ...ROW_FIELDS.map((f) => patientValues[f]),
            ...(replyValues ? ROW_FIELDS.map((f) => replyValues[f]) : []),
            ...(turn.image ? [turn.image.bytes, turn.image.budget] : []),
            ...changes.map(([, value]) => value),
          )
        ).rows
      : await turnStatement(db, {
          conversationId: turn.conversationId,
          version: turn.version,
          changed: shape.changed,
          changes: turn.changes,
          image: turn.image,
          preview,
          now,
          patient: patientValues,
          reply: replyValues,
          published: published(eventsJson, notify && { target: target!, idleMinutes: notify.idleMinutes }),
        }).execute();
  const patientRow = rows.find((r) => r.sender === 'patient');
  if (!patientRow) return null;
  if (notify) publishStored(notify, target!, rows);
  const doctorRow = rows.find((r) => r.sender === 'doctor');
  return {
    rows: { patientRow: messageOf(patientRow), doctorRow: doctorRow ? messageOf(doctorRow) : null },
    conversation: {
      version: turn.version + (shape.changed ? 1 : 0),
      lastMessage: preview,
      timestamp: now,
      imageBytesAdded: turn.image?.bytes ?? 0,
    },
    notified: notify !== null,
  };
}

/** The audit row's values as the doctor's message statement takes them (the detail as JSON text). */
type AuditValues = [
  actorType: string,
  actorId: string | null,
  action: string,
  subjectType: string,
  subjectId: string | null,
  detail: string | null,
];

function doctorMessageStatement(
  db: Db,
  conversationId: string,
  doctorId: string,
  preview: string,
  now: Date,
  row: Written,
  [actorType, actorId, action, subjectType, subjectId, detail]: AuditValues,
  notifications: ReturnType<typeof published>,
) {
  return db
    .with('gate', (qb) =>
      qb
        .updateTable('conversations')
        .set({ lastMessage: preview, timestamp: now })
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
    .with('patientMessage', insertAfterGate(forStatement(row)))
    .with('recorded', (qb) =>
      qb
        .insertInto('auditEvents')
        .columns(['actorType', 'actorId', 'action', 'subjectType', 'subjectId', 'detail'])
        .expression(
          qb
            .selectFrom('patientMessage')
            .select([
              sql<string>`${actorType}::text`.as('actorType'),
              sql<string | null>`${actorId}::uuid`.as('actorId'),
              sql<string>`${action}::text`.as('action'),
              sql<string>`${subjectType}::text`.as('subjectType'),
              sql<string | null>`${subjectId}::uuid`.as('subjectId'),
              sql<string | null>`${detail}::jsonb`.as('detail'),
            ]),
        ),
    )
    .with('published', () => notifications)
    .selectFrom('patientMessage')
    .crossJoin('published')
    .selectAll('patientMessage')
    .select('published.heard');
}

/**
 * A doctor's typed message, notifying its event or storing it in the outbox: compiled once each
 * (every doctor message is one of these statements).
 */
const preparedDoctorMessage = (outbox: boolean) =>
  preparedWrite(
    (
      db,
      conversationId: string,
      doctorId: string,
      preview: string,
      now: Date,
      id: string,
      text: string,
      timestamp: string,
      clientMessageId: string | null,
      actorType: string,
      actorId: string | null,
      action: string,
      subjectType: string,
      subjectId: string | null,
      detail: string | null,
      eventsJson: string,
      target: string,
      idleMinutes: number,
    ) =>
      doctorMessageStatement(
        db,
        conversationId,
        doctorId,
        preview,
        now,
        typedRow({
          id,
          conversationId,
          sender: 'doctor',
          text,
          authorDoctorId: doctorId,
          timestamp,
          createdAt: now,
          clientMessageId,
        }),
        [actorType, actorId, action, subjectType, subjectId, detail],
        published(eventsJson, { target: outbox ? { outboxId: target } : { channel: target }, idleMinutes }),
      ),
    17,
  );
const preparedDoctorMessages = { notified: preparedDoctorMessage(false), outbox: preparedDoctorMessage(true) };

/**
 * An assigned doctor's message, with the conversation's preview moved on, in one statement that
 * also checks the assignment (no read before it, and none can end in between): undefined when the
 * conversation is gone, the patient has closed it or the doctor is not assigned to it. The audit
 * row that records the message is inserted by the same statement, only when the message is, and so
 * is its event's notification (or outbox row, published once committed) when `notify` says where.
 */
export async function writeDoctorMessage(
  db: Db,
  conversationId: string,
  doctorId: string,
  message: Message,
  audited: AuditEntry,
  notify: NotifyInWrite | null,
): Promise<Wrote<MessageRow> | undefined> {
  const now = new Date();
  const row = written(message, conversationId, null, now);
  const preview = previewOf({ ...message, conversationId }).slice(0, 500);
  const audit: AuditValues = [
    audited.actorType,
    audited.actorId,
    audited.action,
    audited.subjectType,
    audited.subjectId,
    audited.detail ? JSON.stringify(audited.detail) : null,
  ];
  // A doctor's message is typed text by its author: the prepared statement is that shape.
  const typed =
    message.sender === 'doctor' &&
    message.authorDoctorId === doctorId &&
    !message.imageUrl &&
    !message.options &&
    !message.userId;
  const target = notify && targetOf(notify);
  const [stored] =
    notify && typed
      ? (
          await preparedDoctorMessages[notify.outbox ? 'outbox' : 'notified'](
            db,
            conversationId,
            doctorId,
            preview,
            now,
            row.id,
            row.text,
            row.timestamp,
            row.clientMessageId,
            ...audit,
            eventsOf([row]),
            targetArgument(target!),
            notify.idleMinutes,
          )
        ).rows
      : await doctorMessageStatement(
          db,
          conversationId,
          doctorId,
          preview,
          now,
          row,
          audit,
          published(eventsOf([row]), notify && { target: target!, idleMinutes: notify.idleMinutes }),
        ).execute();
  if (!stored) return undefined;
  if (notify) publishStored(notify, target!, [stored]);
  return { rows: messageOf(stored), notified: notify !== null };
}
