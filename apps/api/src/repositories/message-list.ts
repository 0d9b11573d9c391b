import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { MessageRow } from '../db/tables.js';

/**
 * A message as listed: every column but the image's bytes, and their number (null without an image);
 * and when its document was removed by the patient (the patient's list then leaves the link out).
 */
export type MessageEntry = Omit<MessageRow, 'imageData'> & {
  imageLength: number | null;
  attachmentRemovedAt: Date | null;
};

/** A conversation's messages in the order they were said, without their images' bytes (read in slices instead). */
export async function messageEntriesOf(db: Db, conversationId: string): Promise<MessageEntry[]> {
  const rows = await db
    .selectFrom('messages as m')
    .leftJoin('attachments as a', 'a.id', 'm.attachmentId')
    .select([
      'm.id',
      'm.conversationId',
      'm.userId',
      'm.text',
      'm.sender',
      'm.timestamp',
      'm.createdAt',
      'm.imageType',
      'm.attachmentId',
      'm.attachmentUrl',
      'm.attachmentName',
      'm.attachmentPurpose',
      'm.attachmentCondition',
      'm.options',
      'm.authorDoctorId',
      'm.seq',
      'm.clientMessageId',
      'm.replyToId',
      'a.removedByPatientAt as attachmentRemovedAt',
      sql<number | string | null>`octet_length(m.image_data)`.as('imageLength'),
    ])
    .where('m.conversationId', '=', conversationId)
    .orderBy('m.seq')
    .execute();
  return rows.map((row) => ({ ...row, imageLength: row.imageLength === null ? null : Number(row.imageLength) }));
}

/** Bytes `start` (from 0) to `start + length` of a message's image. */
export async function imageSlice(db: Db, messageId: string, start: number, length: number): Promise<Uint8Array> {
  const row = await db
    .selectFrom('messages')
    .select(sql<Uint8Array | null>`substring(image_data from ${start + 1} for ${length})`.as('part'))
    .where('id', '=', messageId)
    .executeTakeFirst();
  return row?.part ?? new Uint8Array();
}
