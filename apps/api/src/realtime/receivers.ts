import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { activeDoctorIdsOf } from '../repositories/assignments.js';
import { isConversationOfUser } from '../repositories/conversations.js';
import { liveSessionIds } from '../repositories/sessions.js';
import type { Audience } from './event-bus.js';
import type { Listener, SocketHub } from './hub.js';

/**
 * The listeners that may still receive an event, checked at every delivery and not only at
 * registration: a socket whose session has ended is closed; one that lost its right (a doctor
 * unassigned or the patient given to another doctor, a conversation deleted) is told so and stops
 * receiving. `conversationId` is null for a waiting room's event (the index already holds only the
 * doctor's own sockets). The rights come with the event when it carries its audience, read from
 * the database when it was published; otherwise they are read now.
 */
export async function allowedReceivers(
  app: FastifyInstance,
  listeners: Listener[],
  conversationId: string | null,
  audience: Audience | undefined,
): Promise<WebSocket[]> {
  if (listeners.length === 0) return [];
  if (audience) return receiversIn(app.hub, listeners, conversationId, audience);
  return readReceivers(app, listeners, conversationId);
}

/** The same check against the audience the event carries: no read, no wait. */
export function receiversIn(
  hub: SocketHub,
  listeners: Listener[],
  conversationId: string | null,
  audience: Audience,
): WebSocket[] {
  const live = new Set(audience.sessionIds);
  const doctors = new Set(audience.doctorIds);
  return admit(hub, listeners, (reg) => {
    const entitled =
      conversationId === null || reg.role === 'doctor' ? doctors.has(reg.holderId) : reg.holderId === audience.ownerId;
    // Only the entitled holders' sessions are in the audience: an unlisted one of theirs has ended.
    if (!entitled) return false;
    return live.has(reg.sessionId) ? true : 'ended';
  });
}

async function readReceivers(
  app: FastifyInstance,
  listeners: Listener[],
  conversationId: string | null,
): Promise<WebSocket[]> {
  const { db } = app;
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
  for (const [, reg] of listeners) {
    if (conversationId && reg.role === 'patient' && live.has(reg.sessionId) && !owners.has(reg.holderId))
      owners.set(reg.holderId, await isConversationOfUser(db, conversationId, reg.holderId));
  }
  return admit(app.hub, listeners, (reg) => {
    if (!live.has(reg.sessionId)) return 'ended';
    if (!conversationId) return true;
    return reg.role === 'doctor' ? (assignedDoctors?.has(reg.holderId) ?? false) : owners.get(reg.holderId)!;
  });
}

/** Applies a verdict to every listener: receive, lose the conversation (told so), or closed (session ended). */
function admit(hub: SocketHub, listeners: Listener[], verdict: (reg: Listener[1]) => boolean | 'ended'): WebSocket[] {
  const allowed: WebSocket[] = [];
  for (const [socket, reg] of listeners) {
    const v = verdict(reg);
    if (v === 'ended') {
      hub.closeSocket(socket);
    } else if (v) {
      allowed.push(socket);
    } else {
      hub.send(socket, { type: 'error', message: 'Not authorized for this conversation' });
      hub.unregister(socket);
    }
  }
  return allowed;
}
