/**
 * A socket held as the apps hold one (packages/api-client ConsultationSocket): it registers on every
 * open; when closed it reconnects after WS_RECONNECT_DELAY_MS (3 s) plus up to 1 s of jitter, doubling
 * after each attempt that never opened (capped at 30 s), and gives up an attempt that has not opened in
 * 10 s; after a reconnect it refetches the messages (as the apps' onReconnect does). It records which
 * messages arrived live and which only came back with a refetch.
 */
import WebSocket from 'ws';
import { WS_RECONNECT_DELAY_MS, type WsServerEvent } from '@telehealth/schema';

const MAX_DELAY_MS = 30_000;
const JITTER_MS = 1000;
const CONNECT_TIMEOUT_MS = 10_000;

export interface Registration {
  userType: 'patient' | 'doctor';
  conversationId: string;
  userId: string;
}

export class AppSocket {
  /** Message ids that arrived as new_message events. */
  readonly live = new Set<string>();
  /** Message ids that came back only with a refetch after a reconnect. */
  readonly refetched = new Set<string>();
  reconnects = 0;
  /** When the server first confirmed the registration (ms since the epoch): later messages are owed to it. */
  registeredAt: number | null = null;
  /** Every confirmed registration, the first and each after a reconnect. */
  readonly registrations: number[] = [];
  private openedAt = 0;
  private refetchedAt = 0;
  private ws: WebSocket | null = null;
  private closed = false;
  private hasOpened = false;
  private failures = 0;
  private registeredOnce: Promise<void>;
  private markRegistered!: () => void;

  constructor(
    private readonly url: string,
    private readonly cookie: () => string,
    private readonly registration: Registration,
    private readonly onEvent: (event: WsServerEvent) => void,
    private readonly refetch: () => Promise<string[]>,
  ) {
    this.registeredOnce = new Promise((resolve) => (this.markRegistered = resolve));
    this.connect();
  }

  /** Resolves once the server has confirmed the first registration. */
  get registered(): Promise<void> {
    return this.registeredOnce;
  }

  private connect(): void {
    if (this.closed) return;
    const ws = new WebSocket(this.url, { headers: { cookie: this.cookie() } });
    this.ws = ws;
    let opened = false;
    const connectTimer = setTimeout(() => {
      if (opened || this.ws !== ws) return;
      this.ws = null;
      ws.removeAllListeners();
      ws.on('error', () => undefined);
      ws.terminate();
      this.failures++;
      this.schedule();
    }, CONNECT_TIMEOUT_MS);
    ws.on('open', () => {
      opened = true;
      this.openedAt = Date.now();
      clearTimeout(connectTimer);
      this.failures = 0;
      ws.send(JSON.stringify({ type: 'register', ...this.registration }));
      const reconnected = this.hasOpened;
      this.hasOpened = true;
      if (reconnected) {
        this.reconnects++;
        void this.refetch().then(
          (ids) => {
            for (const id of ids) if (!this.live.has(id)) this.refetched.add(id);
            this.refetchedAt = Date.now();
          },
          () => undefined, // the app's query shows its error; the next reconnect refetches again
        );
      }
    });
    ws.on('message', (data: Buffer) => {
      let event: WsServerEvent;
      try {
        event = JSON.parse(data.toString()) as WsServerEvent;
      } catch {
        return;
      }
      if (event.type === 'registered') {
        this.registeredAt ??= Date.now();
        this.registrations.push(Date.now());
        this.markRegistered();
      }
      if (event.type === 'new_message') this.live.add(event.message.id);
      this.onEvent(event);
    });
    ws.on('error', () => undefined); // a failed connection shows as its close
    ws.on('close', () => {
      clearTimeout(connectTimer);
      if (this.ws !== ws) return;
      if (!opened) this.failures++;
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.closed) return;
    const grown = Math.min(WS_RECONNECT_DELAY_MS * 2 ** this.failures, MAX_DELAY_MS);
    setTimeout(() => this.connect(), grown + Math.floor(Math.random() * JITTER_MS));
  }

  /** Open, registered since it last opened, and (after a reconnect) its refetch answered. */
  get caughtUp(): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    const registered = this.registrations.at(-1) ?? 0;
    return registered >= this.openedAt && (this.reconnects === 0 || this.refetchedAt >= this.openedAt);
  }

  /** Ms from `at` to the first registration after it (null if none yet). */
  backAfter(at: number): number | null {
    const next = this.registrations.find((t) => t >= at);
    return next === undefined ? null : next - at;
  }

  /** Whether a message arrived live or came back with a refetch. */
  has(id: string): boolean {
    return this.live.has(id) || this.refetched.has(id);
  }

  close(): void {
    this.closed = true;
    this.ws?.terminate();
  }
}
