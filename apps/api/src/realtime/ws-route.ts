import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { WsRegister, WsServerEvent } from '@telehealth/schema';
import { mayRegister } from '../use-cases/access.js';
import { recordRegistration } from '../use-cases/socket-audit.js';

function parseRegister(raw: string): WsRegister | null {
  let msg: unknown;
  try {
    msg = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof msg !== 'object' || msg === null) return null;
  const m = msg as Record<string, unknown>;
  if (m.type !== 'register' || (m.userType !== 'patient' && m.userType !== 'doctor')) return null;
  if (typeof m.conversationId !== 'string' || typeof m.userId !== 'string') return null;
  return { type: 'register', userType: m.userType, conversationId: m.conversationId, userId: m.userId };
}

/** The caller's address, read while the upgrade's connection is still there to ask. */
function addressOf(request: FastifyRequest): string | null {
  try {
    return request.ip;
  } catch {
    return null;
  }
}

function send(socket: WebSocket, event: WsServerEvent) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

/** The apps register as the socket opens; one that has not within this time is closed. */
const REGISTER_WITHIN_MS = 30_000;
/** Close code: no registration arrived in time. */
const REGISTRATION_TIMEOUT = 4408;

export interface WsRoutesOptions {
  registerWithinMs?: number;
}

export async function wsRoutes(app: FastifyInstance, opts: WsRoutesOptions): Promise<void> {
  const registerWithinMs = opts.registerWithinMs ?? REGISTER_WITHIN_MS;
  app.get('/ws', { websocket: true, config: { limit: 'socket' } }, (socket, request) => {
    app.hub.track(socket);
    const ip = addressOf(request);
    // A socket that never registers hears nothing: it is not kept open for whoever holds it.
    const deadline = setTimeout(() => socket.close(REGISTRATION_TIMEOUT, 'register first'), registerWithinMs);
    deadline.unref();
    socket.once('close', () => clearTimeout(deadline));
    /**
     * One registration is checked at a time: each check reads the database and a refused one writes an
     * audit row, so a burst of register messages must not become a burst of statements (the first
     * refusal closes the socket; what was sent behind it is never looked at).
     */
    let checking = false;
    /**
     * A socket carries one registration (the apps open one per conversation or waiting room): a
     * register message on a registered socket is answered without a check, so it cannot be repeated
     * into a statement and an audit row each time.
     */
    let registered = false;
    // Attached before any await so that an early register message is never lost.
    socket.on('message', (data) => {
      if (socket.readyState !== socket.OPEN) return;
      const reg = parseRegister(data.toString());
      if (!reg) {
        send(socket, { type: 'error', message: 'Expected a register message' });
        return;
      }
      if (checking) {
        send(socket, { type: 'error', message: 'A registration is already being checked' });
        return;
      }
      if (registered) {
        send(socket, { type: 'error', message: 'This socket is already registered' });
        return;
      }
      checking = true;
      mayRegister(app.db, request, reg)
        .then(async (session) => {
          await recordRegistration(app.db, request, reg, session !== null, ip);
          if (!session) {
            send(socket, { type: 'error', message: 'Not authorized for this conversation' });
            socket.close(4403, 'forbidden');
            return;
          }
          clearTimeout(deadline);
          registered = true;
          app.hub.register(socket, {
            conversationId: reg.conversationId,
            role: reg.userType,
            holderId: reg.userId,
            sessionId: session.id,
          });
          send(socket, { type: 'registered', conversationId: reg.conversationId });
        })
        .catch((err: unknown) => {
          request.log.error({ err }, 'socket registration failed');
          socket.close(1011, 'error');
        })
        .finally(() => {
          checking = false;
        });
    });
  });
}
