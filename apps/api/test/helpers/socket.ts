import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import type { WsServerEvent } from '@telehealth/schema';

/** A test socket that records every server event and can wait for one. */
export interface TestSocket {
  ws: WebSocket;
  events: WsServerEvent[];
  next(type: WsServerEvent['type'], timeoutMs?: number): Promise<WsServerEvent>;
  /** Waits until an event that satisfies `matches` has arrived (events are published after the reply). */
  until(matches: (event: WsServerEvent) => boolean, timeoutMs?: number): Promise<WsServerEvent>;
  register(userType: 'patient' | 'doctor', conversationId: string, userId: string): Promise<WsServerEvent>;
  close(): void;
}

export function wrapSocket(ws: WebSocket): TestSocket {
  const events: WsServerEvent[] = [];
  const waiters: { type: string; resolve: (e: WsServerEvent) => void }[] = [];
  const watchers: { matches: (e: WsServerEvent) => boolean; resolve: (e: WsServerEvent) => void }[] = [];
  let seen = 0;
  ws.on('message', (data) => {
    const event = JSON.parse(data.toString()) as WsServerEvent;
    events.push(event);
    for (const w of watchers.filter((w) => w.matches(event))) {
      watchers.splice(watchers.indexOf(w), 1);
      w.resolve(event);
    }
    const i = waiters.findIndex((w) => w.type === event.type);
    if (i >= 0) {
      const [w] = waiters.splice(i, 1);
      seen = events.length;
      w!.resolve(event);
    }
  });
  const next = (type: WsServerEvent['type'], timeoutMs = 5000) => {
    const already = events.slice(seen).find((e) => e.type === type);
    if (already) {
      seen = events.indexOf(already) + 1;
      return Promise.resolve(already);
    }
    return new Promise<WsServerEvent>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${type} within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.type))}`)),
        timeoutMs,
      );
      waiters.push({ type, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  };
  const until = (matches: (event: WsServerEvent) => boolean, timeoutMs = 15_000) => {
    const already = events.find(matches);
    if (already) return Promise.resolve(already);
    return new Promise<WsServerEvent>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.type))}`),
          ),
        timeoutMs,
      );
      watchers.push({ matches, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  };
  return {
    ws,
    events,
    next,
    until,
    async register(userType, conversationId, userId) {
      ws.send(JSON.stringify({ type: 'register', userType, conversationId, userId }));
      return Promise.race([next('registered'), next('error')]);
    },
    close: () => ws.terminate(),
  };
}

export async function openSocket(app: FastifyInstance, cookie: string): Promise<TestSocket> {
  return wrapSocket(await app.injectWS('/ws', { headers: { cookie } }));
}

/** Resolves with the close code once the server closes the socket. */
export function socketClosed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}
