import type { FastifyRequest } from 'fastify';
import type { Verification } from '@telehealth/schema';
import { normalizeVerificationCode } from '../clinical/documents/identifiers.js';
import type { Db } from '../db/database.js';
import { clinicToday } from '../domain/dates.js';
import { sessionOf } from './sessions.js';
import { notFound } from '../domain/http-errors.js';
import { actingAs } from '../plugins/audit-trail.js';
import { isAssigned } from '../repositories/assignments.js';
import {
  attachmentBytes,
  documentMessagesOfUser,
  findAttachment,
  findAttachmentByVerificationCode,
  type AttachmentRecord,
} from '../repositories/documents.js';

/** A patient's documents as the Documents screen lists them, newest first. */
export async function documentsOf(db: Db, userId: string) {
  const rows = await documentMessagesOfUser(db, userId);
  return rows.map((r) => ({
    ...r,
    attachmentUrl: r.attachmentUrl!,
    attachmentName: r.attachmentName ?? 'document.pdf',
  }));
}

/** The owner patient, or the doctor assigned to the document's conversation. */
async function mayDownload(db: Db, request: FastifyRequest, attachment: AttachmentRecord): Promise<boolean> {
  const patientId = (await sessionOf(db, request, 'patient'))?.userId;
  if (patientId === attachment.userId && !attachment.removedByPatientAt) return true;
  const doctorId = (await sessionOf(db, request, 'doctor'))?.doctorId;
  if (!doctorId || !(await isAssigned(db, doctorId, attachment.conversationId))) return false;
  actingAs(request, { type: 'doctor', id: doctorId });
  return true;
}

/** A stored document for someone allowed to have it; someone else's answers exactly like a missing one. */
export async function downloadableDocument(
  db: Db,
  request: FastifyRequest,
  id: string,
): Promise<AttachmentRecord & { bytes: Uint8Array }> {
  const attachment = await findAttachment(db, id);
  if (!attachment || !(await mayDownload(db, request, attachment))) throw notFound('Document not found');
  // The file is opened only now, for someone allowed to have it.
  const bytes = await attachmentBytes(db, id);
  if (!bytes) throw notFound('Document not found');
  return { ...attachment, bytes };
}

/** The issuer's record of a document, found by the code printed on it. */
export async function verifyDocument(db: Db, code: string): Promise<Verification> {
  // Typed from paper: case, spaces, dashes and look-alike letters do not matter.
  const typed = code.trim().toUpperCase();
  const codes = [typed, normalizeVerificationCode(typed)].filter((c): c is string => c !== null);
  const a = await findAttachmentByVerificationCode(db, codes);
  if (!a) throw notFound('No document has this verification code');
  return {
    valid: true,
    documentType: a.kind,
    documentNumber: a.documentNumber,
    issuedAt: a.createdAt.toISOString(),
    issuedOn: clinicToday(a.createdAt),
    validFrom: a.validFrom,
    validTo: a.validTo,
    doctorName: a.doctorName,
    providerNumber: a.providerNumber,
  };
}
