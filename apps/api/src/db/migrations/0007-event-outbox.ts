import { sql, type Kysely } from 'kysely';

/**
 * The events a chat write has stored and not yet published (PostgreSQL): the write inserts its
 * row in its own statement, committed with the messages or not at all; the instance that wrote it
 * publishes and deletes it once committed, and any instance's sweeper publishes a row left behind
 * by a process that stopped in between. `seq` keeps them in the order they were written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('payloads', sql`text[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_outbox').execute();
}
