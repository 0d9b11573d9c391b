import { issueTickedItems } from '../clinical/issue.js';
import type { DoctorRow } from '../db/tables.js';
import { ISSUING_NEEDS_VERIFICATION } from '@telehealth/schema';
import { CLOSED_BY_PATIENT, conflict, forbidden, notFound } from '../domain/http-errors.js';
import { lockConversation } from '../repositories/conversations.js';
import type { UseCaseDeps } from './deps.js';

/**
 * Issues the ticked items of a conversation in one transaction, then tells both sides. The row
 * lock makes two issue calls at once issue each item once; any failure leaves nothing issued.
 */
export async function issueItems(
  { db, publish }: UseCaseDeps,
  conversationId: string,
  doctor: DoctorRow,
  opts: { publicPatientUrl: string; now?: Date },
): Promise<string> {
  // Documents carry the doctor's name and numbers as signed: never ones an operator has not checked.
  if (doctor.verifiedAt === null) throw forbidden(ISSUING_NEEDS_VERIFICATION);
  const result = await db.transaction().execute(async (trx) => {
    const conversation = await lockConversation(trx, conversationId);
    if (!conversation) throw notFound('Conversation not found');
    if (conversation.closedByPatientAt) throw conflict(CLOSED_BY_PATIENT);
    return issueTickedItems(trx, conversation, doctor, opts);
  });
  await publish(result.events);
  return result.summary;
}
