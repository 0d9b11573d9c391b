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
