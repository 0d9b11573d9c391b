import pg from 'pg';

/**
 * Statement texts PostgreSQL keeps prepared on each connection, by name: a chat message's
 * statements (large CTEs) are then parsed once per connection and, after a few runs, planned once,
 * instead of on every call, where parsing and planning them cost PostgreSQL more than running them.
 * Only the fixed texts named here (see `preparedQuery`) go by name; every other is sent as before.
 */
const names = new Map<string, string>();
let named = 0;

const newName = () => `telehealth_${++named}`;

/** Sends this statement text by name from now on, on every connection. */
export function keepPrepared(text: string): void {
  if (!names.has(text)) names.set(text, newName());
}

/**
 * PostgreSQL refuses to run a prepared statement whose result's columns changed under it (a
 * migration adding a column to a table it reads with `*`). The statement has not run then.
 */
const isStalePlan = (err: unknown) =>
  (err as { code?: string } | null)?.code === '0A000' &&
  /cached plan must not change result type/.test((err as Error).message);

type Send = (...args: unknown[]) => Promise<pg.QueryResult> | undefined;

/**
 * Has a pool's connection send the texts named by `keepPrepared` by name. A plan gone stale is
 * given a fresh name on every connection (the old one is left to its connection, never sent
 * again) and tried once more: outside a transaction that answers it; inside one, the transaction
 * has failed and only later calls succeed.
 */
export function sendByName(client: pg.PoolClient): void {
  const send: Send = (...args) => (pg.Client.prototype.query as unknown as Send).apply(client, args);
  const byName = async (text: string, values: unknown): Promise<pg.QueryResult> => {
    const name = names.get(text)!;
    try {
      return (await send({ name, text, values }))!;
    } catch (err) {
      if (!isStalePlan(err)) throw err;
      if (names.get(text) === name) names.set(text, newName());
      return (await send({ name: names.get(text), text, values }))!;
    }
  };
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    const [text, values, callback] = args;
    if (typeof text === 'string' && names.has(text) && typeof callback !== 'function' && typeof values !== 'function')
      return byName(text, values);
    return send(...args);
  } as typeof client.query;
}
