import type { Db } from '../db/database.js';
import { toMessage } from '../domain/serialize.js';
import { imageSlice, messageEntriesOf } from '../repositories/message-list.js';
import type { ConversationReader } from './access.js';

/**
 * How much of an image is read at a time. A conversation may hold 50 MB of images and many may be
 * read at once, so the list is written as it is read, never held whole.
 */
const IMAGE_SLICE_CHARS = 1024 * 1024;

/** JSON text of a string's inside (no quotes): data URLs need no escaping, but nothing is assumed. */
const jsonInside = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * The conversation's messages, for whoever may read it (the owning patient or the assigned
 * doctor), as the pieces of one JSON array: each message's `imageUrl` is the data URL as the
 * patient sent it, streamed a slice at a time.
 */
export async function* messageListJson(db: Db, reader: ConversationReader): AsyncGenerator<string> {
  const entries = await messageEntriesOf(db, reader.conversation.id);
  yield '[';
  for (const [i, { imageLength, ...row }] of entries.entries()) {
    const { imageUrl: _none, ...message } = toMessage({ ...row, imageUrl: null });
    const head = (i > 0 ? ',' : '') + JSON.stringify(message);
    if (imageLength === null) {
      yield `${head.slice(0, -1)},"imageUrl":null}`;
      continue;
    }
    yield `${head.slice(0, -1)},"imageUrl":"`;
    for (let start = 0; start < imageLength; start += IMAGE_SLICE_CHARS) {
      yield jsonInside(await imageSlice(db, row.id, start, IMAGE_SLICE_CHARS));
    }
    yield '"}';
  }
  yield ']';
}
