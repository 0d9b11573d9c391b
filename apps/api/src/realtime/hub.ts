import type { WebSocket } from 'ws';
import type { WsServerEvent } from '@telehealth/schema';
import { WAITING_ROOM } from '@telehealth/schema';

/** A registered socket: which conversation (or whose waiting room) it listens to, and as whom. */
export interface Registration {
  conversationId: string;
  role: 'patient' | 'doctor';
  /** The patient's user id or the doctor's id. */
  holderId: string;
  /** The session the socket registered under: when it ends, the socket is closed. */
  sessionId: string;
}

/** Close codes: the session ended (sign in again), or the right to the conversation is gone. */
export const SESSION_ENDED = 4401;

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

  /** The sockets listening to a conversation; delivery re-checks each one's right before sending. */
  listenersOf(conversationId: string): [WebSocket, Registration][] {
    return [...this.registrations].filter(([, reg]) => reg.conversationId === conversationId);
  }

  /** The sockets of a doctor's waiting room. */
  waitingRoomOf(doctorId: string): [WebSocket, Registration][] {
    return [...this.registrations].filter(
      ([, reg]) => reg.conversationId === WAITING_ROOM && reg.role === 'doctor' && reg.holderId === doctorId,
    );
  }

  send(socket: WebSocket, event: WsServerEvent): void {
    send(socket, event);
  }

  /** Stops a socket's deliveries (it may register again for something it is allowed). */
  unregister(socket: WebSocket): void {
    this.registrations.delete(socket);
  }

  /** Closes every socket registered under these sessions. */
  closeSessions(sessionIds: string[]): void {
    const ended = new Set(sessionIds);
    for (const [socket, reg] of this.registrations) {
      if (ended.has(reg.sessionId)) this.closeSocket(socket);
    }
  }

  closeSocket(socket: WebSocket): void {
    this.registrations.delete(socket);
    socket.close(SESSION_ENDED, 'session ended');
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
