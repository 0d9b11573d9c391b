import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { ActionableItemRow } from '../db/tables.js';

/** A conversation's items in the order of the clinical management. */
export function itemsOf(db: Db, conversationId: string) {
  return db
    .selectFrom('actionableItems')
    .select(['id', 'category', 'text', 'ticked', 'issued', 'subtype'])
    .where('conversationId', '=', conversationId)
    .orderBy('position')
    .execute();
}

/** Ticks or unticks an item not yet issued; the condition is in the update, so a concurrent issue cannot slip between. */
export function setTicked(db: Db, conversationId: string, itemId: string, ticked: boolean) {
  return db
    .updateTable('actionableItems')
    .set({ ticked })
    .where('id', '=', itemId)
    .where('conversationId', '=', conversationId)
    .where('issued', '=', false)
    .returning(['id', 'text', 'ticked', 'issued', 'subtype'])
    .executeTakeFirst();
}

export async function itemExists(db: Db, conversationId: string, itemId: string): Promise<boolean> {
  const row = await db
    .selectFrom('actionableItems')
    .select('id')
    .where('id', '=', itemId)
    .where('conversationId', '=', conversationId)
    .executeTakeFirst();
  return row !== undefined;
}

export function tickedUnissuedItems(db: Db, conversationId: string): Promise<ActionableItemRow[]> {
  return db
    .selectFrom('actionableItems')
    .selectAll()
    .where('conversationId', '=', conversationId)
    .where('ticked', '=', true)
    .where('issued', '=', false)
    .orderBy('position')
    .execute();
}

export function diagnosisItems(db: Db, conversationId: string): Promise<ActionableItemRow[]> {
  return db
    .selectFrom('actionableItems')
    .selectAll()
    .where('conversationId', '=', conversationId)
    .where('category', '=', 'diagnoses')
    .orderBy('position')
    .execute();
}

export async function markIssued(db: Db, ids: string[], at: Date): Promise<void> {
  await db.updateTable('actionableItems').set({ issued: true, issuedAt: at }).where('id', 'in', ids).execute();
}

/** Clears the proposals of a plan being rebuilt; an item the doctor added by hand stays. */
export async function deleteUnissuedItems(db: Db, conversationId: string): Promise<void> {
  await db
    .deleteFrom('actionableItems')
    .where('conversationId', '=', conversationId)
    .where('issued', '=', false)
    .where(sql<boolean>`coalesce((details->>'addedByDoctor')::boolean, false)`, '=', false)
    .execute();
}

export async function hasUnissuedItem(db: Db, conversationId: string, category: string): Promise<boolean> {
  const row = await db
    .selectFrom('actionableItems')
    .select('id')
    .where('conversationId', '=', conversationId)
    .where('category', '=', category)
    .where('issued', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}

/** The position after the conversation's last item. */
export async function nextPosition(db: Db, conversationId: string): Promise<number> {
  const row = await db
    .selectFrom('actionableItems')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('conversationId', '=', conversationId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export function lastInsertedItem(db: Db, conversationId: string) {
  return db
    .selectFrom('actionableItems')
    .select(['id', 'text', 'ticked', 'issued', 'subtype'])
    .where('conversationId', '=', conversationId)
    .orderBy('position', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

export function issuedItems(db: Db, conversationId: string) {
  return db
    .selectFrom('actionableItems')
    .select(['category', 'text', 'position'])
    .where('conversationId', '=', conversationId)
    .execute();
}

export async function insertItems(
  db: Db,
  conversationId: string,
  items: { category: string; text: string; subtype: string | null; details: unknown }[],
  start: number,
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('actionableItems')
    .values(
      items.map((item, index) => ({
        conversationId,
        category: item.category,
        text: item.text,
        subtype: item.subtype,
        position: start + index,
        details: JSON.stringify(item.details),
      })),
    )
    .execute();
}
