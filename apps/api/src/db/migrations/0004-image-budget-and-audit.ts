import { sql, type Kysely } from 'kysely';

/**
 * Each conversation counts the decoded bytes of its images against its budget (filled in for the
 * images already stored). Images are kept uncompressed out of line, so the message list can read
 * one in slices without the database unpacking the whole value for each slice. Audit rows are
 * found by time as well as by subject.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('conversations')
    .addColumn('image_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update conversations c set image_bytes = coalesce((
      select sum((octet_length(m.image_url) - position(',' in m.image_url)) * 3 / 4)
      from messages m where m.conversation_id = c.id and m.image_url is not null
    ), 0)`.execute(db);
  await sql`alter table messages alter column image_url set storage external`.execute(db);
  await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_events_at').execute();
  await sql`alter table messages alter column image_url set storage extended`.execute(db);
  await db.schema.alterTable('conversations').dropColumn('image_bytes').execute();
}
