import type { Message, Sender } from '@telehealth/schema';

/** Spec §4: a message shown before the server has answered carries an id starting with 'temp-'. */
export const TEMPORARY_ID_PREFIX = 'temp-';

export const isTemporary = (message: Pick<Message, 'id'>) => message.id.startsWith(TEMPORARY_ID_PREFIX);

export interface OutgoingMessage {
  conversationId: string;
  sender: Sender;
  text: string;
  imageUrl?: string | null;
}

/** The sender's message as it shows at once, until the server's copy takes its place. */
export function temporaryMessage(
  { conversationId, sender, text, imageUrl = null }: OutgoingMessage,
  now = new Date(),
): Message {
  const timestamp = now.toISOString();
  return {
    // The time keeps ids in sending order; the random part tells apart two sent in the same millisecond.
    id: `${TEMPORARY_ID_PREFIX}${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    conversationId,
    userId: null,
    text,
    sender,
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

/** Appends the messages whose ids are not shown yet (the socket may have delivered them first). */
export function appendNew(list: readonly Message[] | undefined, incoming: readonly Message[]): Message[] {
  const current = [...(list ?? [])];
  const seen = new Set(current.map((m) => m.id));
  const fresh = incoming.filter((m) => !seen.has(m.id) && seen.add(m.id));
  return fresh.length ? [...current, ...fresh] : current;
}

/**
 * The send call answered: the server's messages take the place of the temporary one, without
 * repeating any the socket delivered first. When the temporary message is gone (a refetch landed),
 * they are appended.
 */
export function replaceTemporary(
  list: readonly Message[] | undefined,
  temporaryId: string,
  confirmed: readonly Message[],
): Message[] {
  const current = list ?? [];
  const at = current.findIndex((m) => m.id === temporaryId);
  const kept = current.filter((m) => m.id !== temporaryId);
  if (at === -1) return appendNew(kept, confirmed);
  const seen = new Set(kept.map((m) => m.id));
  const fresh = confirmed.filter((m) => !seen.has(m.id) && seen.add(m.id));
  return [...kept.slice(0, at), ...fresh, ...kept.slice(at)];
}

/** The send call failed: its temporary message goes away. */
export const dropTemporary = (list: readonly Message[] | undefined, temporaryId: string): Message[] =>
  (list ?? []).filter((m) => m.id !== temporaryId);

/**
 * A message pushed by the socket: ignored when already shown (spec §4). The socket may echo the
 * sender's own message before the send call answers; it then takes the place of its temporary twin.
 */
export function receiveMessage(list: readonly Message[] | undefined, message: Message): Message[] {
  const current = [...(list ?? [])];
  if (current.some((m) => m.id === message.id)) return current;
  const twin = current.findIndex((m) => isTemporary(m) && m.sender === message.sender && m.text === message.text);
  if (twin !== -1) return current.map((m, i) => (i === twin ? message : m));
  // Events may arrive late (one published by another instance's sweep): it takes its place by the
  // server's time among the stored messages rather than after newer ones.
  let at = current.length;
  while (at > 0 && !isTemporary(current[at - 1]!) && current[at - 1]!.createdAt > message.createdAt) at--;
  return [...current.slice(0, at), message, ...current.slice(at)];
}
