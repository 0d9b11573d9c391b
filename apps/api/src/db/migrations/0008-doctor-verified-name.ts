import { sql, type Kysely } from 'kysely';

/**
 * The name an operator last checked. A verified doctor who changes their name is pending again,
 * and until an operator checks the new name patients keep seeing the one that was checked.
 * Doctors verified now were checked under the name they have; a pending doctor has none yet
 * (one renamed before this change is shown to nobody until verified again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('doctors').addColumn('verified_name', 'text').execute();
  await sql`update doctors set verified_name = full_name where verified_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('doctors').dropColumn('verified_name').execute();
}
