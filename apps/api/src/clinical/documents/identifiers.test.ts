import { describe, expect, it } from 'vitest';
import {
  newDocumentNumber,
  newVerificationCode,
  normalizeVerificationCode,
  VERIFICATION_CODE_SYMBOLS,
} from './identifiers.js';

describe('verification codes', () => {
  it('are four groups of four unambiguous symbols: 80 random bits', () => {
    const code = newVerificationCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(VERIFICATION_CODE_SYMBOLS * Math.log2(32)).toBe(80);
  });

  it('do not repeat and use the whole alphabet evenly', () => {
    const codes = Array.from({ length: 5000 }, newVerificationCode);
    expect(new Set(codes).size).toBe(codes.length);
    const counts = new Map<string, number>();
    for (const c of codes.join('').replace(/-/g, '')) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(32);
    const expected = (5000 * 16) / 32;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.15);
  });

  it('are read back however they were typed', () => {
    const code = newVerificationCode();
    expect(normalizeVerificationCode(code)).toBe(code);
    expect(normalizeVerificationCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
    expect(normalizeVerificationCode(` ${code.replace(/-/g, '')} `)).toBe(code);
    expect(normalizeVerificationCode('0O1I-L000-0000-0000')).toBe('0011-1000-0000-0000');
    expect(normalizeVerificationCode('ABCD-EFGH')).toBeNull();
    expect(normalizeVerificationCode('ABCD-EFGH-JKMN-PQRU')).toBeNull(); // U is not in the alphabet
    expect(normalizeVerificationCode("'; drop table attachments; --")).toBeNull();
  });
});

describe('document numbers', () => {
  it('say the kind and the issue date', () => {
    expect(newDocumentNumber('certificate', '2025-05-12')).toMatch(/^MC-20250512-[0-9A-Z]{8}$/);
    expect(newDocumentNumber('pathology', '2025-05-12')).toMatch(/^PR-/);
    expect(newDocumentNumber('imaging', '2025-05-12')).toMatch(/^IR-/);
    expect(newDocumentNumber('referral', '2025-05-12')).toMatch(/^RL-/);
  });
});
