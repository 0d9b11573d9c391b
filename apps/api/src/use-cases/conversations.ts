import type { Db } from '../db/database.js';
import type { ConversationReader } from '../domain/access.js';
import { notFound } from '../domain/http-errors.js';
import type { ConversationRow } from '../db/tables.js';
import { audit } from '../repositories/audit.js';
import { insertConversation } from '../repositories/conversations.js';
import { doctorCard } from '../repositories/doctors.js';

export function startConversation(db: Db, userId: string): Promise<{ id: string }> {
  return insertConversation(db, userId);
}

/** A doctor's read of a conversation is part of the record (ARCHITECTURE §4). */
export async function recordRead(db: Db, reader: ConversationReader): Promise<void> {
  if (reader.role !== 'doctor') return;
  await audit(db, {
    actorType: 'doctor',
    actorId: reader.doctor.id,
    action: 'conversation.read',
    subjectType: 'conversation',
    subjectId: reader.conversation.id,
  });
}

/** The doctor who has the conversation, as the patient sees them; 404 while there is none. */
export async function assignedDoctor(db: Db, conversation: ConversationRow) {
  const doctor = conversation.assignedDoctorId ? await doctorCard(db, conversation.assignedDoctorId) : undefined;
  if (!doctor) throw notFound('No assigned doctor');
  return doctor;
}
