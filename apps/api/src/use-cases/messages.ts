import type { Db } from '../db/database.js';
import { base64Of, dataUrlHead } from '../domain/image.js';
import { toMessage } from '../domain/serialize.js';
import { imageSlice, messageEntriesOf } from '../repositories/message-list.js';
import type { ConversationReader } from './access.js';

/**
 * How much of an image is read at a time: a multiple of 3 bytes, so the slices' base64 joins into
 * the image's, and small enough that each slice's text (96 kB) is short-lived young garbage rather
 * than a large object that lingers until a full collection. A conversation holds up to 50 MB of
 * images and many may be read at once, so the list is written as it is read, never held whole
 * (`pnpm --filter @telehealth/api bench:message-list` prints the memory this takes).
 */
const IMAGE_SLICE_BYTES = 3 * 24 * 1024;

const withoutAttachment = <T extends object>(row: T): T => ({
  ...row,
  attachmentId: null,
  attachmentUrl: null,
  attachmentName: null,
  attachmentPurpose: null,
  attachmentCondition: null,
});

/**
 * The conversation's messages, for whoever may read it (the owning patient or the assigned
 * doctor), as the pieces of one JSON array: each message's `imageUrl` is the data URL as the
 * patient sent it, streamed a slice at a time.
 */
export async function* messageListJson(db: Db, reader: ConversationReader): AsyncGenerator<string> {
  const entries = await messageEntriesOf(db, reader.conversation.id);
  yield '[';
  for (const [i, { imageLength, attachmentRemovedAt, ...entry }] of entries.entries()) {
    // A document the patient removed is gone from their chat; the doctor's copy of the record keeps it.
    const row = attachmentRemovedAt && reader.role === 'patient' ? withoutAttachment(entry) : entry;
    const { imageUrl: _none, ...message } = toMessage({ ...row, imageData: null });
    const head = (i > 0 ? ',' : '') + JSON.stringify(message);
    if (imageLength === null || !row.imageType) {
      yield `${head.slice(0, -1)},"imageUrl":null}`;
      continue;
    }
    // A checked image type and base64 need no JSON escaping.
    yield `${head.slice(0, -1)},"imageUrl":"${dataUrlHead(row.imageType)}`;
    for (let start = 0; start < imageLength; start += IMAGE_SLICE_BYTES) {
      // Bytes, not text, from the driver: buffers are collected promptly, large strings are not.
      yield base64Of(await imageSlice(db, row.id, start, IMAGE_SLICE_BYTES));
    }
    yield '"}';
  }
  yield ']';
}
