import { describe, expect, it } from 'vitest';
import {
  isPrescriberNumber,
  isProviderNumber,
  normalizeRegistrationNumber,
  providerCheckCharacter,
} from './registration-numbers.js';

describe('registration numbers', () => {
  it('accepts a prescriber number of exactly 7 digits', () => {
    expect(isPrescriberNumber('1234567')).toBe(true);
    for (const bad of ['123456', '12345678', '12345a7', '', '１２３４５６７'])
      expect(isPrescriberNumber(bad)).toBe(false);
  });

  it('computes the Medicare provider check character from the stem and location', () => {
    // 2·3+3·5+4·8+5·4+6·2+7·1 = 92, location 8 → 48; 140 mod 11 = 8 → F
    expect(providerCheckCharacter('234567', '8')).toBe('F');
    // 8·3+7·5+6·8+5·4+4·2+3·1 = 138, location 2 → 12; 150 mod 11 = 7 → H
    expect(providerCheckCharacter('876543', '2')).toBe('H');
    // location letters count from 10: A → 60; 0 + 60 = 60 mod 11 = 5 → K
    expect(providerCheckCharacter('000000', 'A')).toBe('K');
    expect(providerCheckCharacter('00000', 'A')).toBeNull();
    expect(providerCheckCharacter('000000', 'I')).toBeNull();
  });

  it('accepts a provider number only with its right check character', () => {
    expect(isProviderNumber('2345678F')).toBe(true);
    expect(isProviderNumber('000000AK')).toBe(true);
    for (const bad of ['2345678A', '2345678', '2345678FF', '234567OF', 'ABCDEF8F', ''])
      expect(isProviderNumber(bad)).toBe(false);
  });

  it('ignores spaces and case as typed', () => {
    expect(normalizeRegistrationNumber(' 234567 8f ')).toBe('2345678F');
  });
});
