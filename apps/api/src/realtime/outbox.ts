import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';
import { eventsWithAudience, type OutboxPublisher } from '../repositories/audiences.js';

/**
 * Publishes the events chat writes stored in the outbox (PostgreSQL). A write stores its events in
 * its own statement; once it has committed, the instance that wrote it hands the row's id here, and
 * one statement deletes the rows waiting and notifies their payloads, in the order written. That
 * statement runs with `synchronous_commit` off: PostgreSQL holds its one notification lock from
 * before a commit until the commit is flushed, so a notifying commit that waits for the flush makes
 * every other notifying commit wait too; this one does not wait, and the ids that arrive meanwhile
 * go out together in the next statement. The write's request does not wait for it either. Were the database to stop before the delete reached the
 * disk, the rows would be published again: clients keep one copy of each message id, and so do the
 * instances (see repeated-messages.ts).
 *
 * A process that stops between a write's commit and its publication leaves the row behind: every
 * instance sweeps the rows older than a short grace (at start, after the bus listens again, and
 * every few seconds), each row locked by whoever publishes it, so two never send it both.
 */
export interface OutboxOptions {
  /** Rows this old are taken as left behind: the writer would have published them well before. */
  graceMs?: number;
  /** How often each instance sweeps. */
  sweepMs?: number;
}

const GRACE_MS = 2000;
const SWEEP_MS = 3000;
/**
 * One publication statement at a time: the ids handed over meanwhile wait and go out together in
 * the next, so under load a statement publishes many writes. The second connection serves the
 * sweep and the events published after their write.
 */
const CONNECTIONS = 2;
const PUBLISHING_AT_ONCE = 1;
/** Rows one sweep publishes at most; a longer backlog is taken by the next sweeps. */
const SWEEP_ROWS = 500;

const NOTIFY_DELETED = (channel: string) => `
  select pg_notify('${channel}', p.payload)
  from deleted d, unnest(d.payloads) with ordinality as p(payload, ord)
  order by d.seq, p.ord`;

export class Outbox implements OutboxPublisher {
  private readonly pool: pg.Pool;
  /** The same connections for the audiences' statement (raw SQL: no plugin needed). */
  private readonly db: Db;
  private waiting: { id: string; done: () => void }[] = [];
  private inFlight = 0;
  private readonly flights = new Set<Promise<void>>();
  private readonly timer: NodeJS.Timeout;
  private sweeping: Promise<void> | null = null;
  private closed = false;
  private readonly graceMs: number;

  constructor(
    connection: pg.PoolConfig,
    private readonly channel: string,
    private readonly log: { warn: (obj: unknown, msg: string) => void },
    options: OutboxOptions = {},
  ) {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`unexpected channel name ${channel}`);
    this.graceMs = options.graceMs ?? GRACE_MS;
    this.pool = new pg.Pool({ ...connection, max: CONNECTIONS, options: '-c synchronous_commit=off' });
    this.pool.on('error', (err) => log.warn({ err }, 'idle outbox connection lost'));
    this.db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: this.pool }) });
    this.timer = setInterval(() => void this.sweep(), options.sweepMs ?? SWEEP_MS);
    this.timer.unref();
  }

  /**
   * Publishes a committed write's row; settles once it is out, or once publishing failed (logged:
   * the write stands, and a sweep publishes the row later).
   */
  publish(id: string): Promise<void> {
    // Closing: the row stays for another instance's sweep.
    if (this.closed) return Promise.resolve();
    return new Promise((done) => {
      this.waiting.push({ id, done });
      this.next();
    });
  }

  private next(): void {
    while (this.inFlight < PUBLISHING_AT_ONCE && this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      this.inFlight++;
      const flight = this.pool
        .query(
          `with deleted as (delete from event_outbox where id = any($1::uuid[]) returning seq, payloads)
           ${NOTIFY_DELETED(this.channel)}`,
          [batch.map((b) => b.id)],
        )
        .then(
          () => undefined,
          (err: unknown) => this.log.warn({ err }, 'could not publish stored events; the sweep will'),
        )
        .finally(() => {
          this.inFlight--;
          this.flights.delete(flight);
          for (const b of batch) b.done();
          this.next();
        });
      this.flights.add(flight);
    }
  }

  /**
   * Notifies events published after their write (an assignment, a resend), with their audiences,
   * on these connections: not held up by, nor holding up, the chat writes' publications.
   */
  async notify(events: object[], idleMinutes: number): Promise<void> {
    await eventsWithAudience(this.db, events, idleMinutes, this.channel);
  }

  /** Publishes the rows left behind (older than the grace), oldest first; one sweep at a time. */
  sweep(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.sweeping ??= this.pool
      .query(
        `with due as (
           select id from event_outbox
           where created_at < now() - make_interval(secs => $1::float8 / 1000)
           order by seq limit ${SWEEP_ROWS}
           for update skip locked
         ), deleted as (
           delete from event_outbox o using due where o.id = due.id returning o.seq, o.payloads
         )
         ${NOTIFY_DELETED(this.channel)}`,
        [this.graceMs],
      )
      .then(
        () => undefined,
        (err: unknown) => this.log.warn({ err }, 'could not sweep the event outbox'),
      )
      .finally(() => {
        this.sweeping = null;
      });
    return this.sweeping;
  }

  /** Publishes what was handed over, then lets go of the connections. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    while (this.flights.size > 0 || this.sweeping) await Promise.all([...this.flights, this.sweeping]);
    await this.db.destroy();
  }
}
