import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Message } from '@telehealth/schema';
import type { Db } from '../db/database.js';
import type { MessageRow } from '../db/tables.js';
import { toMessage } from '../domain/serialize.js';
import { eventsWithAudience, NOTIFY_PAYLOAD_LIMIT, type NotifyInWrite } from '../repositories/audiences.js';
import { Outbox, type OutboxOptions } from './outbox.js';
import { HeardHere } from './heard-here.js';

/** What a use case publishes once its transaction has committed. */
export type BusEvent =
  | {
      kind: 'new_message';
      conversationId: string;
      messageId: string;
      /** The row as written, when the use case has it: the sockets get it without a read. */
      message?: MessageRow;
    }
  | { kind: 'doctor_assigned'; conversationId: string; doctorId: string }
  | { kind: 'new_patient_assigned'; conversationId: string; doctorId: string }
  /** An operator verified a doctor: their open waiting room learns it without a reload. */
  | { kind: 'doctor_verified'; doctorId: string }
  /** The patient closed a reviewed consultation: its active doctors' waiting rooms and chats learn it. */
  | { kind: 'conversation_closed'; conversationId: string; doctorIds: string[] }
  /** Sessions that ended (logout, a doctor's removal): every instance closes their sockets. */
  | { kind: 'sessions_revoked'; sessionIds: string[] }
  /** A doctor's row changed (availability, profile): every instance's cached sessions drop their copy. */
  | { kind: 'doctor_changed'; doctorId: string };

/** A stored message's event; the row travels with it, so the sockets get it without a read. */
export const newMessageEvent = (row: MessageRow): BusEvent => ({
  kind: 'new_message',
  conversationId: row.conversationId,
  messageId: row.id,
  message: row,
});

/**
 * Who may receive an event, read from the database in the statement that published it: the
 * conversation's patient and active doctors (or the waiting room's doctor) and which of their
 * sessions are live. Delivery checks every socket against it instead of reading per event.
 */
export interface Audience {
  ownerId: string | null;
  doctorIds: string[];
  sessionIds: string[];
}

/**
 * An event as every instance hears it. A notification carries at most 8 kB and a message may carry
 * a 10 MB image: the message travels only when it fits, the audience likewise; whatever is missing
 * is read at delivery.
 */
export type HeardEvent =
  | { kind: 'new_message'; conversationId: string; messageId: string; message?: Message; audience?: Audience }
  | { kind: 'doctor_assigned'; conversationId: string; doctorId: string; audience?: Audience }
  | { kind: 'new_patient_assigned'; conversationId: string; doctorId: string; audience?: Audience }
  | { kind: 'doctor_verified'; doctorId: string; audience?: Audience }
  | { kind: 'conversation_closed'; conversationId: string; doctorIds: string[]; audience?: Audience }
  | { kind: 'sessions_revoked'; sessionIds: string[] }
  | { kind: 'doctor_changed'; doctorId: string };

export interface EventBus {
  publish(events: BusEvent[]): Promise<void>;
  /**
   * Where a write may notify its events in its own statement, or store them in the outbox (see
   * `notifyingCte`), so they commit with it; null when they are published after the write.
   */
  readonly inWrite: NotifyInWrite | null;
  subscribe(handler: (event: HeardEvent) => void): void;
  /**
   * Whether this instance hears every instance's events now: false from the moment its listening
   * connection is lost until it listens again. What is kept on the strength of events being heard
   * (the session cache) is kept only while this is true.
   */
  readonly listening: boolean;
  /** Called with `listening` each time it changes. */
  onListeningChange(handler: (listening: boolean) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'telehealth_events';

/** The event as it travels: the message in its API shape. */
function toHeard(e: BusEvent): HeardEvent {
  if (e.kind !== 'new_message') return e;
  const { message, ...ids } = e;
  return message ? { ...ids, message: toMessage(message) } : ids;
}

/**
 * A message's event as the write that stores it notifies it itself (before the database has given
 * the row its place in the order, which no client is sent). A message whose image alone would
 * overflow a notification travels without its row, as the payload's sizing would leave it (delivery
 * reads it): the image is not sent to the database twice for nothing.
 */
export function heardNewMessage(row: Omit<MessageRow, 'seq'>): HeardEvent {
  const ids = { kind: 'new_message' as const, conversationId: row.conversationId, messageId: row.id };
  return (row.imageData?.length ?? 0) > NOTIFY_PAYLOAD_LIMIT ? ids : { ...ids, message: toMessage(row) };
}

function parse(payload: string): HeardEvent | null {
  try {
    return JSON.parse(payload) as HeardEvent;
  } catch {
    return null;
  }
}

/**
 * Sends events to every instance listening on the database, from a command outside the server:
 * ids only, in one statement; the instances read what they need.
 */
export async function notifyEvents(pool: pg.Pool, events: BusEvent[]): Promise<void> {
  if (events.length === 0) return;
  const text =
    'select pg_notify($1, e.value::text) from json_array_elements($2::json) with ordinality e order by e.ordinality';
  await pool.query(text, [
    CHANNEL,
    JSON.stringify(events.map((e) => (e.kind === 'new_message' ? { ...e, message: undefined } : e))),
  ]);
}

/** What publishing reads its audiences with: the database and how long a session lasts idle. */
export interface Publisher {
  db: Db;
  idleMinutes: number;
}

/**
 * One process, one database (PGlite): the same LISTEN/NOTIFY as PostgreSQL, inside the process. A
 * write notifies its own events in its statement, as on PostgreSQL, and PGlite hands the
 * notifications to the listener once the statement (or its transaction) has committed, before the
 * write's promise settles: no statement of its own, no round trip, and nothing heard that rolled back.
 */
export async function createEmbeddedEventBus(pglite: PGlite, { db, idleMinutes }: Publisher): Promise<EventBus> {
  const handlers: ((e: HeardEvent) => void)[] = [];
  const stopListening = await pglite.listen(CHANNEL, (payload) => {
    const event = parse(payload);
    if (event) for (const h of handlers) h(event);
  });
  const stateHandlers: ((listening: boolean) => void)[] = [];
  let listening = true;
  return {
    inWrite: { channel: CHANNEL, idleMinutes },
    // In the process itself: heard for as long as the bus is open.
    get listening() {
      return listening;
    },
    onListeningChange(handler) {
      stateHandlers.push(handler);
    },
    async publish(events) {
      if (events.length > 0) await eventsWithAudience(db, events.map(toHeard), idleMinutes, CHANNEL);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
      listening = false;
      for (const h of stateHandlers) h(false);
      if (!pglite.closed) await stopListening().catch(() => undefined);
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY: every instance on the database hears every event, its own included. A
 * chat write's events stored in the outbox are heard here at once as well (HeardHere), and again
 * when notified. A turn's events, with their audiences, go out in one statement.
 * The listening client reconnects if its connection drops; what was notified meanwhile was heard by
 * no one here, so `onResumed` is called once it listens again (the sockets must catch up). With
 * `outbox` (where to connect, and its timings), chat writes store their events in the outbox and
 * this instance publishes and sweeps it (outbox.ts); events published after a write go out through
 * the same connections, which do not hold the notification lock through a flush either.
 */
export async function createPostgresEventBus(
  pool: pg.Pool,
  { db, idleMinutes }: Publisher,
  log: { warn: (obj: unknown, msg: string) => void },
  onResumed: () => void = () => undefined,
  outboxOf: { connection: pg.PoolConfig; options?: OutboxOptions } | null = null,
): Promise<EventBus> {
  const handlers: ((e: HeardEvent) => void)[] = [];
  /** The connection listening now, and how to give it back (destroyed when it failed). */
  let listening: { client: pg.PoolClient; release: (failed: boolean) => void } | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  const stateHandlers: ((listening: boolean) => void)[] = [];
  /** Tells the handlers when whether events are heard changes (lost, listening again, closed). */
  let hearing = false;
  const setHeard = (now: boolean) => {
    if (hearing === now) return;
    hearing = now;
    for (const h of stateHandlers) h(now);
  };

  const onNotification = (n: pg.Notification) => {
    if (n.channel !== CHANNEL || !n.payload) return;
    const event = parse(n.payload);
    if (event) for (const h of handlers) h(event);
  };
  /**
   * One attempt at a time: a connection lost as it sent LISTEN both fails the statement and raises
   * its error event, and two attempts would each keep a connection listening (every event heard
   * twice, a pool connection held for good).
   */
  function listenAgainSoon(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(resumed, (err: unknown) => {
        log.warn({ err }, 'event bus could not listen again; retrying');
        listenAgainSoon();
      });
    }, 1000);
  }
  async function connect(): Promise<void> {
    const client = await pool.connect();
    let released = false;
    /** Gives the connection back once, whichever of its failures (or the close) comes first. */
    const release = (failed: boolean) => {
      if (released) return;
      released = true;
      client.off('notification', onNotification);
      if (listening?.client === client) {
        listening = null;
        setHeard(false);
      }
      client.release(failed);
    };
    // Stays attached once released, as a no-op: a lost connection raises more than one error.
    client.on('error', (err) => {
      if (released) return;
      log.warn({ err }, 'event bus connection lost; reconnecting');
      release(true);
      listenAgainSoon();
    });
    client.on('notification', onNotification);
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      release(true);
      throw err;
    }
    if (released) throw new Error('event bus connection lost as it began listening');
    if (closed) return release(false);
    listening = { client, release };
  }
  const outbox = outboxOf && new Outbox(outboxOf.connection, CHANNEL, log, outboxOf.options);
  /** Listening again: what was left in the outbox meanwhile goes out now, and the sockets catch up. */
  function resumed(): void {
    if (listening) setHeard(true);
    void outbox?.sweep();
    onResumed();
  }
  try {
    await connect();
  } catch (err) {
    closed = true;
    if (retry) clearTimeout(retry);
    await outbox?.close();
    throw err;
  }
  hearing = listening !== null;
  // What a stopped process left behind, now that this instance hears it too.
  void outbox?.sweep();

  const here =
    outbox &&
    new HeardHere((payload) => {
      const event = parse(payload);
      if (event) for (const h of handlers) h(event);
    });
  return {
    inWrite: here
      ? { channel: CHANNEL, idleMinutes, outbox, heardHere: (payloads, order) => here.hear(payloads, order) }
      : { channel: CHANNEL, idleMinutes },
    async publish(events) {
      if (events.length === 0) return;
      const heard = events.map(toHeard);
      if (outbox) await outbox.notify(heard, idleMinutes);
      else await eventsWithAudience(db, heard, idleMinutes, CHANNEL);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    get listening() {
      return hearing;
    },
    onListeningChange(handler) {
      stateHandlers.push(handler);
    },
    async close() {
      closed = true;
      setHeard(false);
      if (retry) clearTimeout(retry);
      retry = null;
      await outbox?.close();
      const current = listening;
      if (current) {
        await current.client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        current.release(false);
      }
    },
  };
}
