import type { Db } from '../db/database.js';
import type { MessageRow } from '../db/tables.js';
import { conflict } from '../domain/http-errors.js';
import { findReplyTo, findSentMessage } from '../repositories/messages.js';

const USED_ELSEWHERE = 'This message id belongs to another message';

/**
 * A patient message already stored under this client id, with the AI doctor's reply to it: a retry
 * after a lost answer gets these back instead of a second copy (and no second AI turn).
 */
export async function storedPatientTurn(
  db: Db,
  conversationId: string,
  userId: string,
  clientMessageId: string,
): Promise<{ patientRow: MessageRow; doctorRow: MessageRow | null } | null> {
  const patientRow = await findSentMessage(db, conversationId, clientMessageId);
  if (!patientRow) return null;
  if (patientRow.sender !== 'patient' || patientRow.userId !== userId) throw conflict(USED_ELSEWHERE);
  return { patientRow, doctorRow: (await findReplyTo(db, patientRow.id)) ?? null };
}

/** A doctor message already stored under this client id. */
export async function storedDoctorMessage(
  db: Db,
  conversationId: string,
  doctorId: string,
  clientMessageId: string,
): Promise<MessageRow | null> {
  const row = await findSentMessage(db, conversationId, clientMessageId);
  if (!row) return null;
  if (row.sender !== 'doctor' || row.authorDoctorId !== doctorId) throw conflict(USED_ELSEWHERE);
  return row;
}
