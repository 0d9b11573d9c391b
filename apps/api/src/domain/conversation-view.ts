import type { ActionableItems, Conversation } from '@telehealth/schema';
import { ACTIONABLE_CATEGORIES } from '@telehealth/schema';
import type { Db } from '../db/database.js';
import type { ConversationRow } from '../db/tables.js';
import { toAssignedDoctor, toConversation } from './serialize.js';

async function assignedDoctorOf(db: Db, row: ConversationRow) {
  if (!row.assignedDoctorId) return null;
  const doctor = await db
    .selectFrom('doctors')
    .select(['fullName', 'avatarNumber'])
    .where('id', '=', row.assignedDoctorId)
    .executeTakeFirst();
  return doctor ? toAssignedDoctor(doctor) : null;
}

/** The actionable items of a conversation by category, or null before clinical management exists. */
export async function actionableItemsOf(db: Db, conversationId: string): Promise<ActionableItems | null> {
  const rows = await db
    .selectFrom('actionableItems')
    .select(['id', 'category', 'text', 'ticked', 'issued', 'subtype'])
    .where('conversationId', '=', conversationId)
    .orderBy('position')
    .execute();
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
  const rows = await db
    .selectFrom('conversations')
    .leftJoin('doctors', 'doctors.id', 'conversations.assignedDoctorId')
    .selectAll('conversations')
    .select(['doctors.fullName as doctorFullName', 'doctors.avatarNumber as doctorAvatarNumber'])
    .where('conversations.userId', '=', userId)
    .orderBy('conversations.timestamp', 'desc')
    .execute();
  return rows.map(({ doctorFullName, doctorAvatarNumber, ...row }) =>
    toConversation(
      row,
      doctorFullName && doctorAvatarNumber ? toAssignedDoctor({ fullName: doctorFullName, avatarNumber: doctorAvatarNumber }) : null,
    ),
  );
}
