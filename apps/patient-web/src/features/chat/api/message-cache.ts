import type { Message } from '@telehealth/schema';

/** Messages shown before the server has answered carry ids starting with 'temp-'. */
export const TEMP_PREFIX = 'temp-';

export const isTemporary = (message: Pick<Message, 'id'>) => message.id.startsWith(TEMP_PREFIX);

export function temporaryPatientMessage(
  conversationId: string,
  text: string,
  imageUrl: string | null,
  now = new Date(),
): Message {
  const timestamp = now.toISOString();
  return {
    id: `${TEMP_PREFIX}${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    conversationId,
    userId: null,
    text,
    sender: 'patient',
    timestamp,
    createdAt: timestamp,
    imageUrl,
    attachmentUrl: null,
    attachmentName: null,
    attachmentPurpose: null,
    attachmentCondition: null,
    options: null,
  };
}

/** Appends the messages whose ids are not on screen yet (the socket may have delivered them first). */
export function appendNew(list: Message[] | undefined, incoming: Message[]): Message[] {
  const current = list ?? [];
  const seen = new Set(current.map((m) => m.id));
  const fresh = incoming.filter((m) => !seen.has(m.id) && seen.add(m.id));
  return fresh.length ? [...current, ...fresh] : current;
}

/** The server's answer replaces the temporary messages. */
export function replaceTemporary(list: Message[] | undefined, confirmed: Message[]): Message[] {
  return appendNew((list ?? []).filter((m) => !isTemporary(m)), confirmed);
}

/**
 * A message pushed by the socket. When it is the patient's own message arriving before the send call
 * answers, it takes the place of the matching temporary one instead of showing twice.
 */
export function receiveMessage(list: Message[] | undefined, message: Message): Message[] {
  const current = list ?? [];
  if (current.some((m) => m.id === message.id)) return current;
  if (message.sender === 'patient') {
    const index = current.findIndex((m) => isTemporary(m) && m.text === message.text);
    if (index >= 0) return [...current.slice(0, index), message, ...current.slice(index + 1)];
  }
  return [...current, message];
}
