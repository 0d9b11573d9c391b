import type { FastifyInstance } from 'fastify';
import { toAssignedDoctor, toDoctor, toMessage, toWaitingRoomPatient } from '../domain/serialize.js';
import { waitingRoomEntry } from '../repositories/assignments.js';
import { doctorCard, findDoctor } from '../repositories/doctors.js';
import { findMessage } from '../repositories/messages.js';
import type { BusEvent } from './event-bus.js';
import { allowedReceivers } from './receivers.js';

/** Turns a bus event into the spec's socket events for this instance's sockets that may still have them. */
export async function deliver(app: FastifyInstance, event: BusEvent): Promise<void> {
  const { db, hub } = app;
  switch (event.kind) {
    case 'new_message': {
      const listeners = hub.listenersOf(event.conversationId);
      if (listeners.length === 0) return;
      const row = await findMessage(db, event.messageId);
      if (!row) return;
      for (const socket of await allowedReceivers(app, listeners, event.conversationId)) {
        hub.send(socket, { type: 'new_message', message: toMessage(row) });
      }
      return;
    }
    case 'doctor_assigned': {
      const listeners = hub.listenersOf(event.conversationId);
      if (listeners.length === 0) return;
      const doctor = await doctorCard(db, event.doctorId);
      if (!doctor) return;
      for (const socket of await allowedReceivers(app, listeners, event.conversationId)) {
        hub.send(socket, { type: 'doctor_assigned', doctor: toAssignedDoctor(doctor) });
      }
      return;
    }
    case 'new_patient_assigned': {
      const listeners = hub.waitingRoomOf(event.doctorId);
      if (listeners.length === 0) return;
      const row = await waitingRoomEntry(db, event.doctorId, event.conversationId);
      if (!row) return;
      for (const socket of await allowedReceivers(app, listeners, null)) {
        hub.send(socket, { type: 'new_patient_assigned', patient: toWaitingRoomPatient(row) });
      }
      return;
    }
    case 'doctor_verified': {
      const listeners = hub.waitingRoomOf(event.doctorId);
      if (listeners.length === 0) return;
      const row = await findDoctor(db, event.doctorId);
      if (!row) return;
      for (const socket of await allowedReceivers(app, listeners, null)) {
        hub.send(socket, { type: 'doctor_verified', doctor: toDoctor(row) });
      }
      return;
    }
    case 'sessions_revoked':
      hub.closeSessions(event.sessionIds);
      return;
  }
}
