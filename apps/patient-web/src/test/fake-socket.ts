import { vi } from 'vitest';

/** A WebSocket stand-in: records what the app sends and lets a test push server events. */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    queueMicrotask(() => this.onopen?.());
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.onclose?.();
  }

  push(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }

  static install() {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances[FakeSocket.instances.length - 1];
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
}
