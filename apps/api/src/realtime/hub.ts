import type { WebSocket } from 'ws';
import type { WsServerEvent } from '@telehealth/schema';
import { WAITING_ROOM } from '@telehealth/schema';

/** A registered socket: which conversation (or whose waiting room) it listens to. */
interface Registration {
  conversationId: string;
  doctorId: string | null;
}

/**
 * This instance's sockets, by conversation and by doctor waiting room. Events from the bus are
 * delivered here; sockets that stop answering pings are dropped.
 */
export class SocketHub {
  private readonly sockets = new Set<WebSocket>();
  private readonly registrations = new Map<WebSocket, Registration>();
  private readonly alive = new WeakSet<WebSocket>();
  private readonly timer: NodeJS.Timeout;

  constructor(pingIntervalMs = 30_000) {
    this.timer = setInterval(() => this.sweep(), pingIntervalMs);
    this.timer.unref();
  }

  track(socket: WebSocket): void {
    this.sockets.add(socket);
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.registrations.delete(socket);
    });
  }

  register(socket: WebSocket, registration: Registration): void {
    this.registrations.set(socket, registration);
  }

  toConversation(conversationId: string, event: WsServerEvent): void {
    for (const [socket, reg] of this.registrations) {
      if (reg.conversationId === conversationId) send(socket, event);
    }
  }

  toWaitingRoom(doctorId: string, event: WsServerEvent): void {
    for (const [socket, reg] of this.registrations) {
      if (reg.conversationId === WAITING_ROOM && reg.doctorId === doctorId) send(socket, event);
    }
  }

  get size(): number {
    return this.registrations.size;
  }

  private sweep(): void {
    for (const socket of this.sockets) {
      if (!this.alive.has(socket)) {
        socket.terminate();
        this.sockets.delete(socket);
        this.registrations.delete(socket);
        continue;
      }
      this.alive.delete(socket);
      socket.ping();
    }
  }

  close(): void {
    clearInterval(this.timer);
    for (const socket of this.sockets) socket.terminate();
    this.sockets.clear();
    this.registrations.clear();
  }
}

function send(socket: WebSocket, event: WsServerEvent): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}
