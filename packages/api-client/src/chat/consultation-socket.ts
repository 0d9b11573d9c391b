import type { WsRegister, WsServerEvent } from '@telehealth/schema';
import { DEFAULT_RECONNECT_POLICY, reconnectDelay, type ReconnectPolicy } from './reconnect-policy.js';

export interface ConsultationSocketOptions {
  registration: Omit<WsRegister, 'type'>;
  onEvent: (event: WsServerEvent) => void;
  /**
   * Called after a reconnect, once the server has answered the registration: refetch whatever may
   * have been missed while the socket was down.
   */
  onReconnect?: () => void;
  /** Changes to the reconnect policy (delays, cap, jitter, connect timeout). */
  reconnect?: Partial<ReconnectPolicy>;
  /** For tests and non-browser use; defaults to the page's own origin. */
  url?: string;
}

/** `/ws` on the page's host, `wss` when the page is on https. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

function parseEvent(data: unknown): WsServerEvent | null {
  try {
    return JSON.parse(String(data)) as WsServerEvent;
  } catch {
    return null; // a frame that is not JSON is not ours
  }
}

/**
 * A handler's error is a bug in the app, not in the connection: it is reported as uncaught (console,
 * the window's error event) and the socket stays open for the next event.
 */
function reportHandlerError(error: unknown): void {
  if (typeof globalThis.reportError === 'function') {
    globalThis.reportError(error);
    return;
  }
  // Without reportError, a throw from a task of its own reaches the same global handlers.
  setTimeout(() => {
    throw error;
  });
}

/**
 * One socket for one registration. It registers on every open, routes server events to `onEvent`,
 * and when closed reconnects after the spec's 3 s plus jitter, waiting longer after each attempt
 * that never opened (capped), and giving up on an attempt that hangs (until `close()` is called).
 */
export class ConsultationSocket {
  private socket: WebSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private hasOpened = false;
  /** Attempts in a row that closed or timed out before opening. */
  private failures = 0;
  private readonly policy: ReconnectPolicy;

  constructor(private readonly options: ConsultationSocketOptions) {
    this.policy = { ...DEFAULT_RECONNECT_POLICY, ...options.reconnect };
    this.connect();
  }

  private connect(): void {
    if (this.closed) return;
    const ws = new WebSocket(this.options.url ?? socketUrl());
    this.socket = ws;
    let opened = false;
    let catchUp = false;
    this.connectTimer = setTimeout(() => this.abandon(ws), this.policy.connectTimeoutMs);
    ws.onopen = () => {
      opened = true;
      this.clearConnectTimer();
      this.failures = 0;
      const register: WsRegister = { type: 'register', ...this.options.registration };
      ws.send(JSON.stringify(register));
      // After a reconnect, what was missed is read once the server has the socket registered (or has
      // refused it): read earlier, a message stored between the read and the registration reaches neither.
      catchUp = this.hasOpened;
      this.hasOpened = true;
    };
    ws.onmessage = (msg) => {
      const event = parseEvent(msg.data);
      if (!event) return;
      this.deliver(() => this.options.onEvent(event));
      if (catchUp && (event.type === 'registered' || event.type === 'error')) {
        catchUp = false;
        this.deliver(() => this.options.onReconnect?.());
      }
    };
    ws.onclose = () => {
      if (this.socket !== ws) return;
      this.clearConnectTimer();
      if (!opened) this.failures += 1;
      this.scheduleReconnect();
    };
  }

  /** A connect that hangs (no open, no close) would otherwise leave the client deaf for good. */
  private abandon(ws: WebSocket): void {
    this.connectTimer = null;
    if (this.socket !== ws) return;
    this.socket = null;
    ws.onopen = ws.onmessage = ws.onclose = null;
    ws.close();
    this.failures += 1;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(this.failures, this.policy));
  }

  private deliver(handler: () => void): void {
    try {
      handler();
    } catch (error) {
      reportHandlerError(error);
    }
  }

  private clearConnectTimer(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = null;
  }

  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.clearConnectTimer();
    this.socket?.close();
  }
}
