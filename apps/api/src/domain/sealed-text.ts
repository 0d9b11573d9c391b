import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Text sealed with AES-256-GCM: "sealed:v1:" then base64url of nonce (12 bytes), tag (16 bytes)
 * and ciphertext. A fresh nonce each time, so equal numbers never look equal at rest.
 * Files (documents) are sealed the same way, as bytes: "sealed:v1:", nonce, tag and ciphertext, raw.
 */
const PREFIX = 'sealed:v1:';
const PREFIX_BYTES = Buffer.from(PREFIX, 'latin1');
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface TextSeal {
  seal(plain: string): string;
  /** The plain text of a sealed value; a value written before sealing began comes back as it is. */
  open(stored: string): string;
  sealBytes(plain: Uint8Array): Buffer;
  /** The bytes of a sealed file; a file stored before sealing began comes back as it is. */
  openBytes(stored: Uint8Array): Uint8Array;
}

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

export const isSealedBytes = (stored: Uint8Array): boolean =>
  stored.length >= PREFIX_BYTES.length && PREFIX_BYTES.equals(stored.subarray(0, PREFIX_BYTES.length));

export function textSeal(key: Buffer): TextSeal {
  if (key.length !== 32) throw new Error('An AES-256 key has 32 bytes');
  const sealRaw = (plain: Uint8Array): Buffer => {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([nonce, cipher.getAuthTag(), body]);
  };
  const openRaw = (raw: Uint8Array): Buffer => {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES));
    decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    // A wrong key or a changed value fails the tag check here: never a silently wrong number.
    return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]);
  };
  return {
    seal: (plain) => PREFIX + sealRaw(Buffer.from(plain, 'utf8')).toString('base64url'),
    open: (stored) =>
      isSealed(stored) ? openRaw(Buffer.from(stored.slice(PREFIX.length), 'base64url')).toString('utf8') : stored,
    sealBytes: (plain) => Buffer.concat([PREFIX_BYTES, sealRaw(plain)]),
    openBytes: (stored) => (isSealedBytes(stored) ? openRaw(stored.subarray(PREFIX_BYTES.length)) : stored),
  };
}
