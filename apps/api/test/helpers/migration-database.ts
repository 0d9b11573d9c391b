import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from './build.js';

/**
 * A database for a migration test, created before the file's tests and dropped after. PGlite (no DATABASE_URL) keeps
 * it in a folder of its own, so the old schema outlives the handle that wrote it.
 */
export function migrationDatabase(): { readonly url: string | null; readonly dataDir: string } {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir = ':memory:';
  beforeAll(async () => {
    database = await createTestDatabase();
    if (!database.url) dataDir = mkdtempSync(path.join(tmpdir(), 'th-migration-'));
  });
  afterAll(async () => {
    await database.drop();
    if (dataDir !== ':memory:') rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get url() {
      return database.url;
    },
    get dataDir() {
      return dataDir;
    },
  };
}
