import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { errorsPlugin } from '../src/plugins/errors.js';
import { appsOnOneDatabase, asAdministrator, onRealPostgres } from './helpers/postgres.js';

/**
 * PostgreSQL ends a connection (an administrator, a failover, a restart) while a request holds it
 * between two statements of its transaction: that request fails, the process keeps serving. Needs a
 * real PostgreSQL (PGlite has no connections to end).
 */
const database = appsOnOneDatabase(1);

describe.runIf(onRealPostgres)('a database connection ended while in use', () => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = database.apps[0]!;
  });
  it('fails the transaction holding it, and nothing else: no uncaught error, the next queries run', async () => {
    const uncaught: unknown[] = [];
    const keep = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', keep);
    try {
      const held = app.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const pid = rows[0]!.pid;
        await asAdministrator('select pg_terminate_backend($1)', [pid]);
        // Gone from the server: its last word (FATAL) is on the way to a client that runs no query.
        while ((await asAdministrator('select 1 from pg_stat_activity where pid = $1', [pid])).length > 0);
        await new Promise((r) => setImmediate(r));
        await sql`select 1`.execute(trx);
      });
      await expect(held).rejects.toThrow();
      expect(uncaught).toEqual([]);

      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(app.db);
      expect(rows).toEqual([{ one: 1 }]);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      process.off('uncaughtException', keep);
    }
  });

  it('answers 503 with Retry-After for a request whose connection was lost, so the apps send it again', async () => {
    // A real lost-connection error: a connection ended by the server, then used.
    const client = new pg.Client({ connectionString: database.url });
    client.on('error', () => undefined);
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    await asAdministrator('select pg_terminate_backend($1)', [rows[0]!.pid]);
    const lost = await client.query('select 1').then(
      () => null,
      (err: unknown) => err,
    );
    expect(lost).toBeInstanceOf(Error);

    const server = Fastify({ logger: false });
    await server.register(errorsPlugin);
    server.get('/api/lost', async () => {
      throw lost;
    });
    server.get('/api/broken', async () => {
      throw new Error('a bug');
    });
    const res = await server.inject({ method: 'GET', url: '/api/lost' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect((await server.inject({ method: 'GET', url: '/api/broken' })).statusCode).toBe(500);
    await server.close();
    await client.end().catch(() => undefined);
  });
});
