import type { DoctorRow, MessageRow } from '../db/tables.js';
import { addMessage } from '../repositories/messages.js';
import type { UseCaseDeps } from './deps.js';

/** The assigned doctor's message to the patient, delivered to both sides. */
export async function sendDoctorMessage({ db, publish }: UseCaseDeps, conversationId: string, doctor: DoctorRow, text: string): Promise<MessageRow> {
  const row = await db.transaction().execute((trx) => addMessage(trx, { conversationId, sender: 'doctor', text, authorDoctorId: doctor.id }));
  await publish([{ kind: 'new_message', conversationId, messageId: row.id }]);
  return row;
}
