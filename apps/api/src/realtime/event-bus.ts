import { EventEmitter } from 'node:events';
import type pg from 'pg';

/**
 * What crosses between API instances. Only ids travel (a NOTIFY payload is capped at 8 kB and a
 * message may carry a 10 MB image); each instance loads the rows and fans out to its own sockets.
 */
export type BusEvent =
  | { kind: 'new_message'; conversationId: string; messageId: string }
  | { kind: 'doctor_assigned'; conversationId: string; doctorId: string }
  | { kind: 'new_patient_assigned'; conversationId: string; doctorId: string }
  /** An operator verified a doctor: their open waiting room learns it without a reload. */
  | { kind: 'doctor_verified'; doctorId: string }
  /** Sessions that ended (logout, a doctor's removal): every instance closes their sockets. */
  | { kind: 'sessions_revoked'; sessionIds: string[] };

export interface EventBus {
  publish(events: BusEvent[]): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'telehealth_events';

/** Sends events to every instance listening on the database (also from a command outside the server). */
export async function notifyEvents(pool: pg.Pool, events: BusEvent[]): Promise<void> {
  for (const e of events) await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(e)]);
}

/** One process, one database (PGlite): an in-process emitter. */
export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  return {
    async publish(events) {
      for (const e of events) emitter.emit('event', e);
    },
    subscribe(handler) {
      emitter.on('event', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY: every instance on the database hears every event, its own included, so
 * publishing never delivers locally. The listening client reconnects if its connection drops.
 */
export async function createPostgresEventBus(
  pool: pg.Pool,
  log: { warn: (obj: unknown, msg: string) => void },
): Promise<EventBus> {
  const handlers: ((e: BusEvent) => void)[] = [];
  let client: pg.PoolClient | null = null;
  let closed = false;

  const onNotification = (n: pg.Notification) => {
    if (n.channel !== CHANNEL || !n.payload) return;
    let event: BusEvent;
    try {
      event = JSON.parse(n.payload) as BusEvent;
    } catch {
      return;
    }
    for (const h of handlers) h(event);
  };
  const detach = (c: pg.PoolClient) => {
    c.off('notification', onNotification);
    c.off('error', onError);
  };
  function onError(err: Error) {
    log.warn({ err }, 'event bus connection lost; reconnecting');
    const lost = client;
    client = null;
    if (lost) {
      detach(lost);
      lost.release(true);
    }
    if (!closed) setTimeout(() => void connect().catch((e: unknown) => onError(e as Error)), 1000);
  }
  async function connect(): Promise<void> {
    const c = await pool.connect();
    c.on('notification', onNotification);
    c.on('error', onError);
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
  }
  await connect();

  return {
    publish: (events) => notifyEvents(pool, events),
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      closed = true;
      const c = client;
      client = null;
      if (c) {
        await c.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        detach(c);
        c.release();
      }
    },
  };
}
