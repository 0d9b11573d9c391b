import { describe, expect, it } from 'vitest';
import { retainedUntil } from './retention.js';

const LAST_ENTRY = new Date('2026-11-23T05:00:00Z');

describe('how long a consultation record is kept', () => {
  it('keeps an adult’s record 7 years after its last entry', () => {
    expect(retainedUntil(LAST_ENTRY, '14/03/1990').toISOString()).toBe('2033-11-23T05:00:00.000Z');
  });

  it('keeps a child’s record until they turn 25 when that is later', () => {
    expect(retainedUntil(LAST_ENTRY, '01/06/2020').toISOString()).toBe('2045-06-01T00:00:00.000Z');
  });

  it('keeps a teenager’s record 7 years when they turn 25 before that', () => {
    expect(retainedUntil(LAST_ENTRY, '01/01/2008').toISOString()).toBe('2033-11-23T05:00:00.000Z');
  });

  it('keeps a record without a readable date of birth as long as a newborn’s', () => {
    for (const dob of [null, 'not a date'])
      expect(retainedUntil(LAST_ENTRY, dob).toISOString()).toBe('2051-11-23T05:00:00.000Z');
  });
});
