import { sql, type Kysely } from 'kysely';

/**
 * Idempotent sending: the id the client gave a message, unique within its conversation, and on the
 * AI doctor's reply the patient message it answers, so a retry returns the stored pair.
 *
 * Medicare numbers need no column change: they are sealed (AES-256-GCM) as they are written, and
 * the ones written before are sealed at start-up, where the key is (migrations never see it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('client_message_id', 'uuid')
    .addColumn('reply_to_id', 'uuid', (c) => c.references('messages.id').onDelete('set null'))
    .execute();
  await sql`create unique index messages_client_id on messages (conversation_id, client_message_id) where client_message_id is not null`.execute(
    db,
  );
  await sql`create index messages_reply_to on messages (reply_to_id) where reply_to_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('reply_to_id').dropColumn('client_message_id').execute();
}
