import type { QuickReplies } from '@telehealth/schema';
import type { Db } from '../db/database.js';
import type { MessageRow } from '../db/tables.js';
import { imageOfDataUrl } from '../domain/image.js';
import { markdownToPlainText } from '../domain/markdown-text.js';

export interface NewChatMessage {
  conversationId: string;
  sender: 'patient' | 'doctor';
  text: string;
  userId?: string | null;
  authorDoctorId?: string | null;
  imageUrl?: string | null;
  options?: QuickReplies | null;
  attachment?: { id: string; url: string; name: string; purpose: string | null; condition: string | null };
  /** The sender's own id for the message, unique within the conversation (idempotent sending). */
  clientMessageId?: string | null;
  /** On the AI doctor's reply: the patient message it answers. */
  replyToId?: string | null;
}

/**
 * The AI doctor's recent markdown as plain text. Its questions repeat word for word across
 * consultations, and parsing one as CommonMark costs about a millisecond (most of it the parser's
 * setup), paid on every turn: the recent ones are kept, the oldest dropped first.
 */
const plainTexts = new Map<string, string>();
const PLAIN_TEXTS_KEPT = 1000;
/** Questions are short; a long answer (an assessment) is the patient's own and is not kept. */
const LONGEST_KEPT = 400;

function plainTextOf(markdown: string): string {
  const known = plainTexts.get(markdown);
  if (known !== undefined) return known;
  const text = markdownToPlainText(markdown);
  if (markdown.length > LONGEST_KEPT) return text;
  if (plainTexts.size >= PLAIN_TEXTS_KEPT) plainTexts.delete(plainTexts.keys().next().value!);
  plainTexts.set(markdown, text);
  return text;
}

/** The conversation list's preview: the AI doctor writes markdown, which the list shows as plain text. */
export function previewOf(message: NewChatMessage): string {
  const byAi = message.sender === 'doctor' && !message.authorDoctorId;
  return byAi ? plainTextOf(message.text) : message.text;
}

/** Writes a message and moves the conversation's lastMessage/timestamp; call it inside a transaction. */
export async function addMessage(db: Db, message: NewChatMessage): Promise<MessageRow> {
  const now = new Date();
  const image = message.imageUrl ? imageOfDataUrl(message.imageUrl) : null;
  const row = await db
    .insertInto('messages')
    .values({
      conversationId: message.conversationId,
      sender: message.sender,
      text: message.text,
      userId: message.userId ?? null,
      authorDoctorId: message.authorDoctorId ?? null,
      timestamp: now.toISOString(),
      createdAt: now,
      imageType: image?.type ?? null,
      imageData: image?.data ?? null,
      options: message.options ? JSON.stringify(message.options) : null,
      attachmentId: message.attachment?.id ?? null,
      attachmentUrl: message.attachment?.url ?? null,
      attachmentName: message.attachment?.name ?? null,
      attachmentPurpose: message.attachment?.purpose ?? null,
      attachmentCondition: message.attachment?.condition ?? null,
      clientMessageId: message.clientMessageId ?? null,
      replyToId: message.replyToId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('conversations')
    .set({ lastMessage: previewOf(message).slice(0, 500), timestamp: now })
    .where('id', '=', message.conversationId)
    .execute();
  return row;
}

/** The message a client already sent with this id, if it did. */
export function findSentMessage(
  db: Db,
  conversationId: string,
  clientMessageId: string,
): Promise<MessageRow | undefined> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('conversationId', '=', conversationId)
    .where('clientMessageId', '=', clientMessageId)
    .executeTakeFirst();
}

/** The AI doctor's reply to a patient message, if it had one. */
export function findReplyTo(db: Db, messageId: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('replyToId', '=', messageId).orderBy('seq').executeTakeFirst();
}

/** True when an insert failed because the conversation already has a message with that client id. */
export function isRepeatedClientMessageId(err: unknown): boolean {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    e?.code === '23505' && (e.constraint === 'messages_client_id' || String(e.message).includes('messages_client_id'))
  );
}

export function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}
