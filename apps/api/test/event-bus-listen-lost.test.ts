import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createPostgresEventBus, notifyEvents, type EventBus, type HeardEvent } from '../src/realtime/event-bus.js';
import { appsOnOneDatabase, asAdministrator, onRealPostgres } from './helpers/postgres.js';

/**
 * The event bus's connection lost again and again, each time just as it sends LISTEN (a server
 * restarting, a failover): the failed statement and the connection's error events must make one
 * attempt to listen again, not one each, or every attempt that succeeds keeps a connection
 * listening for good (every event heard as many times, the pool's connections used up). Needs a
 * real PostgreSQL.
 */
const database = appsOnOneDatabase(1);

const LOSSES = 4;
/** The bus under test's connections, apart from the test app's own bus on the same database. */
const APPLICATION = 'event-bus-under-test';

async function endBackend(pid: number): Promise<void> {
  await asAdministrator('select pg_terminate_backend($1)', [pid]);
  while ((await asAdministrator('select 1 from pg_stat_activity where pid = $1', [pid])).length > 0);
  // Its last word (FATAL) and the end of the socket reach the client.
  await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setImmediate(r));
}

/** Backends of the run's database listening for events (their last statement a LISTEN). */
async function listeningBackends(): Promise<number> {
  const rows = await asAdministrator(
    "select pid from pg_stat_activity where datname = $1 and application_name = $2 and query like 'LISTEN %'",
    [database.name, APPLICATION],
  );
  return rows.length;
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.runIf(onRealPostgres)('the event connection lost as it begins listening, again and again', () => {
  let pool: pg.Pool;
  let notifier: pg.Pool;
  let bus: EventBus;
  let resumed = 0;
  const heard: HeardEvent[] = [];
  /** LISTENs still to lose. */
  let losses = 0;

  beforeAll(async () => {
    // The bus's own pool, set up as the app sets up its own: a connection's stray errors are heard.
    pool = new pg.Pool({ connectionString: database.url, max: 10, application_name: APPLICATION });
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      const query = client.query.bind(client) as (text: string) => Promise<unknown>;
      // The connection ends as the statement goes out: it fails, and the client raises its errors.
      (client as unknown as { query: (text: string) => Promise<unknown> }).query = async (text: string) => {
        if (text.startsWith('LISTEN') && losses > 0) {
          losses--;
          await endBackend((client as unknown as { processID: number }).processID);
        }
        return query(text);
      };
    });
    notifier = new pg.Pool({ connectionString: database.url, max: 1 });
    bus = await createPostgresEventBus(
      pool,
      { db: database.apps[0]!.db, idleMinutes: 30 },
      { warn: () => undefined },
      () => resumed++,
    );
    bus.subscribe((event) => heard.push(event));
  });
  afterAll(async () => {
    await bus?.close();
    await pool?.end();
    await notifier?.end();
  });

  it('listens again once, on one connection, and hears each event once', async () => {
    expect(await listeningBackends()).toBe(1);
    losses = LOSSES;
    const ended = await asAdministrator<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1 and application_name = $2 and query like 'LISTEN %'",
      [database.name, APPLICATION],
    );
    await endBackend(ended[0]!.pid);
    await until(() => resumed > 0, 'the bus to listen again');
    expect(losses).toBe(0);

    const event = { kind: 'doctor_verified', doctorId: 'a-doctor' } as const;
    await notifyEvents(notifier, [event]);
    await until(() => heard.length > 0, 'the event');
    // Every attempt made by then has either failed or listens: a second listener would be counted here.
    expect(await listeningBackends()).toBe(1);
    expect(pool.totalCount).toBe(1);
    expect(resumed).toBe(1);
    const marker = { kind: 'doctor_verified', doctorId: 'the-marker' } as const;
    await notifyEvents(notifier, [marker]);
    await until(() => heard.some((e) => e.kind === 'doctor_verified' && e.doctorId === 'the-marker'), 'the marker');
    expect(heard.filter((e) => e.kind === 'doctor_verified' && e.doctorId === 'a-doctor')).toHaveLength(1);
  });
});
