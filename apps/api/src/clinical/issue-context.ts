import type { Db } from '../db/database.js';
import type { ConversationRow, DoctorRow } from '../db/tables.js';
import { HttpError } from '../domain/http-errors.js';
import { newMessageEvent, type BusEvent } from '../realtime/event-bus.js';
import { insertAttachment } from '../repositories/documents.js';
import { addMessage } from '../repositories/messages.js';
import type { ClinicalFacts } from './clinical-facts.js';
import { newDocumentNumber, newVerificationCode, type DocumentKind } from './documents/identifiers.js';
import type { DocumentParties } from './documents/parties.js';
import type { DocumentContent } from './documents/pdf-writer.js';

export const NAME_NEEDED = "The patient's full name is needed before documents can be issued";

/** Raised when issuing cannot go ahead: answered as `{ error, message }` with the reason. */
export const refuse = (text: string) => new HttpError(400, text, { error: text });

/** One issue run: its transaction, who and what it is for, and what it has produced so far. */
export interface IssueContext {
  trx: Db;
  conversation: ConversationRow;
  doctor: DoctorRow;
  facts: ClinicalFacts;
  /** The moment of issue, and its day in the clinic's time zone (the date printed). */
  issuedAt: Date;
  issuedOn: string;
  publicPatientUrl: string;
  /** Published by the caller once the transaction has committed. */
  events: BusEvent[];
  attachmentIds: string[];
}

export const doctorName = (doctor: Pick<DoctorRow, 'fullName'>) => `Dr ${doctor.fullName.replace(/^dr\.?\s+/i, '')}`;

/** A doctor's chat message in the conversation, from the issuing doctor. */
export async function say(
  ctx: IssueContext,
  text: string,
  attachment?: { id: string; name: string; purpose: string | null; condition: string | null },
): Promise<void> {
  const message = await addMessage(ctx.trx, {
    conversationId: ctx.conversation.id,
    sender: 'doctor',
    text,
    authorDoctorId: ctx.doctor.id,
    attachment: attachment && { ...attachment, url: `/api/attachments/${attachment.id}` },
  });
  ctx.events.push(newMessageEvent(message));
}

export interface DocumentToIssue {
  kind: DocumentKind;
  /** The attachment's name in the chat and the Documents list (see titles.ts). */
  title: string;
  /** The downloaded file's name: a safe slug. */
  fileName: string;
  purpose: string | null;
  condition: string | null;
  validFrom?: string | null;
  validTo?: string | null;
  content: (parties: DocumentParties) => DocumentContent;
  message: string;
}

/** Renders, stores and posts one document: the PDF in `attachments`, and a chat message that links it. */
export async function issueDocument(ctx: IssueContext, doc: DocumentToIssue): Promise<void> {
  const fullName = ctx.facts.patient.fullName;
  if (!fullName) throw refuse(NAME_NEEDED);
  const parties: DocumentParties = {
    patient: { ...ctx.facts.patient, fullName },
    doctor: ctx.doctor,
    issuedOn: ctx.issuedOn,
    documentNumber: newDocumentNumber(doc.kind, ctx.issuedOn),
    verificationCode: newVerificationCode(),
    publicPatientUrl: ctx.publicPatientUrl,
  };
  const content = doc.content(parties);
  // The PDF writer (pdf-lib, qrcode) loads with the first document, not with the server: a large part of its start.
  const { renderPdf } = await import('./documents/pdf-writer.js');
  const bytes = await renderPdf(content);
  const id = await insertAttachment(ctx.trx, {
    conversationId: ctx.conversation.id,
    userId: ctx.conversation.userId,
    // The document's title ('Medical Certificate', 'Pathology Request', ...): what the public verification page names.
    kind: content.title,
    fileName: doc.fileName,
    contentType: 'application/pdf',
    bytes,
    documentNumber: parties.documentNumber,
    verificationCode: parties.verificationCode,
    purpose: doc.purpose,
    condition: doc.condition,
    validFrom: doc.validFrom ?? null,
    validTo: doc.validTo ?? null,
    doctorId: ctx.doctor.id,
    doctorName: ctx.doctor.fullName,
    providerNumber: ctx.doctor.providerNumber,
    createdAt: ctx.issuedAt,
  });
  ctx.attachmentIds.push(id);
  await say(ctx, doc.message, { id, name: doc.title, purpose: doc.purpose, condition: doc.condition });
}
