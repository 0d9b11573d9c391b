import type { FastifyInstance } from 'fastify';
import { toAssignedDoctor, toMessage, toWaitingRoomPatient } from '../domain/serialize.js';
import { waitingRoomEntry } from '../repositories/assignments.js';
import { doctorCard } from '../repositories/doctors.js';
import { findMessage } from '../repositories/messages.js';
import type { BusEvent } from './event-bus.js';

/** Turns a bus event into the spec's socket events for this instance's sockets. */
export async function deliver(app: FastifyInstance, event: BusEvent): Promise<void> {
  const { db, hub } = app;
  switch (event.kind) {
    case 'new_message': {
      const row = await findMessage(db, event.messageId);
      if (row) hub.toConversation(event.conversationId, { type: 'new_message', message: toMessage(row) });
      return;
    }
    case 'doctor_assigned': {
      const doctor = await doctorCard(db, event.doctorId);
      if (doctor) hub.toConversation(event.conversationId, { type: 'doctor_assigned', doctor: toAssignedDoctor(doctor) });
      return;
    }
    case 'new_patient_assigned': {
      const row = await waitingRoomEntry(db, event.doctorId, event.conversationId);
      if (row) hub.toWaitingRoom(event.doctorId, { type: 'new_patient_assigned', patient: toWaitingRoomPatient(row) });
      return;
    }
  }
}
