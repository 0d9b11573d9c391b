import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { TextSeal } from '../domain/sealed-text.js';
import { EmbeddedDialect } from './embedded-dialect.js';
import { sendByName } from './named-statements.js';
import { openEmbedded } from './embedded.js';
import { SealedColumnsPlugin } from './sealed-columns-plugin.js';
import type { Database } from './tables.js';
import { migrations } from './migrations/index.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The node-postgres pool behind `db`, for LISTEN/NOTIFY; null on PGlite. */
  pool: pg.Pool | null;
  /** The embedded database behind `db`, for LISTEN/NOTIFY; null on PostgreSQL. */
  pglite: PGlite | null;
}

// timestamptz and bigint come back as Date and number; bigint counts here are small.
pg.types.setTypeParser(20, (v) => Number(v));

export function openDatabase(
  opts: { databaseUrl: string | null; dataDir: string; columnSeal: TextSeal },
  log: { warn: (obj: unknown, msg: string) => void } = { warn: () => undefined },
): DatabaseHandle {
  const plugins = queryPlugins(opts.columnSeal);
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (err) => log.warn({ err }, 'idle database connection lost'));
    // The pool hears a connection's errors only while it is idle. One the server ends while a request
    // holds it (between a transaction's statements) would otherwise raise an error nobody listens to,
    // which ends the process: heard here, it fails that request alone and the pool drops the connection.
    pool.on('connect', (client) => {
      client.on('error', (err) => log.warn({ err }, 'database connection lost while in use'));
      sendByName(client);
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
      kind: 'postgres',
      pool,
      pglite: null,
    };
  }
  const pglite = openEmbedded(opts.dataDir);
  return { db: embeddedDb(pglite, opts.columnSeal), kind: 'pglite', pool: null, pglite };
}

// Camel case first: the seal sees snake_case columns in queries and camelCase fields in rows.
const queryPlugins = (columnSeal: TextSeal) => [new CamelCasePlugin(), new SealedColumnsPlugin(columnSeal)];

/** The app's query builder on an embedded database. */
export function embeddedDb(pglite: PGlite, columnSeal: TextSeal): Db {
  return new Kysely<Database>({ dialect: new EmbeddedDialect(pglite), plugins: queryPlugins(columnSeal) });
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Whether every migration is recorded already, as on every start but the first: two small queries
 * instead of the migrator's catalog reads and lock table (a noticeable part of an embedded start).
 */
async function allApplied(db: Db): Promise<boolean> {
  const table = await sql<{ found: boolean }>`select to_regclass('kysely_migration') is not null as found`.execute(db);
  if (!table.rows[0]?.found) return false;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((r) => r.name));
  return Object.keys(migrations).every((name) => applied.has(name));
}

export async function migrateToLatest(db: Db): Promise<void> {
  if (await allApplied(db)) return;
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
