import type { ConversationRow } from '../db/tables.js';
import type { ConversationForTurn } from '../repositories/conversations.js';

interface Entry {
  /** As a turn starts from it: no message is known to be stored under the client's id. */
  row: ConversationForTurn;
  /** The client ids of the patient messages this instance wrote to it lately: a resend of one is read again. */
  sent: string[];
  /** Epoch ms after which the entry no longer answers. */
  until: number;
}

export interface TurnConversationsOptions {
  /** How long an entry answers at most after the turn that wrote it. */
  ttlMs?: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/** Resends looked for in an entry: a client resends its latest messages, not old ones. */
const SENT_KEPT = 4;

/**
 * The conversations as this instance's patient turns last wrote them, so that a patient's next
 * message starts from memory instead of reading the conversation again: the write's statement
 * then is the turn's only one (with the outbox's publication).
 *
 * What keeps it safe: a turn's write happens only over the version it was worked out on (the
 * statement's gate), and every change to what a turn or its access check reads moves that version
 * on: another turn's state, a doctor requested, assigned or put back in the queue, the patient's
 * details, the patient closing the conversation (the conversation's owner never changes, and a deleted
 * one matches no row). A copy that another instance or use case has overtaken therefore writes nothing; the
 * turn drops it, reads the conversation, checks it is still the patient's, and works the turn out
 * again. What does not move the version is not read by a turn: the preview and time (the write
 * sets them), the doctor's record (diagnosis, management), and the images' bytes, which the write
 * counts against the budget itself. A resend of a message written here is read again (the stored
 * turn answers it); one written elsewhere meets the messages' unique client id in the write.
 */
export class TurnConversations {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: TurnConversationsOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.maxEntries = options.maxEntries ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  /** The conversation as the last turn here wrote it, unless the message is a resend of one written here. */
  get(conversationId: string, clientMessageId: string | null): ConversationForTurn | undefined {
    const entry = this.entries.get(conversationId);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(conversationId);
      return undefined;
    }
    if (clientMessageId && entry.sent.includes(clientMessageId)) return undefined;
    return entry.row;
  }

  /** Keeps the conversation as a turn's write left it (a newer version already kept stays). */
  keep(row: ConversationRow, clientMessageId: string | null): void {
    const known = this.entries.get(row.id);
    if (known && known.row.version > row.version) return;
    const sent = clientMessageId ? [clientMessageId, ...(known?.sent ?? [])].slice(0, SENT_KEPT) : (known?.sent ?? []);
    this.entries.delete(row.id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(row.id, { row: { ...row, sentMessageId: null }, sent, until: this.now() + this.ttlMs });
  }

  /** Drops the copy: the conversation moved on elsewhere, or was written in a way not followed here. */
  forget(conversationId: string): void {
    this.entries.delete(conversationId);
  }

  get size(): number {
    return this.entries.size;
  }
}
