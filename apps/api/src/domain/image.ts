import { MAX_IMAGE_BYTES } from '@telehealth/schema';
import { HttpError, badRequest } from './http-errors.js';

const DATA_URL = /^data:(image\/[a-zA-Z0-9.+-]+);base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The image types a chat accepts, each known by the first bytes of its file. */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  'image/png': (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  'image/gif': (h) => ['GIF87a', 'GIF89a'].includes(h.subarray(0, 6).toString('latin1')),
  'image/webp': (h) =>
    h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
};
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

export interface CheckedImage {
  type: string;
  /** Decoded size: what counts against the 10 MB limit and the conversation's image budget. */
  bytes: number;
}

/**
 * An attached image: a base64 data URL of a PNG, JPEG, WebP or GIF whose first bytes are that
 * type's signature, decoded size within 10 MB. SVG (which may carry script), HTML and anything
 * labelled as one type but holding another are refused.
 */
export function checkImageDataUrl(url: string): CheckedImage {
  const head = DATA_URL.exec(url);
  if (!head) throw badRequest('imageUrl must be a base64 data URL of an image');
  const declared = head[1]!.toLowerCase();
  const type = ALIASES[declared] ?? declared;
  const matches = SIGNATURES[type];
  if (!matches) throw new HttpError(415, `Images must be PNG, JPEG, WebP or GIF (got ${declared})`);
  const payload = url.slice(head[0].length);
  if (payload.length === 0 || payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw badRequest('imageUrl is not valid base64');
  }
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const bytes = (payload.length / 4) * 3 - padding;
  if (bytes > MAX_IMAGE_BYTES) throw new HttpError(413, 'Image size must be less than 10MB');
  // Stored as bytes and sent back as base64: only the canonical spelling comes back exactly as sent.
  const last = payload.slice(-4);
  if (Buffer.from(last, 'base64').toString('base64') !== last) throw badRequest('imageUrl is not valid base64');
  if (!matches(Buffer.from(payload.slice(0, 16), 'base64'))) {
    throw new HttpError(
      415,
      `The image's content is not ${declared}: only real PNG, JPEG, WebP or GIF images can be sent`,
    );
  }
  return { type, bytes };
}

/** A checked data URL's type and bytes, as they are stored. */
export function imageOfDataUrl(url: string): { type: string; data: Buffer } {
  const comma = url.indexOf(',');
  return { type: url.slice('data:'.length, url.indexOf(';')), data: Buffer.from(url.slice(comma + 1), 'base64') };
}

/** The start of the data URL of a stored image, up to its base64 bytes. */
export const dataUrlHead = (type: string) => `data:${type};base64,`;

/** Stored bytes as base64 (the database driver gives a Buffer or a plain Uint8Array). */
export const base64Of = (data: Uint8Array) =>
  Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64');
