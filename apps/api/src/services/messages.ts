import type { Transaction } from 'kysely';
import type { QuickReplies } from '@telehealth/schema';
import type { Database, MessageRow } from '../db/tables.js';

export interface NewChatMessage {
  conversationId: string;
  sender: 'patient' | 'doctor';
  text: string;
  userId?: string | null;
  authorDoctorId?: string | null;
  imageUrl?: string | null;
  options?: QuickReplies | null;
  attachment?: { id: string; url: string; name: string; purpose: string | null; condition: string | null };
}

/** Writes a message and moves the conversation's lastMessage/timestamp, in the caller's transaction. */
export async function addMessage(trx: Transaction<Database>, message: NewChatMessage): Promise<MessageRow> {
  const now = new Date();
  const row = await trx
    .insertInto('messages')
    .values({
      conversationId: message.conversationId,
      sender: message.sender,
      text: message.text,
      userId: message.userId ?? null,
      authorDoctorId: message.authorDoctorId ?? null,
      timestamp: now.toISOString(),
      createdAt: now,
      imageUrl: message.imageUrl ?? null,
      options: message.options ? JSON.stringify(message.options) : null,
      attachmentId: message.attachment?.id ?? null,
      attachmentUrl: message.attachment?.url ?? null,
      attachmentName: message.attachment?.name ?? null,
      attachmentPurpose: message.attachment?.purpose ?? null,
      attachmentCondition: message.attachment?.condition ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('conversations')
    .set({ lastMessage: message.text.slice(0, 500), timestamp: now })
    .where('id', '=', message.conversationId)
    .execute();
  return row;
}
