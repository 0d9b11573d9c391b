import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Counts an image against its conversation's budget in one statement, so two sends at once cannot
 * both fit under it: false (nothing counted) when the image would go over.
 */
export async function spendImageBudget(
  db: Db,
  conversationId: string,
  bytes: number,
  budget: number,
): Promise<boolean> {
  const row = await db
    .updateTable('conversations')
    .set({ imageBytes: sql`image_bytes + ${bytes}` })
    .where('id', '=', conversationId)
    .where(sql<boolean>`image_bytes + ${bytes} <= ${budget}`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The bytes of the images a patient has sent since `since`, in every conversation of theirs (closed
 * ones too: what is stored counts). Found through the patient's conversations and their messages'
 * index; an image's length is read from its header, not its bytes.
 */
export async function imageBytesSentSince(db: Db, userId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversationId')
    .select(sql<string | number | null>`sum(octet_length(m.image_data))`.as('bytes'))
    .where('c.userId', '=', userId)
    .where('m.sender', '=', 'patient')
    .where('m.imageData', 'is not', null)
    .where('m.createdAt', '>', since)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}
