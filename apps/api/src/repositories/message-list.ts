import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { MessageRow } from '../db/tables.js';

/** A message as listed: every column but the image's bytes, and their number (null without an image). */
export type MessageEntry = Omit<MessageRow, 'imageData'> & { imageLength: number | null };

/** A conversation's messages in the order they were said, without their images' bytes (read in slices instead). */
export async function messageEntriesOf(db: Db, conversationId: string): Promise<MessageEntry[]> {
  const rows = await db
    .selectFrom('messages')
    .select([
      'id',
      'conversationId',
      'userId',
      'text',
      'sender',
      'timestamp',
      'createdAt',
      'imageType',
      'attachmentId',
      'attachmentUrl',
      'attachmentName',
      'attachmentPurpose',
      'attachmentCondition',
      'options',
      'authorDoctorId',
      'seq',
      'clientMessageId',
      'replyToId',
      sql<number | string | null>`octet_length(image_data)`.as('imageLength'),
    ])
    .where('conversationId', '=', conversationId)
    .orderBy('seq')
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
