import type { WsRegister } from '@telehealth/schema';

/**
 * A WebSocket stand-in for the apps' component tests (`vi.stubGlobal('WebSocket', FakeWebSocket)`):
 * it opens on the next microtask like a reachable server, records what the client sends, and lets a
 * test play the server's events.
 */
export class FakeWebSocket {
  /** Every socket opened since the last reset, newest last. */
  static readonly instances: FakeWebSocket[] = [];
  readonly sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
    queueMicrotask(() => this.onopen?.());
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.onclose?.();
  }

  /** A server event, delivered as a text frame. */
  push(event: unknown): void {
    this.onmessage?.({ data: JSON.stringify(event) });
  }

  /** What the client registered for, once the socket has opened. */
  get registration(): Omit<WsRegister, 'type'> | undefined {
    const frame = this.sent.find((f): f is WsRegister => (f as { type?: unknown }).type === 'register');
    if (!frame) return undefined;
    const { userType, conversationId, userId } = frame;
    return { userType, conversationId, userId };
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
}
