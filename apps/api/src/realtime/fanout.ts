import type { FastifyInstance } from 'fastify';
import { toAssignedDoctor, toMessage, toWaitingRoomPatient } from '../domain/serialize.js';
import type { BusEvent } from './event-bus.js';

/** Turns a bus event into the spec's socket events for this instance's sockets. */
export async function deliver(app: FastifyInstance, event: BusEvent): Promise<void> {
  const { db, hub } = app;
  switch (event.kind) {
    case 'new_message': {
      const row = await db.selectFrom('messages').selectAll().where('id', '=', event.messageId).executeTakeFirst();
      if (row) hub.toConversation(event.conversationId, { type: 'new_message', message: toMessage(row) });
      return;
    }
    case 'doctor_assigned': {
      const doctor = await db
        .selectFrom('doctors')
        .select(['fullName', 'avatarNumber'])
        .where('id', '=', event.doctorId)
        .executeTakeFirst();
      if (doctor) hub.toConversation(event.conversationId, { type: 'doctor_assigned', doctor: toAssignedDoctor(doctor) });
      return;
    }
    case 'new_patient_assigned': {
      const row = await db
        .selectFrom('doctorPatientAssignments as a')
        .innerJoin('conversations as c', 'c.id', 'a.conversationId')
        .select(['c.id', 'c.fullName', 'c.diagnosisName', 'c.summaryPreview', 'c.dateOfBirth', 'c.status', 'c.urgent'])
        .select(['a.id as assignmentId', 'a.assignedAt', 'a.status as assignmentStatus'])
        .where('a.conversationId', '=', event.conversationId)
        .where('a.doctorId', '=', event.doctorId)
        .where('a.status', '=', 'active')
        .executeTakeFirst();
      if (row) {
        const patient = toWaitingRoomPatient(row, { id: row.assignmentId, assignedAt: row.assignedAt, status: row.assignmentStatus });
        hub.toWaitingRoom(event.doctorId, { type: 'new_patient_assigned', patient });
      }
      return;
    }
  }
}
