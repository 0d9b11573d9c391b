import type { ActionableItems } from '@telehealth/schema';
import type { Db } from '../db/database.js';
import { actionableItemsOf } from './conversation-view.js';
import { conflict, notFound } from '../domain/http-errors.js';
import { itemExists, setTicked } from '../repositories/actionable-items.js';

const EMPTY_ITEMS: ActionableItems = {
  diagnoses: [],
  medications: [],
  investigations: [],
  certificates: [],
  referrals: [],
  advice: [],
};

export async function actionableItems(db: Db, conversationId: string): Promise<ActionableItems> {
  return (await actionableItemsOf(db, conversationId)) ?? EMPTY_ITEMS;
}

/** Ticks or unticks an item; an issued one is the record of what the patient received and stays as it is. */
export async function toggleItem(db: Db, conversationId: string, itemId: string, ticked: boolean) {
  const updated = await setTicked(db, conversationId, itemId, ticked);
  if (updated) return updated;
  if (!(await itemExists(db, conversationId, itemId))) throw notFound('Item not found');
  throw conflict('This item has already been issued and can no longer be changed');
}
