import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { textSeal } from '../src/domain/sealed-text.js';
import { createTestDatabase, TEST_DATA_KEY } from './helpers/build.js';

/** The last migration before doctors kept the name an operator checked. */
const BEFORE_VERIFIED_NAME = '0007-event-outbox';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = database.url ? ':memory:' : mkdtempSync(path.join(tmpdir(), 'th-migration-'));
});
afterAll(async () => {
  await database.drop();
  if (dataDir !== ':memory:') rmSync(dataDir, { recursive: true, force: true });
});

describe('migration 0008 over doctors registered before it', () => {
  it('keeps the name of each verified doctor as checked, and none for a pending one', async () => {
    const handle = openDatabase({ databaseUrl: database.url, dataDir, columnSeal: textSeal(TEST_DATA_KEY) });
    try {
      const old = handle.db.withoutPlugins();
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(BEFORE_VERIFIED_NAME)).error).toBeUndefined();
      const insert = (fullName: string, verifiedAt: Date | null) =>
        sql`insert into doctors (full_name, prescriber_number, provider_number, gender, mobile_number, device_id, verified_at)
            values (${fullName}, '1234567', '2345678F', 'Female', '0400000000', ${randomUUID()}, ${verifiedAt})`.execute(
          old,
        );
      await insert('Dr Verified Before', new Date('2026-01-01T00:00:00Z'));
      await insert('Dr Still Pending', null);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const { rows } = await sql<{ full_name: string; verified_name: string | null }>`
        select full_name, verified_name from doctors order by full_name`.execute(old);
      expect(rows).toEqual([
        { full_name: 'Dr Still Pending', verified_name: null },
        { full_name: 'Dr Verified Before', verified_name: 'Dr Verified Before' },
      ]);
    } finally {
      await handle.db.destroy();
    }
  });
});
