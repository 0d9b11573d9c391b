import type { Message } from '@telehealth/schema';

export const TEMP_PREFIX = 'temp-';
export const isTemporary = (message: Pick<Message, 'id'>) => message.id.startsWith(TEMP_PREFIX);

/** The doctor's message as it shows before the server has answered (spec §4). */
export function temporaryMessage(conversationId: string, text: string, now = new Date()): Message {
  const iso = now.toISOString();
  return {
    id: `${TEMP_PREFIX}${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    conversationId,
    userId: null,
    text,
    sender: 'doctor',
    timestamp: iso,
    createdAt: iso,
    imageUrl: null,
    attachmentUrl: null,
    attachmentName: null,
    attachmentPurpose: null,
    attachmentCondition: null,
  };
}

/**
 * A message from the socket: ignored when already shown (spec §4). The socket may echo the doctor's
 * own message before the send call answers; it then takes the place of its temporary twin.
 */
export function mergeIncoming(messages: readonly Message[], incoming: Message): Message[] {
  if (messages.some((m) => m.id === incoming.id)) return [...messages];
  const twin = messages.findIndex((m) => isTemporary(m) && m.sender === incoming.sender && m.text === incoming.text);
  if (twin === -1) return [...messages, incoming];
  return messages.map((m, i) => (i === twin ? incoming : m));
}

/** The send call answered: the temporary message becomes the server's (unless the socket got there first). */
export function confirmSent(messages: readonly Message[], tempId: string, sent: Message): Message[] {
  if (messages.some((m) => m.id === sent.id)) return messages.filter((m) => m.id !== tempId);
  if (!messages.some((m) => m.id === tempId)) return [...messages, sent];
  return messages.map((m) => (m.id === tempId ? sent : m));
}

/** The send call failed: the temporary message goes away. */
export const dropTemporary = (messages: readonly Message[], tempId: string) => messages.filter((m) => m.id !== tempId);
