import { mkdirSync } from 'node:fs';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { TextSeal } from '../domain/sealed-text.js';
import { SealedColumnsPlugin } from './sealed-columns-plugin.js';
import type { Database } from './tables.js';
import { migrations } from './migrations/index.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The node-postgres pool behind `db`, for LISTEN/NOTIFY; null on PGlite. */
  pool: pg.Pool | null;
}

// timestamptz and bigint come back as Date and number; bigint counts here are small.
pg.types.setTypeParser(20, (v) => Number(v));

export function openDatabase(
  opts: { databaseUrl: string | null; dataDir: string; columnSeal: TextSeal },
  log: { warn: (obj: unknown, msg: string) => void } = { warn: () => undefined },
): DatabaseHandle {
  // Camel case first: the seal sees snake_case columns in queries and camelCase fields in rows.
  const plugins = [new CamelCasePlugin(), new SealedColumnsPlugin(opts.columnSeal)];
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (err) => log.warn({ err }, 'idle database connection lost'));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }), kind: 'postgres', pool };
  }
  let pglite: PGlite;
  if (opts.dataDir === ':memory:') {
    pglite = new PGlite();
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    pglite = new PGlite(opts.dataDir);
  }
  return { db: new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins }), kind: 'pglite', pool: null };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
