import type { FastifyRequest } from 'fastify';
import { WAITING_ROOM, type WsRegister } from '@telehealth/schema';
import type { Db } from '../db/database.js';
import { audit } from '../repositories/audit.js';
import { isUuid } from './access.js';
import { sessionOf } from './sessions.js';

/**
 * A socket registration in the audit trail: a doctor listening to a conversation (or their waiting
 * room) is a read of health data; a refused registration, by anyone, is a refused attempt.
 */
export async function recordRegistration(
  db: Db,
  request: FastifyRequest,
  reg: WsRegister,
  allowed: boolean,
  ip: string | null,
): Promise<void> {
  const conversationId = reg.conversationId !== WAITING_ROOM && isUuid(reg.conversationId) ? reg.conversationId : null;
  if (allowed) {
    if (reg.userType !== 'doctor') return;
    await audit(db, {
      actorType: 'doctor',
      actorId: reg.userId,
      action: 'socket.register',
      subjectType: conversationId ? 'conversation' : 'waiting_room',
      subjectId: conversationId ?? reg.userId,
    });
    return;
  }
  const session = await sessionOf(db, request, reg.userType === 'doctor' ? 'doctor' : 'patient');
  const actor = (reg.userType === 'doctor' ? session?.doctorId : session?.userId) ?? null;
  await audit(db, {
    actorType: actor && isUuid(actor) ? reg.userType : 'anonymous',
    actorId: actor && isUuid(actor) ? actor : null,
    action: 'access.refused',
    subjectType: conversationId ? 'conversation' : 'waiting_room',
    subjectId: conversationId,
    detail: { route: 'WS /ws register', status: 403, ip },
  });
}
