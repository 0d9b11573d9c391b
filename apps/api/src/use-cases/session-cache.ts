import type { DoctorRow, UserRow } from '../db/tables.js';
import type { BusEvent, EventBus, HeardEvent } from '../realtime/event-bus.js';
import type { SessionLimits } from '../repositories/sessions.js';

/** A session as its lookup found it, with its holder, and how long it may answer without a read. */
export interface CachedSession {
  session: { id: string; role: 'patient' | 'doctor'; userId: string | null; doctorId: string | null };
  holder: UserRow | DoctorRow | undefined;
}

interface Entry {
  value: CachedSession;
  /** Epoch ms: the backstop, the session's absolute expiry or its idle end, whichever comes first. */
  until: number;
}

export interface SessionCacheOptions {
  /** How long an entry answers at most, whatever the events say (a backstop for one missed). */
  ttlMs?: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * The sessions an instance has validated, so that a request does not read its session (and holder)
 * from the database every time. Every request used to start with that statement; on a doctor's
 * message it was one of the few statements of the whole send path.
 *
 * What keeps it safe, each with a test in test/session-cache.test.ts:
 *  - a session that ends (logout, a doctor's removal) is published as `sessions_revoked` and a
 *    doctor's row that changes as `doctor_changed` or `doctor_verified`; the publishing instance
 *    drops its copy before it publishes, every other one as it hears the event. PostgreSQL hands the
 *    notification to each listening connection at the commit, before the request that caused it has
 *    answered; one instance may still hear it some milliseconds after another (up to about 20 ms
 *    measured on a busy 2-core machine), and a request it serves in that moment is answered as if
 *    it had come just before the logout;
 *  - entries are kept only while the bus hears every instance (`bus.listening`): while its
 *    connection is lost or listening again nothing is kept or answered, and the cache is emptied
 *    both when it is lost and when it listens again, since events may have been missed between;
 *  - a read that was under way when anything was dropped is not kept (a generation counter): a
 *    revocation heard while a lookup is in flight is not undone by that lookup's older answer;
 *  - an entry answers for at most `ttlMs` (shorter than the minute a replaced session keeps
 *    answering, which is not published), and never past the session's expiry or idle end as read.
 * A doctor's `lastAssignedAt` (written at each assignment, read by no request) may be older in a
 * cached row by up to the backstop; nothing else of a holder changes without an event.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** The keys of each doctor's kept sessions: a doctor's row that changes drops theirs without a scan. */
  private readonly byDoctor = new Map<string, Set<string>>();
  /** Bumped by every drop: a read that began under an older generation is not kept. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly bus: Pick<EventBus, 'listening'>,
    options: SessionCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 15_000;
    this.maxEntries = options.maxEntries ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  /** The session for this role and id, when a live copy is kept. */
  get(role: 'patient' | 'doctor', id: string): CachedSession | undefined {
    if (!this.bus.listening) return undefined;
    const key = keyOf(role, id);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.drop(key);
      return undefined;
    }
    return entry.value;
  }

  /** Taken before a lookup's read begins, and handed back to `keep` with its answer. */
  ticket(): number {
    return this.generation;
  }

  /**
   * Keeps a lookup's answer, unless anything was dropped since its ticket was taken or events are
   * not heard now. `expiresAt` and `idleEndsAt` are the session's own limits as read.
   */
  keep(ticket: number, value: CachedSession, limits: SessionLimits): void {
    // A session whose holder is gone is refused by every request: nothing to save by keeping it.
    if (ticket !== this.generation || !this.bus.listening || !value.holder) return;
    const until = Math.min(
      this.now() + this.ttlMs,
      new Date(limits.expiresAt).getTime(),
      new Date(limits.idleEndsAt).getTime(),
    );
    if (until <= this.now()) return;
    const key = keyOf(value.session.role, value.session.id);
    this.drop(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
    this.entries.set(key, { value, until });
    const { doctorId } = value.session;
    if (doctorId) {
      let keys = this.byDoctor.get(doctorId);
      if (!keys) this.byDoctor.set(doctorId, (keys = new Set()));
      keys.add(key);
    }
  }

  /** Drops these sessions (either role). */
  forgetSessions(ids: string[]): void {
    this.generation++;
    for (const id of ids) {
      this.drop(keyOf('patient', id));
      this.drop(keyOf('doctor', id));
    }
  }

  /** Drops every session held by this doctor: their row changed. */
  forgetDoctor(doctorId: string): void {
    this.generation++;
    for (const key of this.byDoctor.get(doctorId) ?? []) this.entries.delete(key);
    this.byDoctor.delete(doctorId);
  }

  /** Drops everything: events may have been missed. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byDoctor.clear();
  }

  /** Removes one entry, and its doctor's note of it. */
  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const { doctorId } = entry.value.session;
    if (!doctorId) return;
    const keys = this.byDoctor.get(doctorId);
    keys?.delete(key);
    if (keys?.size === 0) this.byDoctor.delete(doctorId);
  }

  /** What an event says about sessions or holders this instance may have kept. */
  hear(event: HeardEvent | BusEvent): void {
    switch (event.kind) {
      case 'sessions_revoked':
        this.forgetSessions(event.sessionIds);
        return;
      case 'doctor_changed':
      case 'doctor_verified':
        this.forgetDoctor(event.doctorId);
        return;
      default:
        return;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** How many doctors have sessions kept (their index is emptied along with the entries). */
  get doctorsKept(): number {
    return this.byDoctor.size;
  }
}

const keyOf = (role: 'patient' | 'doctor', id: string) => `${role}:${id}`;
