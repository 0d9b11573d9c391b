import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { MessageRow } from '../db/tables.js';

/** A message as listed: every column but the image, and the image's length in characters (null without one). */
export type MessageEntry = Omit<MessageRow, 'imageUrl'> & { imageLength: number | null };

/** A conversation's messages in the order they were said, without their images (read in slices instead). */
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
      'attachmentId',
      'attachmentUrl',
      'attachmentName',
      'attachmentPurpose',
      'attachmentCondition',
      'options',
      'authorDoctorId',
      'seq',
      sql<number | null>`char_length(image_url)`.as('imageLength'),
    ])
    .where('conversationId', '=', conversationId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({ ...row, imageLength: row.imageLength === null ? null : Number(row.imageLength) }));
}

/** Characters `start` (from 0) to `start + length` of a message's image data URL. */
export async function imageSlice(db: Db, messageId: string, start: number, length: number): Promise<string> {
  const row = await db
    .selectFrom('messages')
    .select(sql<string>`substr(image_url, ${start + 1}, ${length})`.as('part'))
    .where('id', '=', messageId)
    .executeTakeFirst();
  return row?.part ?? '';
}
