import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { embeddedDb, migrateToLatest } from '../src/db/database.js';
import { EMBEDDED_START_PARAMS, makeEmptyDatabase, openEmbedded } from '../src/db/embedded.js';
import { migrations } from '../src/db/migrations/index.js';
import { textSeal } from '../src/domain/sealed-text.js';
import { TEST_DATA_KEY, testConfig } from './helpers/build.js';
import { registerPatient, startConversation } from './helpers/actors.js';

// The embedded database on disk, whatever database the other test files run on.
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let scratch: string;
let emptyDatabase: string;
const seal = textSeal(TEST_DATA_KEY);

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'embedded-durability-'));
  emptyDatabase = path.join(scratch, 'empty-database');
  await makeEmptyDatabase(emptyDatabase, (pglite) => migrateToLatest(embeddedDb(pglite, seal)));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('starts a new data directory from the prepared empty database, every migration applied', async () => {
    const dataDir = path.join(scratch, 'new');
    const db = embeddedDb(openEmbedded(dataDir, emptyDatabase), seal);
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'PG_VERSION.copying'))).toBe(false);
    } finally {
      await db.destroy();
    }
  });

  it('keeps what the API stored across a stop and a start on the same data directory', async () => {
    const config = testConfig(null, { dataDir: path.join(scratch, 'api') });
    let app = await buildApp(config, { logger: false });
    const patient = await registerPatient(app);
    const conversationId = await startConversation(app, patient);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie: patient.cookie },
      payload: { text: 'My ankle is swollen since Sunday', sender: 'patient' },
    });
    expect(sent.statusCode).toBe(200);
    await app.close();

    app = await buildApp(config, { logger: false });
    try {
      const read = await app.inject({
        method: 'GET',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie: patient.cookie },
      });
      expect(read.statusCode).toBe(200);
      expect(read.json<{ text: string }[]>().map((m) => m.text)).toContain('My ankle is swollen since Sunday');
    } finally {
      await app.close();
    }
  });

  it('keeps a committed write when the process is killed straight after it', async () => {
    const dataDir = path.join(scratch, 'killed');
    // Made and closed here; the child opens it as the server would, writes, and is killed before any shut-down.
    await openEmbedded(dataDir, emptyDatabase).close();
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { PGlite } from '@electric-sql/pglite';
         const db = await PGlite.create(process.env.DATA_DIR, { startParams: JSON.parse(process.env.START_PARAMS) });
         await db.query('create table kept (note text not null)');
         await db.query("insert into kept values ('taken at 9 am')");
         process.kill(process.pid, 'SIGKILL');`,
      ],
      {
        cwd: apiDir,
        env: { ...process.env, DATA_DIR: dataDir, START_PARAMS: JSON.stringify(EMBEDDED_START_PARAMS) },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, sig) => resolve(sig)),
    );
    expect(signal, stderr).toBe('SIGKILL');

    const pglite = openEmbedded(dataDir, emptyDatabase);
    try {
      const { rows } = await pglite.query<{ note: string }>('select note from kept');
      expect(rows).toEqual([{ note: 'taken at 9 am' }]);
    } finally {
      await pglite.close();
    }
  });
});
