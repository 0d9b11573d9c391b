import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Text sealed with AES-256-GCM: "sealed:v1:" then base64url of nonce (12 bytes), tag (16 bytes)
 * and ciphertext. A fresh nonce each time, so equal numbers never look equal at rest.
 */
const PREFIX = 'sealed:v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface TextSeal {
  seal(plain: string): string;
  /** The plain text of a sealed value; a value written before sealing began comes back as it is. */
  open(stored: string): string;
}

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

export function textSeal(key: Buffer): TextSeal {
  if (key.length !== 32) throw new Error('An AES-256 key has 32 bytes');
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES));
      decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      // A wrong key or a changed value fails the tag check here: never a silently wrong number.
      return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
