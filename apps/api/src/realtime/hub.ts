import type { WebSocket } from 'ws';
import { WAITING_ROOM, type WsServerEvent } from '@telehealth/schema';

/** A registered socket: which conversation (or whose waiting room) it listens to, and as whom. */
export interface Registration {
  conversationId: string;
  role: 'patient' | 'doctor';
  /** The patient's user id or the doctor's id. */
  holderId: string;
  /** The session the socket registered under: when it ends, the socket is closed. */
  sessionId: string;
}

export type Listener = [WebSocket, Registration];

/** Close codes: the session ended (sign in again), or the right to the conversation is gone. */
export const SESSION_ENDED = 4401;
/** Events may have been missed (the instance stopped hearing them for a while): reconnect and read again. */
export const CATCH_UP = 1012;

/**
 * A ping round is spread over its interval in this many slices (each at least MIN_SLICE_MS apart):
 * pinging 10,000 sockets at once holds the event loop for a second, and every delivery behind it.
 * A slice checks the sockets the time elapsed has made due, so timers late on a busy machine never
 * stretch a round.
 */
const PING_SLICES = 300;
const MIN_SLICE_MS = 5;

/** A map of sets that drops a key once its set is empty, so closed conversations leave nothing behind. */
class Index<K> {
  private readonly map = new Map<K, Map<WebSocket, Registration>>();

  add(key: K, socket: WebSocket, reg: Registration): void {
    let entries = this.map.get(key);
    if (!entries) this.map.set(key, (entries = new Map()));
    entries.set(socket, reg);
  }

  remove(key: K, socket: WebSocket): void {
    const entries = this.map.get(key);
    if (!entries) return;
    entries.delete(socket);
    if (entries.size === 0) this.map.delete(key);
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  /** A copy: a delivery may unregister sockets while it goes through them. */
  get(key: K): Listener[] {
    const entries = this.map.get(key);
    return entries ? [...entries] : [];
  }

  clear(): void {
    this.map.clear();
  }
}

/**
 * This instance's sockets, indexed by conversation, by doctor waiting room and by session, so a
 * delivery touches only the sockets it is for, whatever the number open. Sockets that stop
 * answering pings are dropped: each socket is pinged once an interval and dropped if it has not
 * answered by its next turn, a slice of the sockets at a time so deliveries never wait for a round.
 */
export class SocketHub {
  private readonly sockets = new Set<WebSocket>();
  private readonly registrations = new Map<WebSocket, Registration>();
  private readonly byConversation = new Index<string>();
  private readonly byWaitingRoom = new Index<string>();
  private readonly bySession = new Index<string>();
  private readonly alive = new WeakSet<WebSocket>();
  /** When each socket was last pinged: one that moved up the round is not dropped before it could answer. */
  private readonly pingedAt = new WeakMap<WebSocket, number>();
  private readonly timer: NodeJS.Timeout;
  private readonly slices: number;
  /** The sockets of the current ping round, in the order they are checked, how many are, and since when. */
  private round: WebSocket[] = [];
  private checked = 0;
  private roundStart: number;

  constructor(private readonly pingIntervalMs = 30_000) {
    this.slices = Math.max(1, Math.min(PING_SLICES, Math.floor(pingIntervalMs / MIN_SLICE_MS)));
    this.roundStart = Date.now() - pingIntervalMs;
    this.timer = setInterval(() => this.sweepSlice(), pingIntervalMs / this.slices);
    this.timer.unref();
  }

  track(socket: WebSocket): void {
    this.sockets.add(socket);
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.unregister(socket);
    });
  }

  /** Listens to one conversation or waiting room; a socket that registers again leaves what it had. */
  register(socket: WebSocket, registration: Registration): void {
    this.unregister(socket);
    this.registrations.set(socket, registration);
    if (isWaitingRoom(registration)) this.byWaitingRoom.add(registration.holderId, socket, registration);
    else this.byConversation.add(registration.conversationId, socket, registration);
    this.bySession.add(registration.sessionId, socket, registration);
  }

  /** The sockets listening to a conversation; delivery checks each one's right before sending. */
  listenersOf(conversationId: string): Listener[] {
    return this.byConversation.get(conversationId);
  }

  /** Whether any socket here listens to this conversation: most events are for none (without a copy). */
  hasListeners(conversationId: string): boolean {
    return this.byConversation.has(conversationId);
  }

  /** Whether this doctor's waiting room is open here. */
  hasWaitingRoom(doctorId: string): boolean {
    return this.byWaitingRoom.has(doctorId);
  }

  /** The sockets of a doctor's waiting room. */
  waitingRoomOf(doctorId: string): Listener[] {
    return this.byWaitingRoom.get(doctorId);
  }

  send(socket: WebSocket, event: WsServerEvent): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  }

  /**
   * Sends one serialised event as a text frame: the text is made and encoded once per delivery, not
   * once per socket (a Buffer goes out as it is; a string would be encoded again for each socket).
   */
  sendFrame(socket: WebSocket, frame: Buffer): void {
    if (socket.readyState === socket.OPEN) socket.send(frame, { binary: false });
  }

  /** Stops a socket's deliveries (it may register again for something it is allowed). */
  unregister(socket: WebSocket): void {
    const reg = this.registrations.get(socket);
    if (!reg) return;
    this.registrations.delete(socket);
    if (isWaitingRoom(reg)) this.byWaitingRoom.remove(reg.holderId, socket);
    else this.byConversation.remove(reg.conversationId, socket);
    this.bySession.remove(reg.sessionId, socket);
  }

  /** Closes every socket registered under these sessions. */
  closeSessions(sessionIds: string[]): void {
    for (const id of sessionIds) {
      for (const [socket] of this.bySession.get(id)) this.closeSocket(socket);
    }
  }

  closeSocket(socket: WebSocket): void {
    this.unregister(socket);
    socket.close(SESSION_ENDED, 'session ended');
  }

  /**
   * Closes every socket so its app reconnects and reads again what it shows (the apps refetch after
   * a reconnect): for when this instance may have missed events meant for them.
   */
  closeAllToCatchUp(): void {
    for (const socket of this.sockets) {
      this.unregister(socket);
      socket.close(CATCH_UP, 'events may have been missed');
    }
  }

  get size(): number {
    return this.registrations.size;
  }

  /** Checks the sockets now due; a round takes the sockets open when it starts. */
  private sweepSlice(): void {
    const now = Date.now();
    if (now - this.roundStart >= this.pingIntervalMs) {
      this.checkUpTo(this.round.length);
      this.round = [...this.sockets];
      this.checked = 0;
      this.roundStart = now;
    }
    // This tick's slice included: the round's last slice is checked before its interval ends.
    const due = (now - this.roundStart) / this.pingIntervalMs + 1 / this.slices;
    this.checkUpTo(Math.min(this.round.length, Math.round(due * this.round.length)));
  }

  private checkUpTo(end: number): void {
    for (; this.checked < end; this.checked++) {
      const socket = this.round[this.checked]!;
      if (this.sockets.has(socket)) this.check(socket);
    }
  }

  /** Drops a socket that has not answered the last ping, and pings the others. */
  private check(socket: WebSocket): void {
    if (!this.alive.has(socket)) {
      if (Date.now() - (this.pingedAt.get(socket) ?? 0) < this.pingIntervalMs / 2) return;
      socket.terminate();
      this.sockets.delete(socket);
      this.unregister(socket);
      return;
    }
    this.alive.delete(socket);
    this.pingedAt.set(socket, Date.now());
    socket.ping();
  }

  close(): void {
    clearInterval(this.timer);
    for (const socket of this.sockets) socket.terminate();
    this.sockets.clear();
    this.round = [];
    this.checked = 0;
    this.registrations.clear();
    this.byConversation.clear();
    this.byWaitingRoom.clear();
    this.bySession.clear();
  }
}

/** The waiting room is a doctor's own: only a doctor registers for it, under their own id. */
function isWaitingRoom(reg: Registration): boolean {
  return reg.conversationId === WAITING_ROOM && reg.role === 'doctor';
}
