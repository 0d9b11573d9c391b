import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { migrations } from '../src/db/migrations/index.js';
import { createTestDatabase } from './helpers/build.js';

let db: Kysely<unknown>;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  db = new Kysely<unknown>({
    dialect: database.url
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 2 }) })
      : new PGliteDialect({ pglite: new PGlite() }),
  });
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

describe('migration 0006-retained-records', () => {
  it('runs over existing conversations and documents, leaving them open and in the patient’s hands', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('0005-medicare-encryption-and-message-ids');
    expect(before.error).toBeUndefined();

    const { rows: users } = await sql<{ id: string }>`
      insert into users (username, device_id) values ('patient', 'device_1_existing') returning id`.execute(db);
    const userId = users[0]!.id;
    const { rows: conversations } = await sql<{ id: string }>`
      insert into conversations (user_id, full_name) values (${userId}, 'Alex Citizen') returning id`.execute(db);
    const conversationId = conversations[0]!.id;
    await sql`
      insert into attachments (conversation_id, user_id, kind, file_name, content_type, bytes, document_number,
        verification_code, doctor_name, provider_number)
      values (${conversationId}, ${userId}, 'Medical Certificate', 'certificate.pdf', 'application/pdf',
        '\\x25504446', 'MC-1', 'CODE1', 'Dr Jane Smith', '2345678F')`.execute(db);

    const after = await migrator.migrateTo('0006-retained-records');
    expect(after.error).toBeUndefined();
    expect(after.results?.map((r) => [r.migrationName, r.status])).toEqual([['0006-retained-records', 'Success']]);

    const { rows: kept } = await sql<{ closed: Date | null; name: string }>`
      select closed_by_patient_at as closed, full_name as name from conversations`.execute(db);
    expect(kept).toEqual([{ closed: null, name: 'Alex Citizen' }]);
    const { rows: documents } = await sql<{ removed: Date | null; code: string }>`
      select removed_by_patient_at as removed, verification_code as code from attachments`.execute(db);
    expect(documents).toEqual([{ removed: null, code: 'CODE1' }]);

    // And back down, for an operator who has to roll it back.
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    const { rows: columns } = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.columns
      where column_name in ('closed_by_patient_at', 'removed_by_patient_at')`.execute(db);
    expect(columns[0]!.n).toBe(0);
  });
});
