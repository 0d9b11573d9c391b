import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { activeDoctorIdsOf } from '../repositories/assignments.js';
import { isConversationOfUser } from '../repositories/conversations.js';
import { liveSessionIds } from '../repositories/sessions.js';
import type { Registration } from './hub.js';

/**
 * The listeners that may still receive an event, checked at delivery and not only at registration:
 * a socket whose session has ended is closed; one that lost its right (a doctor unassigned or the
 * patient given to another doctor, a conversation deleted) is told so and stops receiving.
 */
export async function allowedReceivers(
  app: FastifyInstance,
  listeners: [WebSocket, Registration][],
  conversationId: string | null,
): Promise<WebSocket[]> {
  if (listeners.length === 0) return [];
  const { db, hub } = app;
  const live = await liveSessionIds(
    db,
    [...new Set(listeners.map(([, reg]) => reg.sessionId))],
    app.config.session.idleMinutes,
  );
  const assignedDoctors =
    conversationId && listeners.some(([, reg]) => reg.role === 'doctor')
      ? await activeDoctorIdsOf(db, conversationId)
      : null;
  const owners = new Map<string, boolean>();

  const allowed: WebSocket[] = [];
  for (const [socket, reg] of listeners) {
    if (!live.has(reg.sessionId)) {
      hub.closeSocket(socket);
      continue;
    }
    let entitled = true;
    if (conversationId && reg.role === 'doctor') entitled = assignedDoctors?.has(reg.holderId) ?? false;
    if (conversationId && reg.role === 'patient') {
      if (!owners.has(reg.holderId))
        owners.set(reg.holderId, await isConversationOfUser(db, conversationId, reg.holderId));
      entitled = owners.get(reg.holderId)!;
    }
    if (entitled) {
      allowed.push(socket);
    } else {
      hub.send(socket, { type: 'error', message: 'Not authorized for this conversation' });
      hub.unregister(socket);
    }
  }
  return allowed;
}
