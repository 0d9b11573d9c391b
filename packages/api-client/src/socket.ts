import { WS_RECONNECT_DELAY_MS, type WsRegister, type WsServerEvent } from '@telehealth/schema';

export interface ConsultationSocketOptions {
  registration: Omit<WsRegister, 'type'>;
  onEvent: (event: WsServerEvent) => void;
  /** Called after a reconnect: refetch whatever may have been missed while the socket was down. */
  onReconnect?: () => void;
  reconnectDelayMs?: number;
  /** For tests and non-browser use; defaults to the page's own origin. */
  url?: string;
}

/** `/ws` on the page's host, `wss` when the page is on https. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/**
 * One socket for one registration. It registers on every open, routes server events to `onEvent`,
 * and reconnects after the spec's 3 s when closed (until `close()` is called).
 */
export class ConsultationSocket {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private hasOpened = false;

  constructor(private readonly options: ConsultationSocketOptions) {
    this.connect();
  }

  private connect(): void {
    if (this.closed) return;
    const ws = new WebSocket(this.options.url ?? socketUrl());
    this.socket = ws;
    ws.onopen = () => {
      const register: WsRegister = { type: 'register', ...this.options.registration };
      ws.send(JSON.stringify(register));
      if (this.hasOpened) this.options.onReconnect?.();
      this.hasOpened = true;
    };
    ws.onmessage = (msg) => {
      try {
        this.options.onEvent(JSON.parse(String(msg.data)) as WsServerEvent);
      } catch {
        // a frame that is not JSON is not ours: ignore it
      }
    };
    ws.onclose = () => {
      if (this.closed) return;
      this.timer = setTimeout(() => this.connect(), this.options.reconnectDelayMs ?? WS_RECONNECT_DELAY_MS);
    };
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
  }
}
