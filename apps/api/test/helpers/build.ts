import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';

export const TEST_SECRET = 'test-session-secret-0123456789abcdef0123456789';
/** Seals Medicare numbers in tests, as DATA_ENCRYPTION_KEY does in production. */
export const TEST_DATA_KEY = Buffer.from('0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef', 'hex');

/** A fresh, empty database for one test file: a new PostgreSQL database, or in-memory PGlite. */
export async function createTestDatabase(): Promise<{ url: string | null; drop: () => Promise<void> }> {
  const admin = inject('adminDatabaseUrl');
  if (!admin) return { url: null, drop: async () => undefined };
  const name = `th_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function testConfig(databaseUrl: string | null, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    databaseUrl,
    dataDir: ':memory:',
    sessionSecret: TEST_SECRET,
    dataEncryptionKey: TEST_DATA_KEY,
    demoMode: true,
    ...overrides,
  };
}

/**
 * Test apps log their errors, and only those, to stderr: a request answered 500 in CI says what it
 * was (the errors plugin logs its code and message).
 */
export const testLogger = { level: 'error', stream: process.stderr } as const;

export interface TestApp {
  app: FastifyInstance;
  databaseUrl: string | null;
  close: () => Promise<void>;
}

/** The app on its own fresh database, ready for `inject` / `injectWS`. */
export async function buildTestApp(overrides: Partial<Config> = {}, opts: BuildOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(database.url, overrides), { logger: testLogger, ...opts });
  await app.ready();
  return {
    app,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
