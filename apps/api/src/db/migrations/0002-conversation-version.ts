import type { Kysely } from 'kysely';

/**
 * A version on each conversation, moved by every change to its consultation (a turn, a doctor
 * request, an assignment): a turn worked out without holding the row lock writes only if the
 * version it read is still current.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('conversations')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conversations').dropColumn('version').execute();
}
