import { issueTickedItems } from '../clinical/issue.js';
import type { DoctorRow } from '../db/tables.js';
import { notFound } from '../domain/http-errors.js';
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
  const result = await db.transaction().execute(async (trx) => {
    const conversation = await lockConversation(trx, conversationId);
    if (!conversation) throw notFound('Conversation not found');
    return issueTickedItems(trx, conversation, doctor, opts);
  });
  await publish(result.events);
  return result.summary;
}
