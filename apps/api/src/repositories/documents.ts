import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { AttachmentRow, AttachmentsTable } from '../db/tables.js';

/** The chat messages of a user's conversations that carry a document, newest first. */
export function documentMessagesOfUser(db: Db, userId: string) {
  return db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
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

/** Removes a user's stored files (all, or those made before `before`); answers the removed ids. */
export async function deleteAttachmentsOfUser(db: Db, userId: string, before: Date | null): Promise<string[]> {
  let query = db.deleteFrom('attachments').where('userId', '=', userId);
  if (before) query = query.where('createdAt', '<', before);
  const removed = await query.returning('id').execute();
  return removed.map((r) => r.id);
}
