import type { Db } from '../db/database.js';
import { monthsAgo } from '../domain/dates.js';
import type { BusEvent } from '../realtime/event-bus.js';
import { activeDoctorIdsOf } from '../repositories/assignments.js';
import { audit } from '../repositories/audit.js';
import {
  clearableConversationsOfUser,
  closeByPatient,
  deleteConversationsById,
} from '../repositories/conversations.js';
import { removeAttachmentsOfConversations, removeAttachmentsOfUser } from '../repositories/documents.js';
import type { UseCaseDeps } from './deps.js';

/**
 * Clears a patient's conversations: all, or those quiet for more than `monthsOld` months. Answers how
 * many left the patient's view. One no doctor reviewed is deleted; one a doctor reviewed is the
 * clinic's medical record, kept for the legal period (README, "Records and retention"): it is closed by the patient,
 * gone from their lists, access and documents, and the doctor sees it closed — at once, if their
 * waiting room or its chat is open.
 */
export async function deleteConversations(
  { db, publish }: UseCaseDeps,
  userId: string,
  monthsOld: number | null,
): Promise<number> {
  const { count, events } = await db.transaction().execute(async (trx) => {
    const cleared = await clearableConversationsOfUser(trx, userId, monthsOld === null ? null : monthsAgo(monthsOld));
    const kept = cleared.filter((c) => c.reviewed).map((c) => c.id);
    await deleteConversationsById(
      trx,
      cleared.filter((c) => !c.reviewed).map((c) => c.id),
    );
    await closeByPatient(trx, kept);
    await removeAttachmentsOfConversations(trx, kept);
    const count = cleared.length;
    await audit(trx, {
      actorType: 'patient',
      actorId: userId,
      action: monthsOld === null ? 'conversations.delete_all' : 'conversations.delete_old',
      subjectType: 'user',
      subjectId: userId,
      detail: { count, keptAsRecords: kept.length, ...(monthsOld === null ? {} : { monthsOld }) },
    });
    for (const id of kept) {
      await audit(trx, {
        actorType: 'patient',
        actorId: userId,
        action: 'conversation.closed_by_patient',
        subjectType: 'conversation',
        subjectId: id,
      });
    }
    const events: BusEvent[] = [];
    for (const id of kept) {
      const doctorIds = [...(await activeDoctorIdsOf(trx, id))];
      if (doctorIds.length > 0) events.push({ kind: 'conversation_closed', conversationId: id, doctorIds });
    }
    return { count, events };
  });
  await publish(events);
  return count;
}

/**
 * Clears a patient's documents (all, or those older than `monthsOld` months): gone from their list,
 * their chat and their downloads (the doctor's chat keeps the link). The stored document stays the issuer's record, so its verification
 * code keeps answering for its validity.
 */
export function deleteDocuments(db: Db, userId: string, monthsOld: number | null): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = await removeAttachmentsOfUser(trx, userId, monthsOld === null ? null : monthsAgo(monthsOld));
    await audit(trx, {
      actorType: 'patient',
      actorId: userId,
      action: monthsOld === null ? 'documents.delete_all' : 'documents.delete_old',
      subjectType: 'user',
      subjectId: userId,
      detail: { count: ids.length },
    });
    return ids.length;
  });
}
