/**
 * The yardstick of the turn benchmark: a bare Fastify server whose one route stores a message with
 * one insert in a transaction (begin, insert, commit), on the same database the app uses.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

const TABLE = `create table if not exists bench_baseline_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null,
  text text not null,
  created_at timestamptz not null default now()
)`;
const INSERT = 'insert into bench_baseline_messages (conversation_id, text) values ($1, $2) returning id, created_at';

interface Store {
  insertInTransaction(conversationId: string, text: string): Promise<unknown>;
  close(): Promise<void>;
}

async function postgresStore(url: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(TABLE);
  return {
    async insertInTransaction(conversationId, text) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query(INSERT, [conversationId, text]);
        await client.query('commit');
        return rows[0];
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function pgliteStore(): Promise<Store> {
  const db = new PGlite();
  await db.exec(TABLE);
  return {
    insertInTransaction: (conversationId, text) =>
      db.transaction(async (tx) => (await tx.query(INSERT, [conversationId, text])).rows[0]),
    close: () => db.close(),
  };
}

/** Listens on a free local port; `POST /baseline/:id` with `{ text }` stores one row. */
export async function startBaseline(databaseUrl: string | null): Promise<{ app: FastifyInstance; url: string }> {
  const store = databaseUrl ? await postgresStore(databaseUrl) : await pgliteStore();
  const app = Fastify({ logger: false });
  app.post<{ Params: { id: string }; Body: { text: string } }>('/baseline/:id', async (request) => ({
    message: await store.insertInTransaction(request.params.id, request.body.text),
  }));
  app.addHook('onClose', () => store.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}` };
}
