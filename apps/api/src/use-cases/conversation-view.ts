import type { ActionableItems, Conversation } from '@telehealth/schema';
import { ACTIONABLE_CATEGORIES } from '@telehealth/schema';
import type { Db } from '../db/database.js';
import type { ConversationRow } from '../db/tables.js';
import { itemsOf } from '../repositories/actionable-items.js';
import { conversationsOfUser } from '../repositories/conversations.js';
import { doctorCard } from '../repositories/doctors.js';
import { toAssignedDoctor, toConversation } from '../domain/serialize.js';

async function assignedDoctorOf(db: Db, row: ConversationRow) {
  if (!row.assignedDoctorId) return null;
  const doctor = await doctorCard(db, row.assignedDoctorId);
  return doctor ? toAssignedDoctor(doctor) : null;
}

/** The actionable items of a conversation by category, or null before clinical management exists. */
export async function actionableItemsOf(db: Db, conversationId: string): Promise<ActionableItems | null> {
  const rows = await itemsOf(db, conversationId);
  if (rows.length === 0) return null;
  const items = Object.fromEntries(ACTIONABLE_CATEGORIES.map((c) => [c, []])) as unknown as ActionableItems;
  for (const { category, ...item } of rows) {
    if ((ACTIONABLE_CATEGORIES as readonly string[]).includes(category)) {
      items[category as keyof ActionableItems].push(item);
    }
  }
  return items;
}

/** One conversation in the API's shape, with its assigned doctor and actionable items. */
export async function conversationView(db: Db, row: ConversationRow): Promise<Conversation> {
  return toConversation(row, await assignedDoctorOf(db, row), await actionableItemsOf(db, row.id));
}

/** A user's conversations, newest activity first; the list leaves out the actionable items. */
export async function listConversations(db: Db, userId: string): Promise<Conversation[]> {
  const rows = await conversationsOfUser(db, userId);
  return rows.map(({ doctorFullName, doctorAvatarNumber, ...row }) =>
    toConversation(
      row,
      doctorFullName && doctorAvatarNumber
        ? toAssignedDoctor({ fullName: doctorFullName, avatarNumber: doctorAvatarNumber })
        : null,
    ),
  );
}
