import { sql, type Kysely } from 'kysely';

/**
 * Images move from the data URL text to their type and their bytes, kept uncompressed out of line:
 * the message list then reads an image in slices (a bytea slice is fetched as such, where a text
 * slice in a multibyte database is read from the start every time), and takes a quarter less room.
 * Each conversation counts its images' bytes against its budget. Audit rows are found by time as
 * well as by subject.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('image_type', 'text').addColumn('image_data', 'bytea').execute();
  await sql`alter table messages alter column image_data set storage external`.execute(db);
  await sql`
    update messages set
      image_type = substring(image_url from '^data:([^;,]+);base64,'),
      image_data = decode(substring(image_url from position(',' in image_url) + 1), 'base64')
    where image_url is not null`.execute(db);
  await db.schema.alterTable('messages').dropColumn('image_url').execute();

  await db.schema
    .alterTable('conversations')
    .addColumn('image_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update conversations c set image_bytes = coalesce((
      select sum(octet_length(m.image_data)) from messages m where m.conversation_id = c.id
    ), 0)`.execute(db);

  await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_events_at').execute();
  await db.schema.alterTable('conversations').dropColumn('image_bytes').execute();
  await db.schema.alterTable('messages').addColumn('image_url', 'text').execute();
  await sql`
    update messages set image_url = 'data:' || image_type || ';base64,' || translate(encode(image_data, 'base64'), E'\n', '')
    where image_data is not null`.execute(db);
  await db.schema.alterTable('messages').dropColumn('image_type').dropColumn('image_data').execute();
}
