import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsultationSocket, socketUrl } from './consultation-socket.js';

class FakeSocket {
  static instances: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  FakeSocket.instances = [];
});

describe('ConsultationSocket', () => {
  it('uses wss on https pages', () => {
    expect(socketUrl({ protocol: 'https:', host: 'a.example' })).toBe('wss://a.example/ws');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });

  it('registers, routes events, and reconnects after 3 s with a refetch', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(Math, 'random').mockReturnValue(0); // no jitter: the spec's 3 s exactly
    const events: unknown[] = [];
    const onReconnect = vi.fn();
    const socket = new ConsultationSocket({
      url: 'ws://x/ws',
      registration: { userType: 'patient', conversationId: 'c1', userId: 'u1' },
      onEvent: (e) => events.push(e),
      onReconnect,
    });
    const first = FakeSocket.instances[0]!;
    first.onopen?.();
    expect(JSON.parse(first.sent[0]!)).toEqual({
      type: 'register',
      userType: 'patient',
      conversationId: 'c1',
      userId: 'u1',
    });
    first.onmessage?.({ data: '{"type":"registered","conversationId":"c1"}' });
    first.onmessage?.({ data: 'not json' });
    expect(events).toEqual([{ type: 'registered', conversationId: 'c1' }]);

    first.onclose?.();
    vi.advanceTimersByTime(2999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    const second = FakeSocket.instances[1]!;
    second.onopen?.();
    // The refetch waits for the registration: a message stored before it would reach neither.
    expect(onReconnect).not.toHaveBeenCalled();
    second.onmessage?.({ data: '{"type":"registered","conversationId":"c1"}' });
    expect(onReconnect).toHaveBeenCalledTimes(1);
    second.onmessage?.({ data: '{"type":"registered","conversationId":"c1"}' });
    expect(onReconnect).toHaveBeenCalledTimes(1);

    socket.close();
    vi.advanceTimersByTime(5000);
    expect(FakeSocket.instances).toHaveLength(2);
  });
});

describe('ConsultationSocket catching up', () => {
  it('refetches after a reconnect the server refused, so the app learns why', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    const onReconnect = vi.fn();
    const socket = new ConsultationSocket({
      url: 'ws://x/ws',
      registration: { userType: 'patient', conversationId: 'c1', userId: 'u1' },
      onEvent: () => {},
      onReconnect,
    });
    FakeSocket.instances.at(-1)!.onopen?.();
    FakeSocket.instances.at(-1)!.onclose?.();
    vi.advanceTimersByTime(10_000);
    const again = FakeSocket.instances.at(-1)!;
    again.onopen?.();
    expect(onReconnect).not.toHaveBeenCalled();
    again.onmessage?.({ data: '{"type":"error","message":"Not authorized for this conversation"}' });
    expect(onReconnect).toHaveBeenCalledTimes(1);
    socket.close();
  });
});

describe('ConsultationSocket under failure', () => {
  const open = (onEvent: (e: unknown) => void = () => {}) =>
    new ConsultationSocket({
      url: 'ws://x/ws',
      registration: { userType: 'doctor', conversationId: 'waiting-room', userId: 'd1' },
      onEvent,
    });
  const latest = () => FakeSocket.instances[FakeSocket.instances.length - 1]!;

  it('waits longer after each attempt that never opened, up to a cap, and starts again once one opens', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const socket = open();
    latest().onopen?.();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const before = FakeSocket.instances.length;
      latest().onclose?.();
      let waited = 0;
      while (FakeSocket.instances.length === before) {
        vi.advanceTimersByTime(1000);
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([3000, 6000, 12_000, 24_000, 30_000, 30_000]);

    latest().onopen?.();
    latest().onclose?.();
    vi.advanceTimersByTime(3000);
    expect(FakeSocket.instances).toHaveLength(8);
    socket.close();
  });

  it('adds jitter so that clients dropped together do not return together', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const socket = open();
    latest().onopen?.();
    latest().onclose?.();
    vi.advanceTimersByTime(3499);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    socket.close();
  });

  it('gives up on a connect that hangs and tries again', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const socket = open();
    const hanging = latest();
    vi.advanceTimersByTime(10_000);
    expect(hanging.closed).toBe(true);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(6000); // one failure: twice the base delay
    expect(FakeSocket.instances).toHaveLength(2);
    latest().onopen?.();
    expect(JSON.parse(latest().sent[0]!)).toMatchObject({ type: 'register', userId: 'd1' });
    socket.close();
  });

  it("reports a handler's error without closing the socket", () => {
    const reported: unknown[] = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    const seen: unknown[] = [];
    const socket = open((event) => {
      seen.push(event);
      if (seen.length === 1) throw new Error('handler bug');
    });
    latest().onopen?.();
    latest().onmessage?.({ data: '{"type":"registered","conversationId":"waiting-room"}' });
    latest().onmessage?.({ data: '{"type":"registered","conversationId":"waiting-room"}' });
    expect(seen).toHaveLength(2);
    expect(reported).toEqual([new Error('handler bug')]);
    expect(latest().closed).toBe(false);
    expect(FakeSocket.instances).toHaveLength(1);
    socket.close();
  });
});
