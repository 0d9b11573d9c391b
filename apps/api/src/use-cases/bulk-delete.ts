import type { Db } from '../db/database.js';
import { monthsAgo } from '../domain/dates.js';
import { audit } from '../repositories/audit.js';
import { deleteConversationsOfUser } from '../repositories/conversations.js';
import { deleteAttachmentsOfUser } from '../repositories/documents.js';
import { unlinkAttachments } from '../repositories/messages.js';

/** Deletes a patient's conversations: all, or those quiet for more than `monthsOld` months. Answers how many. */
export function deleteConversations(db: Db, userId: string, monthsOld: number | null): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const count = await deleteConversationsOfUser(trx, userId, monthsOld === null ? null : monthsAgo(monthsOld));
    await audit(trx, {
      actorType: 'patient',
      actorId: userId,
      action: monthsOld === null ? 'conversations.delete_all' : 'conversations.delete_old',
      subjectType: 'user',
      subjectId: userId,
      detail: monthsOld === null ? { count } : { count, monthsOld },
    });
    return count;
  });
}

/** Deletes a patient's documents (all, or those older than `monthsOld` months) and their links in the chat. */
export function deleteDocuments(db: Db, userId: string, monthsOld: number | null): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = await deleteAttachmentsOfUser(trx, userId, monthsOld === null ? null : monthsAgo(monthsOld));
    await unlinkAttachments(trx, ids);
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
