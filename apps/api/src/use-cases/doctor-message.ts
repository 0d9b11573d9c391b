import type { DoctorRow, MessageRow } from '../db/tables.js';
import { CLOSED_BY_PATIENT, conflict, notFound } from '../domain/http-errors.js';
import { findConversation } from '../repositories/conversations.js';
import { newMessageEvent } from '../realtime/event-bus.js';
import { isRepeatedClientMessageId } from '../repositories/messages.js';
import { writeDoctorMessage } from '../repositories/turn-writes.js';
import type { UseCaseDeps } from './deps.js';
import { storedDoctorMessage } from './sent-messages.js';

/**
 * The assigned doctor's message to the patient, delivered to both sides, written in one statement
 * that refuses a consultation the patient has closed. A resend with the same client id answers the
 * stored message and delivers it again (clients keep one copy of each id; the process that wrote it
 * may have stopped before publishing): the unique index refuses the copy, and only then is the
 * stored one read.
 */
export async function sendDoctorMessage(
  { db, publish }: UseCaseDeps,
  conversationId: string,
  doctor: DoctorRow,
  text: string,
  clientMessageId: string | null,
): Promise<MessageRow> {
  const stored = () =>
    clientMessageId ? storedDoctorMessage(db, conversationId, doctor.id, clientMessageId) : Promise.resolve(null);
  let row: MessageRow | undefined;
  try {
    row = await writeDoctorMessage(db, conversationId, {
      sender: 'doctor',
      text,
      authorDoctorId: doctor.id,
      clientMessageId,
    });
  } catch (err) {
    // A resend, or two sends of one message at once: the unique index let one in; this answers with it.
    if (!clientMessageId || !isRepeatedClientMessageId(err)) throw err;
    const earlier = await stored();
    if (!earlier) throw err;
    await publish([newMessageEvent(earlier)]);
    return earlier;
  }
  if (!row) {
    // Nothing written: a resend of a message stored before the patient closed the consultation
    // still answers with it; otherwise the consultation is closed (or gone).
    const earlier = await stored();
    if (earlier) {
      await publish([newMessageEvent(earlier)]);
      return earlier;
    }
    if ((await findConversation(db, conversationId))?.closedByPatientAt) throw conflict(CLOSED_BY_PATIENT);
    throw notFound('Conversation not found');
  }
  await publish([newMessageEvent(row)]);
  return row;
}
