import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { AttachmentRow, AttachmentsTable } from '../db/tables.js';

/** The chat messages of a user's conversations that carry a document, newest first. */
export function documentMessagesOfUser(db: Db, userId: string) {
  return db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
    .innerJoin('attachments', 'attachments.id', 'messages.attachmentId')
    .select([
      'messages.id',
      'messages.conversationId',
      'messages.attachmentUrl',
      'messages.attachmentName',
      'messages.attachmentPurpose',
      'messages.attachmentCondition',
      'messages.timestamp',
    ])
    .where('conversations.userId', '=', userId)
    .where('conversations.closedByPatientAt', 'is', null)
    .where('attachments.removedByPatientAt', 'is', null)
    .where('messages.attachmentUrl', 'is not', null)
    .orderBy('messages.createdAt', 'desc')
    .execute();
}

/** A stored document's record without its file: the file is sealed, and opened only for who may have it. */
export type AttachmentRecord = Omit<AttachmentRow, 'bytes'>;
const RECORD_COLUMNS = [
  'id',
  'conversationId',
  'userId',
  'kind',
  'fileName',
  'contentType',
  'documentNumber',
  'verificationCode',
  'purpose',
  'condition',
  'validFrom',
  'validTo',
  'doctorId',
  'doctorName',
  'providerNumber',
  'createdAt',
  'removedByPatientAt',
] as const satisfies readonly (keyof AttachmentRecord)[];

export function findAttachment(db: Db, id: string): Promise<AttachmentRecord | undefined> {
  return db.selectFrom('attachments').select(RECORD_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The document's file, opened from its seal. */
export async function attachmentBytes(db: Db, id: string): Promise<Uint8Array | undefined> {
  return (await db.selectFrom('attachments').select('bytes').where('id', '=', id).executeTakeFirst())?.bytes;
}

export function findAttachmentByVerificationCode(db: Db, codes: string[]): Promise<AttachmentRecord | undefined> {
  return db.selectFrom('attachments').select(RECORD_COLUMNS).where('verificationCode', 'in', codes).executeTakeFirst();
}

export async function insertAttachment(db: Db, attachment: Insertable<AttachmentsTable>): Promise<string> {
  const { id } = await db.insertInto('attachments').values(attachment).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Takes a user's documents (all, or those made before `before`) out of their hands; the rows stay
 * as the issuer's record (verification, the doctor's copy). Answers the ids removed now.
 */
export async function removeAttachmentsOfUser(db: Db, userId: string, before: Date | null): Promise<string[]> {
  let query = db
    .updateTable('attachments')
    .set({ removedByPatientAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('removedByPatientAt', 'is', null);
  if (before) query = query.where('createdAt', '<', before);
  const removed = await query.returning('id').execute();
  return removed.map((r) => r.id);
}

/** The documents of consultations the patient has closed leave their hands too. */
export async function removeAttachmentsOfConversations(db: Db, conversationIds: string[]): Promise<void> {
  if (conversationIds.length === 0) return;
  await db
    .updateTable('attachments')
    .set({ removedByPatientAt: sql<Date>`now()` })
    .where('conversationId', 'in', conversationIds)
    .where('removedByPatientAt', 'is', null)
    .execute();
}
