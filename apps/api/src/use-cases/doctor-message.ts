import type { DoctorRow, MessageRow } from '../db/tables.js';
import { CLOSED_BY_PATIENT, conflict } from '../domain/http-errors.js';
import { lockConversation } from '../repositories/conversations.js';
import { addMessage, isRepeatedClientMessageId } from '../repositories/messages.js';
import type { UseCaseDeps } from './deps.js';
import { storedDoctorMessage } from './sent-messages.js';

/**
 * The assigned doctor's message to the patient, delivered to both sides. A resend with the same
 * client id answers the stored message and delivers nothing again.
 */
export async function sendDoctorMessage(
  { db, publish }: UseCaseDeps,
  conversationId: string,
  doctor: DoctorRow,
  text: string,
  clientMessageId: string | null,
): Promise<MessageRow> {
  if (clientMessageId) {
    const stored = await storedDoctorMessage(db, conversationId, doctor.id, clientMessageId);
    if (stored) return stored;
  }
  let row: MessageRow;
  try {
    row = await db.transaction().execute(async (trx) => {
      // Locked, so a message cannot slip in while the patient closes the consultation.
      if ((await lockConversation(trx, conversationId))?.closedByPatientAt) throw conflict(CLOSED_BY_PATIENT);
      return addMessage(trx, { conversationId, sender: 'doctor', text, authorDoctorId: doctor.id, clientMessageId });
    });
  } catch (err) {
    // Two sends of one message at once: the unique index let one in; the other answers with it.
    if (!clientMessageId || !isRepeatedClientMessageId(err)) throw err;
    const stored = await storedDoctorMessage(db, conversationId, doctor.id, clientMessageId);
    if (!stored) throw err;
    return stored;
  }
  await publish([{ kind: 'new_message', conversationId, messageId: row.id, message: row }]);
  return row;
}
