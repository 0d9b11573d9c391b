import type { Db } from '../db/database.js';

export interface AuditEntry {
  actorType: 'patient' | 'doctor' | 'operator' | 'system' | 'anonymous';
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  detail?: Record<string, unknown>;
}

/** Who read or changed what, when: written in the same transaction as the change it records. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditEvents')
    .values({ ...entry, detail: entry.detail ? JSON.stringify(entry.detail) : null })
    .execute();
}
