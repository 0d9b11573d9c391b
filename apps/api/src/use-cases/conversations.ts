import type { Conversation } from '@telehealth/schema';
import type { Db } from '../db/database.js';
import type { ConversationRow } from '../db/tables.js';
import { notFound } from '../domain/http-errors.js';
import { activeAssignmentStart } from '../repositories/assignments.js';
import { audit } from '../repositories/audit.js';
import { insertConversation } from '../repositories/conversations.js';
import { doctorCard } from '../repositories/doctors.js';
import type { ConversationReader } from './access.js';
import { conversationView } from './conversation-view.js';

export function startConversation(db: Db, userId: string): Promise<{ id: string }> {
  return insertConversation(db, userId);
}

/** The conversation for whoever may read it; a doctor's read is part of the record (ARCHITECTURE §4). */
export async function readConversation(db: Db, reader: ConversationReader): Promise<Conversation> {
  if (reader.role === 'doctor') {
    await audit(db, {
      actorType: 'doctor',
      actorId: reader.doctor.id,
      action: 'conversation.read',
      subjectType: 'conversation',
      subjectId: reader.conversation.id,
    });
  }
  return conversationView(db, reader.conversation);
}

export { listConversations } from './conversation-view.js';

/** The doctor who has the conversation, as the patient sees them, and since when; 404 while there is none. */
export async function assignedDoctor(db: Db, conversation: ConversationRow) {
  const doctorId = conversation.assignedDoctorId;
  const doctor = doctorId ? await doctorCard(db, doctorId) : undefined;
  if (!doctorId || !doctor) throw notFound('No assigned doctor');
  return { ...doctor, assignedAt: await activeAssignmentStart(db, doctorId, conversation.id) };
}
