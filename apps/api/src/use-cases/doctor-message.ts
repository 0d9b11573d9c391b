import type { DoctorRow, MessageRow } from '../db/tables.js';
import { CLOSED_BY_PATIENT, conflict, notFound } from '../domain/http-errors.js';
import { newMessageEvent } from '../realtime/event-bus.js';
import type { AuditEntry } from '../repositories/audit.js';
import { isRepeatedClientMessageId } from '../repositories/messages.js';
import { writeDoctorMessage, type Wrote } from '../repositories/turn-writes.js';
import { assignedConversation } from './access.js';
import type { UseCaseDeps } from './deps.js';
import { storedDoctorMessage } from './sent-messages.js';

/**
 * The assigned doctor's message to the patient, delivered to both sides, written in one statement
 * that checks the assignment and refuses a consultation the patient has closed: nothing is read
 * before it, and only a refused write reads why (404, 403 or 409). A resend with the same client id
 * answers the stored message and delivers it again (clients keep one copy of each id; the process
 * that wrote it may have stopped before publishing): the unique index refuses the copy, and only
 * then is the stored one read. `audited` is recorded by the write itself when it stores the
 * message (`onRecorded` is then called); any other answer is left to the audit trail's own hook.
 */
export async function sendDoctorMessage(
  { db, publish, notifyInWrite = null }: UseCaseDeps,
  conversationId: string,
  doctor: DoctorRow,
  text: string,
  clientMessageId: string | null,
  audited: { entry: AuditEntry; onRecorded: () => void },
): Promise<MessageRow> {
  const stored = () =>
    clientMessageId ? storedDoctorMessage(db, conversationId, doctor.id, clientMessageId) : Promise.resolve(null);
  let wrote: Wrote<MessageRow> | undefined;
  try {
    wrote = await writeDoctorMessage(
      db,
      conversationId,
      doctor.id,
      {
        sender: 'doctor',
        text,
        authorDoctorId: doctor.id,
        clientMessageId,
      },
      audited.entry,
      notifyInWrite,
    );
  } catch (err) {
    // A resend, or two sends of one message at once: the unique index let one in; this answers with it.
    if (!clientMessageId || !isRepeatedClientMessageId(err)) throw err;
    const earlier = await stored();
    if (!earlier) throw err;
    await publish([newMessageEvent(earlier)]);
    return earlier;
  }
  if (!wrote) {
    // Nothing written: not this doctor's (404 or 403), or a resend of a message stored before the
    // patient closed the consultation, which still answers with it; otherwise it is closed.
    const conversation = await assignedConversation(db, conversationId, doctor.id);
    const earlier = await stored();
    if (earlier) {
      await publish([newMessageEvent(earlier)]);
      return earlier;
    }
    if (conversation.closedByPatientAt) throw conflict(CLOSED_BY_PATIENT);
    throw notFound('Conversation not found');
  }
  audited.onRecorded();
  // Notified by the write itself where the bus allows it.
  if (!wrote.notified) await publish([newMessageEvent(wrote.rows)]);
  return wrote.rows;
}
