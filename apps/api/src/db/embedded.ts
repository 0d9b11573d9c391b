import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * How the embedded PostgreSQL runs. PGlite's defaults size it for a server with many connections:
 * 128 MB of shared buffers, all zeroed and resident from the start, and shared memory for 100
 * connections. It has one session, and its buffers sit on top of the operating system's file cache
 * (a page it drops is read back from there, not from disk), so a smaller pool costs little.
 * Durability is PGlite's own: a commit's WAL is written to the data directory's files before the
 * statement returns, so a committed write survives the process crashing or being killed. PGlite's
 * Node file system cannot flush to the disk itself (no fsync), so a power cut may lose the last
 * commits; a deployment that must survive that runs on PostgreSQL (DATABASE_URL).
 */
export const EMBEDDED_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
  '-c',
  'max_connections=5',
];

/**
 * An empty database with every migration applied, made at build time (`pnpm build` runs
 * cli/empty-database.ts): a new data directory is a copy of it, instead of PGlite running initdb
 * in a second PostgreSQL instance, the most expensive part of a first start in time and memory.
 */
export const EMPTY_DATABASE_DIR = preparedDatabaseDir(path.dirname(fileURLToPath(import.meta.url)));

/** Beside this module compiled (dist/db), or in db/ beside the bundled server (dist/server.js). */
export function preparedDatabaseDir(moduleDir: string): string {
  return path.resolve(moduleDir, path.basename(moduleDir) === 'db' ? '' : 'db', 'empty-database');
}

/** PGlite writes its version file in a data directory it has made; without it the directory holds no database. */
const holdsDatabase = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Puts the prepared empty database in `dataDir` unless it holds one. The version file goes last,
 * by rename: a copy cut short leaves no database behind, and the next start copies again.
 */
function copyEmptyDatabase(dataDir: string, emptyDatabase: string): void {
  if (holdsDatabase(dataDir) || !holdsDatabase(emptyDatabase)) return;
  cpSync(emptyDatabase, dataDir, {
    recursive: true,
    force: true,
    filter: (source) => source !== path.join(emptyDatabase, 'PG_VERSION'),
  });
  const pending = path.join(dataDir, 'PG_VERSION.copying');
  cpSync(path.join(emptyDatabase, 'PG_VERSION'), pending);
  renameSync(pending, path.join(dataDir, 'PG_VERSION'));
}

/**
 * The embedded database in `dataDir` (':memory:' for one that lives as long as the process). A new
 * directory starts as a copy of `emptyDatabase` when there is one (a build has made it), else PGlite
 * makes the database itself.
 */
export function openEmbedded(dataDir: string, emptyDatabase = EMPTY_DATABASE_DIR): PGlite {
  const options = { startParams: [...EMBEDDED_START_PARAMS] };
  if (dataDir === ':memory:') return new PGlite(options);
  mkdirSync(dataDir, { recursive: true });
  copyEmptyDatabase(dataDir, emptyDatabase);
  return new PGlite(dataDir, options);
}

/**
 * Makes the prepared empty database in `dir` (anything there before is replaced), migrated by `migrate`.
 * Lean, since every new data directory copies it: WAL in 1 MB segments instead of 16 MB (a data
 * directory keeps the size it was made with), and only the `postgres` database the app uses. The
 * template databases go: the app never runs CREATE DATABASE, and PostgreSQL gives them no other role.
 */
export async function makeEmptyDatabase(dir: string, migrate: (pglite: PGlite) => Promise<void>): Promise<void> {
  const building = `${dir}.building`;
  rmSync(building, { recursive: true, force: true });
  const pglite = await PGlite.create(building, {
    startParams: [...EMBEDDED_START_PARAMS],
    initDbStartParams: ['--wal-segsize=1'],
  });
  try {
    await migrate(pglite);
    for (const template of ['template0', 'template1']) {
      await pglite.exec(`ALTER DATABASE ${template} WITH IS_TEMPLATE false`);
      await pglite.exec(`DROP DATABASE ${template}`);
    }
    // A clean shut-down checkpoints: a copy then opens without replaying any WAL.
  } finally {
    await pglite.close();
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
}
