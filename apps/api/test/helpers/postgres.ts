import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createTestDatabase, testConfig, testLogger } from './build.js';

/** The run has a real PostgreSQL server: connections to end, instances sharing one database (PGlite has neither). */
export const onRealPostgres = Boolean(inject('adminDatabaseUrl'));

/** A statement run as the administrator on a connection of its own (ending another's, reading pg_stat_activity). */
export async function asAdministrator<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface SharedDatabase {
  /** The API instances, in the order built. */
  apps: FastifyInstance[];
  url: string;
  /** The database's name, for pg_stat_activity. */
  name: string;
}

/**
 * `count` API instances on one fresh PostgreSQL database, built before the file's tests and closed (the
 * database dropped) after them. On PGlite nothing is built: guard the tests with `onRealPostgres`.
 */
export function appsOnOneDatabase(count: number): SharedDatabase {
  const shared: SharedDatabase = { apps: [], url: '', name: '' };
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    if (!onRealPostgres) return;
    const database = await createTestDatabase();
    drop = database.drop;
    shared.url = database.url!;
    shared.name = new URL(shared.url).pathname.slice(1);
    for (let i = 0; i < count; i++) shared.apps.push(await buildApp(testConfig(shared.url), { logger: testLogger }));
    await Promise.all(shared.apps.map((app) => app.ready()));
  });
  afterAll(async () => {
    for (const app of shared.apps) await app.close();
    await drop();
  });
  return shared;
}
