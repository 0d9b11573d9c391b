import { randomBytes } from 'node:crypto';

/**
 * Crockford base 32: no I, L, O or U, so a code read aloud or typed from paper is not misread.
 * 32 divides 256, so taking each random byte modulo 32 keeps every symbol equally likely.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomSymbols(count: number): string {
  return Array.from(randomBytes(count), (b) => ALPHABET[b % 32]).join('');
}

/** 16 symbols = 80 random bits: far beyond guessing, even at millions of tries a second. */
export const VERIFICATION_CODE_SYMBOLS = 16;

/** A verification code as printed: four groups of four, e.g. 7KQ2-M9XD-4TNB-H3RW. */
export function newVerificationCode(): string {
  return randomSymbols(VERIFICATION_CODE_SYMBOLS).match(/.{4}/g)!.join('-');
}

/**
 * A code as someone typed it, in the printed form: case, spaces and dashes do not matter, and the
 * letters Crockford treats as look-alikes (O for 0, I and L for 1) are read as the digits.
 * Returns null when it cannot be a code.
 */
export function normalizeVerificationCode(input: string): string | null {
  const symbols = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (symbols.length !== VERIFICATION_CODE_SYMBOLS || [...symbols].some((c) => !ALPHABET.includes(c))) return null;
  return symbols.match(/.{4}/g)!.join('-');
}

export type DocumentKind = 'certificate' | 'pathology' | 'imaging' | 'referral';

const PREFIX: Record<DocumentKind, string> = { certificate: 'MC', pathology: 'PR', imaging: 'IR', referral: 'RL' };

/** A document number people can quote: kind, issue date and 40 random bits, e.g. MC-20250512-7KQ2M9XD. */
export function newDocumentNumber(kind: DocumentKind, issuedOn: string): string {
  return `${PREFIX[kind]}-${issuedOn.replace(/-/g, '')}-${randomSymbols(8)}`;
}
