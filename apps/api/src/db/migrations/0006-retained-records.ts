import type { Kysely } from 'kysely';

/**
 * Records kept when a patient clears their data. A consultation a doctor reviewed is closed by the
 * patient instead of deleted: it leaves the patient's lists and access, and stays the clinic's record
 * for the legal period. A document the patient removes leaves their list and downloads the same way;
 * its row stays the issuer's record, so verification keeps answering. Existing rows are open and kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conversations').addColumn('closed_by_patient_at', 'timestamptz').execute();
  await db.schema.alterTable('attachments').addColumn('removed_by_patient_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attachments').dropColumn('removed_by_patient_at').execute();
  await db.schema.alterTable('conversations').dropColumn('closed_by_patient_at').execute();
}
