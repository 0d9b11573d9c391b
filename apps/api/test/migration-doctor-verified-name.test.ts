import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { textSeal } from '../src/domain/sealed-text.js';
import { migrationDatabase } from './helpers/migration-database.js';
import { TEST_DATA_KEY } from './helpers/build.js';

/** The last migration before doctors kept the name an operator checked. */
const BEFORE_VERIFIED_NAME = '0007-event-outbox';

const database = migrationDatabase();

describe('migration 0008 over doctors registered before it', () => {
  it('keeps the name of each verified doctor as checked, and none for a pending one', async () => {
    const handle = openDatabase({
      databaseUrl: database.url,
      dataDir: database.dataDir,
      columnSeal: textSeal(TEST_DATA_KEY),
    });
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
