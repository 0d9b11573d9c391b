import type { Db } from '../db/database.js';
import { retainedUntil } from '../domain/retention.js';
import { audit } from '../repositories/audit.js';
import { closedRecords, deleteConversationsById } from '../repositories/conversations.js';

export interface ExpiredRecord {
  id: string;
  lastEntry: Date;
  retainedUntil: Date;
}

/** Closed consultations whose retention period (README, "Records and retention") has ended by `now`. */
export async function expiredRecords(db: Db, now: Date = new Date()): Promise<ExpiredRecord[]> {
  return (await closedRecords(db))
    .map((r) => ({ id: r.id, lastEntry: r.lastEntry, retainedUntil: retainedUntil(r.lastEntry, r.dateOfBirth) }))
    .filter((r) => r.retainedUntil.getTime() <= now.getTime());
}

/**
 * Destroys the records whose retention period has ended: the consultation with its messages, items
 * and documents. The audit trail keeps that each was destroyed, and when it had been kept until.
 */
export function purgeExpiredRecords(db: Db, now: Date = new Date()): Promise<ExpiredRecord[]> {
  return db.transaction().execute(async (trx) => {
    const expired = await expiredRecords(trx, now);
    await deleteConversationsById(
      trx,
      expired.map((r) => r.id),
    );
    for (const r of expired) {
      await audit(trx, {
        actorType: 'operator',
        actorId: null,
        action: 'record.destroyed',
        subjectType: 'conversation',
        subjectId: r.id,
        detail: { lastEntry: r.lastEntry.toISOString(), retainedUntil: r.retainedUntil.toISOString() },
      });
    }
    return expired;
  });
}
