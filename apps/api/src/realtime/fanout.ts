import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { WsServerEvent } from '@telehealth/schema';
import { toAssignedDoctor, toDoctor, toMessage, toWaitingRoomPatient } from '../domain/serialize.js';
import { waitingRoomEntry } from '../repositories/assignments.js';
import { doctorCard, findDoctor } from '../repositories/doctors.js';
import { findMessage } from '../repositories/messages.js';
import type { HeardEvent } from './event-bus.js';
import type { SocketHub } from './hub.js';
import { allowedReceivers, receiversIn } from './receivers.js';

/**
 * Turns a bus event into the spec's socket events for this instance's sockets that may still have
 * them. A message that came with the event and its audience is delivered at once, with no read and
 * no wait; anything else (an assignment, a message too large for a notification) is read first,
 * and the returned promise lets the queue hold the conversation's later events behind it.
 */
export function deliver(app: FastifyInstance, event: HeardEvent): void | Promise<void> {
  const { db, hub } = app;
  switch (event.kind) {
    case 'new_message': {
      if (!hub.hasListeners(event.conversationId)) return;
      if (event.message && event.audience) {
        const listeners = hub.listenersOf(event.conversationId);
        const receivers = receiversIn(hub, listeners, event.conversationId, event.audience);
        broadcast(hub, receivers, { type: 'new_message', message: event.message });
        return;
      }
      return (async () => {
        const message = event.message ?? (await findMessage(db, event.messageId).then((r) => r && toMessage(r)));
        if (!message) return;
        const listeners = hub.listenersOf(event.conversationId);
        broadcast(hub, await allowedReceivers(app, listeners, event.conversationId, event.audience), {
          type: 'new_message',
          message,
        });
      })();
    }
    case 'doctor_assigned': {
      if (!hub.hasListeners(event.conversationId)) return;
      return (async () => {
        const doctor = await doctorCard(db, event.doctorId);
        if (!doctor) return;
        const listeners = hub.listenersOf(event.conversationId);
        broadcast(hub, await allowedReceivers(app, listeners, event.conversationId, event.audience), {
          type: 'doctor_assigned',
          doctor: toAssignedDoctor(doctor),
        });
      })();
    }
    case 'new_patient_assigned': {
      if (!hub.hasWaitingRoom(event.doctorId)) return;
      return (async () => {
        const row = await waitingRoomEntry(db, event.doctorId, event.conversationId);
        if (!row) return;
        const listeners = hub.waitingRoomOf(event.doctorId);
        broadcast(hub, await allowedReceivers(app, listeners, null, event.audience), {
          type: 'new_patient_assigned',
          patient: toWaitingRoomPatient(row),
        });
      })();
    }
    case 'doctor_verified': {
      if (!hub.hasWaitingRoom(event.doctorId)) return;
      return (async () => {
        const row = await findDoctor(db, event.doctorId);
        if (!row) return;
        const listeners = hub.waitingRoomOf(event.doctorId);
        broadcast(hub, await allowedReceivers(app, listeners, null, event.audience), {
          type: 'doctor_verified',
          doctor: toDoctor(row),
        });
      })();
    }
    case 'conversation_closed': {
      // Only doctors hear it: the patient who closed it no longer sees the consultation.
      const inChat = hub.listenersOf(event.conversationId).filter(([, reg]) => reg.role === 'doctor');
      // A doctor no longer assigned by now is left alone, not told their waiting room lost its right.
      const doctorIds = event.audience
        ? event.doctorIds.filter((id) => event.audience!.doctorIds.includes(id))
        : event.doctorIds;
      const inWaitingRooms = doctorIds.flatMap((id) => hub.waitingRoomOf(id));
      if (inChat.length === 0 && inWaitingRooms.length === 0) return;
      const frame = { type: 'conversation_closed', conversationId: event.conversationId } as const;
      return (async () => {
        broadcast(hub, await allowedReceivers(app, inChat, event.conversationId, event.audience), frame);
        broadcast(hub, await allowedReceivers(app, inWaitingRooms, null, event.audience), frame);
      })();
    }
    case 'sessions_revoked':
      hub.closeSessions(event.sessionIds);
      return;
    case 'doctor_changed':
      // For the session cache only (heard in app.ts): no socket is told.
      return;
  }
}

/** One serialisation, and one encoding of it, for every receiver. */
function broadcast(hub: SocketHub, receivers: WebSocket[], event: WsServerEvent): void {
  if (receivers.length === 0) return;
  const frame = Buffer.from(JSON.stringify(event));
  for (const socket of receivers) hub.sendFrame(socket, frame);
}
