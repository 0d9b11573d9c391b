import { CONVERSATION_IMAGE_BUDGET_BYTES, PATIENT_DAILY_IMAGE_BUDGET_BYTES } from '@telehealth/schema';
import type { ConsultationEngine, ConsultationReply, ConsultationTurn } from '../consultation/contract.js';
import { replyToRequest } from '../consultation/handover-words.js';
import type { Db } from '../db/database.js';
import type { ConversationRow, MessageRow, UserRow } from '../db/tables.js';
import { HttpError } from '../domain/http-errors.js';
import { hideMedicareNumber, hideMedicareNumbers } from '../domain/medicare.js';
import { newMessageEvent, type BusEvent } from '../realtime/event-bus.js';
import {
  findConversationForTurn,
  lockConversation,
  placeInQueue,
  saveTurnChanges,
  type ConversationForTurn,
} from '../repositories/conversations.js';
import { imageBytesSentSince, spendImageBudget } from '../repositories/image-budget.js';
import { addMessage, isRepeatedClientMessageId } from '../repositories/messages.js';
import { profilesOfDevice } from '../repositories/profiles.js';
import type { NotifyInWrite } from '../repositories/audiences.js';
import { writeTurn, type WroteTurn } from '../repositories/turn-writes.js';
import { requestDoctor } from './assignment.js';
import type { UseCaseDeps } from './deps.js';
import { ownedBy } from './access.js';
import type { TurnConversations } from './turn-conversations.js';
import { storedPatientTurn } from './sent-messages.js';

export interface PatientTurnDeps extends UseCaseDeps {
  engine: ConsultationEngine;
  /** The conversations as this instance's turns wrote them (see turn-conversations.ts), if kept. */
  turnConversations?: TurnConversations | null;
}

export interface PatientTurn {
  conversationId: string;
  user: UserRow;
  text: string;
  imageUrl: string | null;
  /** The client's id for the message; a turn already stored under it is answered again, not repeated. */
  clientMessageId?: string | null;
  /** The image's decoded size (0 without one): counted against the conversation's image budget. */
  imageBytes: number;
  /**
   * The conversation as the access check read it, with any message stored under the client's id:
   * the turn's first look (without it, the turn reads the conversation itself).
   */
  conversation?: ConversationForTurn;
}

export interface PatientTurnResult {
  patientRow: MessageRow;
  /** The AI doctor's answer; null while a doctor has the patient (or the engine stays quiet). */
  doctorRow: MessageRow | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dailyBudgetSpent = () =>
  new HttpError(
    413,
    `You have sent ${PATIENT_DAILY_IMAGE_BUDGET_BYTES / 1024 / 1024} MB of images in the last 24 hours, the most a patient may. Please describe anything else in words, or send the photo tomorrow.`,
  );

/**
 * A patient's images count against their own daily budget as well as the conversation's: starting
 * new conversations does not make room. Checked before the turn is worked out; two images sent at
 * the same moment may both pass it (the conversation's own budget is counted in the write itself).
 */
async function checkDailyImageBudget(db: Db, turn: PatientTurn): Promise<void> {
  if (!turn.imageUrl) return;
  const sent = await imageBytesSentSince(db, turn.user.id, new Date(Date.now() - DAY_MS));
  if (sent + turn.imageBytes > PATIENT_DAILY_IMAGE_BUDGET_BYTES) throw dailyBudgetSpent();
}

const budgetSpent = () =>
  new HttpError(
    413,
    `This consultation has reached its limit of ${CONVERSATION_IMAGE_BUDGET_BYTES / 1024 / 1024} MB of images. Please describe anything else in words.`,
  );

/**
 * Turns worked out over a conversation that changed meanwhile are worked out again; the last try
 * holds the row lock and answers with the embedded engine alone, so every turn ends.
 */
const ATTEMPTS = 3;

/** What the engine is told: the conversation as read, the saved profiles, the queue, the time. */
async function turnFacts(db: Db, conversation: ConversationRow, turn: PatientTurn): Promise<ConsultationTurn> {
  return {
    conversation,
    text: turn.text,
    imageUrl: turn.imageUrl,
    profiles: () => profilesOfDevice(db, turn.user.deviceId),
    queuePosition: await placeInQueue(db, conversation),
    now: new Date(),
  };
}

/** Once a doctor has the patient, the AI stays quiet: the doctor answers. */
async function replyTo(
  db: Db,
  engine: ConsultationEngine,
  conversation: ConversationRow,
  turn: PatientTurn,
  model: boolean,
) {
  if (conversation.doctorConnectStatus === 'assigned') return null;
  return engine.reply(await turnFacts(db, conversation, turn), { model });
}

/**
 * The turn already stored under the client's id, if any. Its messages are delivered again (clients
 * keep one copy of each id): the process that wrote them may have stopped before it published them,
 * which is why the client is resending.
 */
async function storedTurn(db: Db, turn: PatientTurn, events: BusEvent[]): Promise<PatientTurnResult | null> {
  if (!turn.clientMessageId) return null;
  const stored = await storedPatientTurn(db, turn.conversationId, turn.user.id, turn.clientMessageId);
  if (stored) {
    events.push(newMessageEvent(stored.patientRow));
    if (stored.doctorRow) events.push(newMessageEvent(stored.doctorRow));
  }
  return stored;
}

/**
 * The patient's words as stored: a Medicare number the AI doctor took from them is kept sealed on the conversation,
 * not in the chat, and any other valid card number typed is hidden too (it is only ever taken at the Medicare question).
 */
function storedText(turn: PatientTurn, reply: ConsultationReply | null): string {
  const medicareNumber = reply?.conversationUpdate.medicareNumber;
  return hideMedicareNumbers(medicareNumber ? hideMedicareNumber(turn.text, medicareNumber) : turn.text);
}

/** What the reply changes on the conversation, an urgent mark included. */
function turnChanges(reply: ConsultationReply) {
  const urgent = reply.intents.some((i) => i.kind === 'mark-urgent');
  return { ...reply.conversationUpdate, ...(urgent ? { urgent: true } : {}) };
}

/**
 * Under the row lock, statement by statement: stores the patient's message and carries out the
 * reply (the new state, its intents, a doctor requested, the AI doctor's words).
 */
async function write(
  trx: Db,
  turn: PatientTurn,
  conversation: ConversationRow,
  reply: ConsultationReply | null,
  events: BusEvent[],
): Promise<PatientTurnResult> {
  const { conversationId, user, imageUrl, clientMessageId } = turn;
  if (imageUrl && !(await spendImageBudget(trx, conversationId, turn.imageBytes, CONVERSATION_IMAGE_BUDGET_BYTES)))
    throw budgetSpent();
  const patientRow = await addMessage(trx, {
    conversationId,
    sender: 'patient',
    text: storedText(turn, reply),
    userId: user.id,
    imageUrl,
    clientMessageId,
  });
  events.push(newMessageEvent(patientRow));
  if (!reply) return { patientRow, doctorRow: null };

  const changes = turnChanges(reply);
  if (Object.keys(changes).length > 0) await saveTurnChanges(trx, conversationId, conversation.version, changes);

  let said = { text: reply.text, options: reply.options };
  for (const intent of reply.intents) {
    if (intent.kind !== 'request-doctor') continue;
    const assignment = await requestDoctor(trx, conversationId, { urgent: intent.urgent });
    events.push(...assignment.events);
    said = replyToRequest(intent, assignment);
  }
  const doctorRow = await addMessage(trx, {
    conversationId,
    sender: 'doctor',
    text: said.text,
    options: said.options,
    replyToId: patientRow.id,
  });
  events.push(newMessageEvent(doctorRow));
  return { patientRow, doctorRow };
}

const asksForDoctor = (reply: ConsultationReply | null) => reply?.intents.some((i) => i.kind === 'request-doctor');

/**
 * The conversation as the usual turn's statement left it: the turn's changes, and what the
 * statement itself set. The state is kept as its JSON text, as the engine wrote it (a row read
 * from the database holds it parsed: made text once here), so that no turn can change another's.
 */
function afterWrite(
  seen: ConversationRow,
  reply: ConsultationReply | null,
  wrote: WroteTurn['conversation'],
): ConversationRow {
  const changes = reply ? turnChanges(reply) : {};
  const row = { ...seen } as Record<string, unknown>;
  // A change set to undefined is not written (the query builder leaves it out).
  for (const [column, value] of Object.entries(changes)) if (value !== undefined) row[column] = value;
  const state = row.consultationState;
  return {
    ...(row as unknown as ConversationRow),
    consultationState: state === null || typeof state === 'string' ? state : JSON.stringify(state),
    version: wrote.version,
    lastMessage: wrote.lastMessage,
    timestamp: wrote.timestamp,
    imageBytes: seen.imageBytes + wrote.imageBytesAdded,
  };
}

/**
 * The usual turn, written in one statement (no transaction, no lock held across round trips) that
 * also notifies its messages' events where the bus allows (`notify`): null when the conversation
 * moved past the version the reply was worked out on, or has no room left for the image. A resend
 * that raced its original finds it stored.
 */
async function writeOnce(
  db: Db,
  notify: NotifyInWrite | null,
  kept: TurnConversations | null,
  turn: PatientTurn,
  seen: ConversationRow,
  reply: ConsultationReply | null,
  events: BusEvent[],
): Promise<PatientTurnResult | null> {
  const { conversationId, user, imageUrl, clientMessageId } = turn;
  let written;
  try {
    written = await writeTurn(
      db,
      {
        conversationId,
        version: seen.version,
        changes: reply ? turnChanges(reply) : {},
        image: imageUrl ? { bytes: turn.imageBytes, budget: CONVERSATION_IMAGE_BUDGET_BYTES } : null,
        patient: {
          sender: 'patient',
          text: storedText(turn, reply),
          userId: user.id,
          imageUrl,
          clientMessageId,
        },
        reply: reply ? { sender: 'doctor', text: reply.text, options: reply.options } : null,
      },
      notify,
    );
  } catch (err) {
    // Two sends of one message at once: the unique index let one in; the other answers with it.
    if (!isRepeatedClientMessageId(err)) throw err;
    const stored = await storedTurn(db, turn, events);
    if (!stored) throw err;
    return stored;
  }
  if (!written) return null;
  kept?.keep(afterWrite(seen, reply, written.conversation), clientMessageId ?? null);
  const { patientRow, doctorRow } = written.rows;
  if (!written.notified) {
    events.push(newMessageEvent(patientRow));
    if (doctorRow) events.push(newMessageEvent(doctorRow));
  }
  return written.rows;
}

/** A turn that asks for a doctor: the assignment takes several statements, so it runs under the row lock. */
async function writeLocked(
  db: Db,
  turn: PatientTurn,
  seen: ConversationRow,
  reply: ConsultationReply | null,
  events: BusEvent[],
): Promise<PatientTurnResult | null> {
  return db.transaction().execute(async (trx) => {
    // The row lock makes a conversation's writes run one at a time, whatever the instance.
    const conversation = ownedBy(turn.user, await lockConversation(trx, turn.conversationId));
    // Under the row lock: a resend that raced its original finds it stored here.
    const stored = await storedTurn(trx, turn, events);
    if (stored) return stored;
    // Another turn (or an assignment) changed the conversation meanwhile: work this one out again.
    if (conversation.version !== seen.version) return null;
    return write(trx, turn, conversation, reply, events);
  });
}

/**
 * A patient's message and, unless a doctor has the patient, the AI doctor's answer. The engine
 * (and any model call) runs before the write; the write then checks that the conversation's
 * version is still the one the engine saw, so a slow model never holds a connection or a lock.
 */
export async function patientTurn(
  { db, publish, engine, notifyInWrite = null, turnConversations = null }: PatientTurnDeps,
  turn: PatientTurn,
): Promise<PatientTurnResult> {
  let seen = turn.conversation;
  for (let attempt = 1; attempt < ATTEMPTS; attempt++) {
    // Read again, the patient's right to it is checked again: it may have been closed meanwhile.
    seen ??= ownedBy(turn.user, await findConversationForTurn(db, turn.conversationId, turn.clientMessageId ?? null));
    // A resend of a stored turn: answered from the record, before any engine or model call.
    if (seen.sentMessageId) {
      const events: BusEvent[] = [];
      const stored = await storedTurn(db, turn, events);
      if (stored) {
        await publish(events);
        return stored;
      }
    }
    // Refused before the engine runs; the count in the write below is the one that holds.
    if (turn.imageUrl && seen.imageBytes + turn.imageBytes > CONVERSATION_IMAGE_BUDGET_BYTES) throw budgetSpent();
    if (attempt === 1) await checkDailyImageBudget(db, turn);
    const reply = await replyTo(db, engine, seen, turn, true);
    const events: BusEvent[] = [];
    const locked = asksForDoctor(reply);
    // A doctor's request moves the conversation on in ways the kept copy does not follow.
    if (locked) turnConversations?.forget(turn.conversationId);
    const result = locked
      ? await writeLocked(db, turn, seen, reply, events)
      : await writeOnce(db, notifyInWrite, turnConversations, turn, seen, reply, events);
    if (result) {
      await publish(events);
      return result;
    }
    // Changed meanwhile (or out of image room): read again and work the turn out again.
    turnConversations?.forget(turn.conversationId);
    seen = undefined;
  }
  const events: BusEvent[] = [];
  const result = await db.transaction().execute(async (trx) => {
    const conversation = ownedBy(turn.user, await lockConversation(trx, turn.conversationId));
    const stored = await storedTurn(trx, turn, events);
    if (stored) return stored;
    return write(trx, turn, conversation, await replyTo(trx, engine, conversation, turn, false), events);
  });
  await publish(events);
  return result;
}
