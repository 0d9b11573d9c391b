import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { SocketHub } from './hub.js';

/** A socket that counts its pings and answers them (or not) when told to. */
class FakeSocket extends EventEmitter {
  pings: number[] = [];
  terminated = false;
  answers = true;

  ping(): void {
    this.pings.push(Date.now());
    if (this.answers) queueMicrotask(() => this.emit('pong'));
  }

  terminate(): void {
    this.terminated = true;
    this.emit('close');
  }
}

const INTERVAL = 30_000;

describe('the hub’s ping rounds', () => {
  let hub: SocketHub;
  let sockets: FakeSocket[];

  beforeEach(() => {
    vi.useFakeTimers();
    hub = new SocketHub(INTERVAL);
    sockets = Array.from({ length: 3000 }, () => new FakeSocket());
    for (const s of sockets) hub.track(s as unknown as WebSocket);
  });

  afterEach(() => {
    hub.close();
    vi.useRealTimers();
  });

  it('pings every socket once an interval, a slice at a time, never all at once', async () => {
    const perTick: number[] = [];
    let before = 0;
    const pinged = () => sockets.reduce((n, s) => n + s.pings.length, 0);
    for (let elapsed = 0; elapsed < INTERVAL; elapsed += 100) {
      await vi.advanceTimersByTimeAsync(100);
      const now = pinged();
      perTick.push(now - before);
      before = now;
    }
    expect(sockets.every((s) => s.pings.length === 1)).toBe(true);
    // 3,000 sockets over 300 slices of the interval: 10 each, not 3,000 in one go.
    expect(Math.max(...perTick)).toBeLessThanOrEqual(10);
  });

  it('keeps to the interval when its timer runs late: a late tick checks every socket now due', async () => {
    await vi.advanceTimersByTimeAsync(100);
    // The event loop was held for half the interval: no tick ran meanwhile.
    vi.setSystemTime(Date.now() + INTERVAL / 2);
    await vi.advanceTimersByTimeAsync(100);
    const pinged = sockets.filter((s) => s.pings.length === 1).length;
    expect(pinged).toBeGreaterThanOrEqual(1500);
    expect(pinged).toBeLessThan(1600);
  });

  it('drops a socket that stops answering, on its next turn, and keeps the ones that answer', async () => {
    const silent = sockets[1234]!;
    silent.answers = false;
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(silent.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(silent.terminated).toBe(true);
    expect(sockets.filter((s) => s.terminated)).toEqual([silent]);
  });

  it('gives a socket that moved up the round time to answer before dropping it', async () => {
    const last = sockets.at(-1)!;
    last.answers = false;
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(last.pings).toHaveLength(1);
    // Every other socket closes: the silent one is first in the next round, just after its ping.
    for (const s of sockets.slice(0, -1)) s.emit('close');
    await vi.advanceTimersByTimeAsync(200);
    expect(last.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(last.terminated).toBe(true);
  });
});

describe('the hub’s indexes', () => {
  it('knows a conversation or waiting room is listened to until its last socket leaves', () => {
    const hub = new SocketHub(INTERVAL);
    const [a, b, c] = Array.from({ length: 3 }, () => new FakeSocket() as unknown as WebSocket);
    for (const s of [a!, b!, c!]) hub.track(s);
    hub.register(a!, { conversationId: 'c1', role: 'patient', holderId: 'u1', sessionId: 's1' });
    hub.register(b!, { conversationId: 'c1', role: 'doctor', holderId: 'd1', sessionId: 's2' });
    hub.register(c!, { conversationId: 'waiting-room', role: 'doctor', holderId: 'd1', sessionId: 's2' });
    expect(hub.hasListeners('c1')).toBe(true);
    expect(hub.hasWaitingRoom('d1')).toBe(true);
    expect(hub.hasListeners('c2')).toBe(false);
    hub.unregister(a!);
    expect(hub.listenersOf('c1').map(([s]) => s)).toEqual([b]);
    (b as unknown as FakeSocket).emit('close');
    expect(hub.hasListeners('c1')).toBe(false);
    // The doctor's session ends: their waiting room closes with it.
    (c as unknown as { close: () => void }).close = () => undefined;
    hub.closeSessions(['s2']);
    expect(hub.hasWaitingRoom('d1')).toBe(false);
    hub.close();
  });
});
