import { describe, expect, it } from 'vitest';
import type { DoctorRow, UserRow } from '../db/tables.js';
import { SessionCache, type CachedSession } from './session-cache.js';

/** The cache's own rules, on a clock and a bus the test moves by hand. */
function setUp(ttlMs = 10_000) {
  const bus = { listening: true };
  const clock = { now: 1_000_000 };
  const cache = new SessionCache(bus, { ttlMs, now: () => clock.now });
  return { bus, clock, cache };
}

const far = (clockMs: number) => ({
  expiresAt: new Date(clockMs + 7 * 24 * 3600_000),
  idleEndsAt: new Date(clockMs + 30 * 60_000),
});

const patient = (id: string): CachedSession => ({
  session: { id, role: 'patient', userId: `user-${id}`, doctorId: null },
  holder: { id: `user-${id}` } as UserRow,
});

const doctor = (id: string, doctorId: string): CachedSession => ({
  session: { id, role: 'doctor', userId: null, doctorId },
  holder: { id: doctorId } as DoctorRow,
});

describe('the session cache', () => {
  it('answers a kept session, for its own role only', () => {
    const { cache, clock } = setUp();
    cache.keep(cache.ticket(), patient('a'), far(clock.now));
    expect(cache.get('patient', 'a')?.session.userId).toBe('user-a');
    expect(cache.get('doctor', 'a')).toBeUndefined();
    expect(cache.get('patient', 'b')).toBeUndefined();
  });

  it('drops a revoked session', () => {
    const { cache, clock } = setUp();
    cache.keep(cache.ticket(), patient('a'), far(clock.now));
    cache.keep(cache.ticket(), patient('b'), far(clock.now));
    cache.hear({ kind: 'sessions_revoked', sessionIds: ['a'] });
    expect(cache.get('patient', 'a')).toBeUndefined();
    expect(cache.get('patient', 'b')).toBeDefined();
  });

  it('does not keep a read that was in flight when a revocation was heard', () => {
    const { cache, clock } = setUp();
    const ticket = cache.ticket();
    // The read is under way; the session is revoked meanwhile (its answer is from before).
    cache.hear({ kind: 'sessions_revoked', sessionIds: ['a'] });
    cache.keep(ticket, patient('a'), far(clock.now));
    expect(cache.get('patient', 'a')).toBeUndefined();
    // A read begun after it is kept.
    cache.keep(cache.ticket(), patient('a'), far(clock.now));
    expect(cache.get('patient', 'a')).toBeDefined();
  });

  it("drops every session of a doctor whose row changed or was verified, and nobody else's", () => {
    const { cache, clock } = setUp();
    cache.keep(cache.ticket(), doctor('s1', 'd1'), far(clock.now));
    cache.keep(cache.ticket(), doctor('s2', 'd1'), far(clock.now));
    cache.keep(cache.ticket(), doctor('s3', 'd2'), far(clock.now));
    cache.hear({ kind: 'doctor_changed', doctorId: 'd1' });
    expect(cache.get('doctor', 's1')).toBeUndefined();
    expect(cache.get('doctor', 's2')).toBeUndefined();
    expect(cache.get('doctor', 's3')).toBeDefined();
    cache.hear({ kind: 'doctor_verified', doctorId: 'd2' });
    expect(cache.get('doctor', 's3')).toBeUndefined();
  });

  it("finds a doctor's sessions by the doctor, and lets go of the doctor once none is kept", () => {
    const bus = { listening: true };
    const clock = { now: 1_000_000 };
    const cache = new SessionCache(bus, { maxEntries: 2, now: () => clock.now });
    cache.keep(cache.ticket(), doctor('s1', 'd1'), far(clock.now));
    cache.keep(cache.ticket(), doctor('s2', 'd2'), far(clock.now));
    // s1 is pushed out by size, s2 revoked: neither doctor keeps a note of them.
    cache.keep(cache.ticket(), patient('a'), far(clock.now));
    cache.hear({ kind: 'sessions_revoked', sessionIds: ['s2'] });
    expect(cache.doctorsKept).toBe(0);
    // Kept again after a drop, still found by the doctor.
    cache.keep(cache.ticket(), doctor('s1', 'd1'), far(clock.now));
    expect(cache.doctorsKept).toBe(1);
    cache.hear({ kind: 'doctor_changed', doctorId: 'd1' });
    expect(cache.get('doctor', 's1')).toBeUndefined();
    expect(cache.get('patient', 'a')).toBeDefined();
    expect(cache.doctorsKept).toBe(0);
    // One past its end is dropped with its note when it is next asked for.
    cache.keep(cache.ticket(), doctor('s3', 'd3'), { ...far(clock.now), expiresAt: new Date(clock.now + 1_000) });
    clock.now += 1_000;
    expect(cache.get('doctor', 's3')).toBeUndefined();
    expect(cache.doctorsKept).toBe(0);
  });

  it('neither keeps nor answers while the bus does not hear every instance', () => {
    const { cache, clock, bus } = setUp();
    cache.keep(cache.ticket(), patient('a'), far(clock.now));
    bus.listening = false;
    expect(cache.get('patient', 'a')).toBeUndefined();
    cache.keep(cache.ticket(), patient('b'), far(clock.now));
    bus.listening = true;
    expect(cache.get('patient', 'b')).toBeUndefined();
  });

  it('answers no longer than its backstop, nor past the session’s expiry or idle end', () => {
    const { cache, clock } = setUp(10_000);
    cache.keep(cache.ticket(), patient('a'), far(clock.now));
    cache.keep(cache.ticket(), patient('b'), { ...far(clock.now), expiresAt: new Date(clock.now + 2_000) });
    cache.keep(cache.ticket(), patient('c'), { ...far(clock.now), idleEndsAt: new Date(clock.now + 3_000) });
    clock.now += 2_000;
    expect(cache.get('patient', 'b')).toBeUndefined();
    expect(cache.get('patient', 'c')).toBeDefined();
    clock.now += 1_000;
    expect(cache.get('patient', 'c')).toBeUndefined();
    expect(cache.get('patient', 'a')).toBeDefined();
    clock.now += 7_000;
    expect(cache.get('patient', 'a')).toBeUndefined();
    // Already past its end as read: not kept at all.
    cache.keep(cache.ticket(), patient('d'), { ...far(clock.now), expiresAt: new Date(clock.now - 1) });
    expect(cache.size).toBe(0);
  });

  it('keeps no session whose holder is gone, and no more entries than its size', () => {
    const bus = { listening: true };
    const cache = new SessionCache(bus, { maxEntries: 2 });
    const limits = far(Date.now());
    cache.keep(cache.ticket(), { ...patient('gone'), holder: undefined }, limits);
    expect(cache.size).toBe(0);
    for (const id of ['a', 'b', 'c']) cache.keep(cache.ticket(), patient(id), limits);
    expect(cache.size).toBe(2);
    expect(cache.get('patient', 'a')).toBeUndefined();
    expect(cache.get('patient', 'c')).toBeDefined();
  });

  it('forgets everything when cleared, and a read in flight across the clear is not kept', () => {
    const { cache, clock } = setUp();
    cache.keep(cache.ticket(), patient('a'), far(clock.now));
    const ticket = cache.ticket();
    cache.keep(cache.ticket(), doctor('s1', 'd1'), far(clock.now));
    cache.clear();
    expect(cache.get('patient', 'a')).toBeUndefined();
    expect(cache.doctorsKept).toBe(0);
    cache.keep(ticket, patient('b'), far(clock.now));
    expect(cache.size).toBe(0);
  });
});
