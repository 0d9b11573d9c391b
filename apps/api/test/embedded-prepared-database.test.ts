import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDb, migrateToLatest } from '../src/db/database.js';
import { makeEmptyDatabase, openEmbedded, preparedDatabaseDir } from '../src/db/embedded.js';
import { migrations } from '../src/db/migrations/index.js';
import { textSeal } from '../src/domain/sealed-text.js';
import { TEST_DATA_KEY } from './helpers/build.js';

// The empty database a build prepares (cli/empty-database.ts) against the one the migrations make,
// so that starting from the prepared copy can never give another schema.
const seal = textSeal(TEST_DATA_KEY);
let scratch: string;
let prepared: string;
/** The schema of a database PGlite made itself (initdb), with every migration run on it. */
let migratedSchema: string[];

/** Everything the migrations define in `public`, one line per object, in a stable order. */
async function schemaOf(pglite: PGlite): Promise<string[]> {
  const lines = async (query: string) => (await pglite.query<{ line: string }>(query)).rows.map((r) => r.line);
  const parts = await Promise.all([
    lines(`select format('column %s.%s %s null=%s default=%s', table_name, column_name, data_type, is_nullable,
             coalesce(column_default, '-')) as line from information_schema.columns where table_schema = 'public'`),
    lines(`select 'index ' || indexdef as line from pg_indexes where schemaname = 'public'`),
    lines(`select format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as line
             from pg_constraint where connamespace = 'public'::regnamespace`),
    lines(`select 'trigger ' || pg_get_triggerdef(oid) as line from pg_trigger where not tgisinternal`),
    lines(
      `select 'function ' || pg_get_functiondef(p.oid) as line from pg_proc p where pronamespace = 'public'::regnamespace`,
    ),
    lines(`select format('type %s %s', t.typname, string_agg(e.enumlabel, ',' order by e.enumsortorder)) as line
             from pg_type t join pg_enum e on e.enumtypid = t.oid group by t.typname`),
    lines(`select format('view %s %s', table_name, view_definition) as line from information_schema.views
             where table_schema = 'public'`),
    lines(`select 'migration ' || name as line from kysely_migration`),
  ]);
  return parts.flat().sort();
}

/** A data directory opened from `emptyDatabase` and migrated, as the server does at start. */
async function startedFrom(emptyDatabase: string, name: string): Promise<PGlite> {
  const pglite = openEmbedded(path.join(scratch, name), emptyDatabase);
  await migrateToLatest(embeddedDb(pglite, seal));
  return pglite;
}

// Each makes a database with initdb: on a busy machine that can take a minute or more.
beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'embedded-prepared-'));
  prepared = path.join(scratch, 'empty-database');
  await makeEmptyDatabase(prepared, (pglite) => migrateToLatest(embeddedDb(pglite, seal)));
}, 300_000);
beforeAll(async () => {
  // No prepared copy at this path: PGlite makes the database itself, then the migrations run.
  const made = await startedFrom(path.join(scratch, 'none'), 'made-by-initdb');
  try {
    migratedSchema = await schemaOf(made);
  } finally {
    await made.close();
  }
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the prepared empty database', () => {
  it('gives a new data directory the schema the migrations make', async () => {
    const pglite = await startedFrom(prepared, 'first-start');
    try {
      expect(migratedSchema.filter((l) => l.startsWith('migration '))).toHaveLength(Object.keys(migrations).length);
      expect(await schemaOf(pglite)).toEqual(migratedSchema);
    } finally {
      await pglite.close();
    }
  });

  it('is lean: the one database the app uses, and WAL in 1 MB segments', async () => {
    const pglite = openEmbedded(path.join(scratch, 'lean'), prepared);
    try {
      const databases = await pglite.query<{ datname: string }>('select datname from pg_database');
      expect(databases.rows).toEqual([{ datname: 'postgres' }]);
      const segment = await pglite.query<{ size: string }>(`select current_setting('wal_segment_size') as size`);
      expect(segment.rows).toEqual([{ size: '1MB' }]);
    } finally {
      await pglite.close();
    }
  });

  it('made before the latest migration, still starts on the latest schema', async () => {
    const names = Object.keys(migrations).sort();
    const older = path.join(scratch, 'older-empty-database');
    await makeEmptyDatabase(older, async (pglite) => {
      const migrator = new Migrator({
        db: embeddedDb(pglite, seal),
        provider: { getMigrations: async () => migrations },
      });
      const { error } = await migrator.migrateTo(names[names.length - 2]!);
      if (error) throw error;
    });
    const pglite = await startedFrom(older, 'from-older');
    try {
      expect(await schemaOf(pglite)).toEqual(migratedSchema);
    } finally {
      await pglite.close();
    }
  });

  it('keeps what a first start stored at the second start on the same data directory', async () => {
    let pglite = await startedFrom(prepared, 'restarted');
    await pglite.query(`insert into users (username, device_id) values ('Mia', 'device-of-mia')`);
    await pglite.close();

    pglite = await startedFrom(prepared, 'restarted');
    try {
      const { rows } = await pglite.query<{ username: string }>(`select username from users`);
      expect(rows).toEqual([{ username: 'Mia' }]);
      expect(await schemaOf(pglite)).toEqual(migratedSchema);
    } finally {
      await pglite.close();
    }
  });
});

describe('where a start finds the prepared empty database', () => {
  // The build leaves it in dist/db; the server that starts is bundled into dist/server.js, one folder up.
  it('is dist/db/empty-database from the compiled module and from the bundled server alike', () => {
    const dist = path.join(path.sep, 'app', 'dist');
    const expected = path.join(dist, 'db', 'empty-database');
    expect(preparedDatabaseDir(path.join(dist, 'db'))).toBe(expected);
    expect(preparedDatabaseDir(dist)).toBe(expected);
  });
});
