import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { WAITING_ROOM, type WsRegister, type WsServerEvent } from '@telehealth/schema';
import { isUuid } from '../domain/access.js';
import { doctorSessionOf, patientSessionOf } from '../plugins/session.js';
import { isAssigned } from '../repositories/assignments.js';
import { isConversationOfUser } from '../repositories/conversations.js';

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

/**
 * Whether the socket's cookies allow this registration: a patient only for their own
 * conversations, a doctor only for their own waiting room or a conversation assigned to them.
 */
async function mayRegister(app: FastifyInstance, request: FastifyRequest, reg: WsRegister): Promise<boolean> {
  if (!isUuid(reg.userId)) return false;
  if (reg.userType === 'patient') {
    if (patientSessionOf(request) !== reg.userId || !isUuid(reg.conversationId)) return false;
    return isConversationOfUser(app.db, reg.conversationId, reg.userId);
  }
  if (doctorSessionOf(request) !== reg.userId) return false;
  if (reg.conversationId === WAITING_ROOM) return true;
  return isUuid(reg.conversationId) && isAssigned(app.db, reg.userId, reg.conversationId);
}

function send(socket: WebSocket, event: WsServerEvent) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

export async function wsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/ws', { websocket: true }, (socket, request) => {
    app.hub.track(socket);
    // Attached before any await so that an early register message is never lost.
    socket.on('message', (data) => {
      const reg = parseRegister(data.toString());
      if (!reg) {
        send(socket, { type: 'error', message: 'Expected a register message' });
        return;
      }
      mayRegister(app, request, reg)
        .then((allowed) => {
          if (!allowed) {
            send(socket, { type: 'error', message: 'Not authorized for this conversation' });
            socket.close(4403, 'forbidden');
            return;
          }
          app.hub.register(socket, {
            conversationId: reg.conversationId,
            doctorId: reg.userType === 'doctor' ? reg.userId : null,
          });
          send(socket, { type: 'registered', conversationId: reg.conversationId });
        })
        .catch((err: unknown) => {
          request.log.error({ err }, 'socket registration failed');
          socket.close(1011, 'error');
        });
    });
  });
}
