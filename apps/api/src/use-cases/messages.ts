import type { Db } from '../db/database.js';
import type { MessageRow } from '../db/tables.js';
import { messagesOf } from '../repositories/messages.js';
import type { ConversationReader } from './access.js';

/** The conversation's messages, for whoever may read it (the owning patient or the assigned doctor). */
export function readMessages(db: Db, reader: ConversationReader): Promise<MessageRow[]> {
  return messagesOf(db, reader.conversation.id);
}
