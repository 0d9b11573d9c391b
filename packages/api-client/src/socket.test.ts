import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsultationSocket, socketUrl } from './socket.js';

class FakeSocket {
  static instances: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.();
  }
}

afterEach(() => {
  vi.useRealTimers();
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
    expect(JSON.parse(first.sent[0]!)).toEqual({ type: 'register', userType: 'patient', conversationId: 'c1', userId: 'u1' });
    first.onmessage?.({ data: '{"type":"registered","conversationId":"c1"}' });
    first.onmessage?.({ data: 'not json' });
    expect(events).toEqual([{ type: 'registered', conversationId: 'c1' }]);

    first.onclose?.();
    vi.advanceTimersByTime(2999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.instances[1]!.onopen?.();
    expect(onReconnect).toHaveBeenCalledTimes(1);

    socket.close();
    vi.advanceTimersByTime(5000);
    expect(FakeSocket.instances).toHaveLength(2);
  });
});
