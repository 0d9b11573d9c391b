import type { Conversation, PatientDetailsBody } from '@telehealth/schema';
import type { Db } from '../db/database.js';
import type { ConversationUpdate } from '../db/tables.js';
import { badRequest, CLOSED_BY_PATIENT, conflict, notFound } from '../domain/http-errors.js';
import { dateOfBirthOf, medicareNumberOf, medicareReferenceOf, requiredName } from '../domain/patient-fields.js';
import { clinicalFactsOf } from '../clinical/clinical-facts.js';
import { withCurrentPatientDetails } from '../clinical/markdown.js';
import { buildManagementPlan } from '../clinical/plan.js';
import { lockConversation, updatePatientDetails, updateRecord } from '../repositories/conversations.js';
import { conversationView } from './conversation-view.js';

/** The fields a doctor may complete or correct, checked as a patient's own profile is (Medicare sealed as it is written). */
function changesOf(body: PatientDetailsBody): ConversationUpdate {
  const changes: ConversationUpdate = {};
  if (body.fullName !== undefined) changes.fullName = requiredName(body.fullName);
  if (body.dateOfBirth !== undefined) {
    const dateOfBirth = dateOfBirthOf(body.dateOfBirth);
    if (!dateOfBirth) throw badRequest('Date of birth must be a real date in the format DD/MM/YYYY');
    changes.dateOfBirth = dateOfBirth;
  }
  if (body.medicareNumber !== undefined) changes.medicareNumber = medicareNumberOf(body.medicareNumber);
  if (body.medicareReferenceNumber !== undefined)
    changes.medicareReferenceNumber = medicareReferenceOf(body.medicareReferenceNumber);
  return changes;
}

/**
 * The assigned doctor completes or corrects the patient's details on the consultation, so that the
 * documents it issues name the right person and the clinical management already made shows them.
 * Bad input changes nothing; the audit trail records which fields changed (the route's entry), never
 * their values.
 */
export async function correctPatientDetails(
  db: Db,
  conversationId: string,
  body: PatientDetailsBody,
): Promise<Conversation> {
  const changes = changesOf(body);
  if (Object.keys(changes).length === 0) throw badRequest('Nothing to change: send a name, date of birth or Medicare');
  const row = await db.transaction().execute(async (trx) => {
    const conversation = await lockConversation(trx, conversationId);
    if (!conversation) throw notFound('Conversation not found');
    if (conversation.closedByPatientAt) throw conflict(CLOSED_BY_PATIENT);
    const updated = await updatePatientDetails(trx, conversationId, changes);
    if (!updated.clinicalManagementText) return updated;
    // The clinical management already made names the patient: it must not keep the old details.
    const plan = buildManagementPlan(clinicalFactsOf(updated, new Date()));
    const clinicalManagementText = withCurrentPatientDetails(updated.clinicalManagementText, plan);
    await updateRecord(trx, conversationId, { clinicalManagementText });
    return { ...updated, clinicalManagementText };
  });
  return conversationView(db, row);
}
