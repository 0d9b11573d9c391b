import { describe, expect, it } from 'vitest';
import { readDateOfBirth, readLeaveDates } from './date-words.js';

// A Sunday in Sydney (22 November 2026).
const now = new Date('2026-11-22T01:00:00Z');

describe('dates in words', () => {
  it('reads a date of birth typed in common ways, as DD/MM/YYYY', () => {
    expect(readDateOfBirth('04/07/1988', now)).toEqual({ value: '04/07/1988' });
    expect(readDateOfBirth('4/7/1988', now)).toEqual({ value: '04/07/1988' });
    expect(readDateOfBirth('born 4-7-1988', now)).toEqual({ value: '04/07/1988' });
    expect(readDateOfBirth('31/02/1990', now)).toEqual({ problem: 'format' });
    expect(readDateOfBirth('July 1988', now)).toEqual({ problem: 'format' });
    expect(readDateOfBirth('01/01/2030', now)).toEqual({ problem: 'future' });
    expect(readDateOfBirth('01/01/1850', now)).toEqual({ problem: 'too-old' });
  });

  it('reads the days a certificate should cover', () => {
    expect(readLeaveDates('Just today', now)).toEqual({ fromDate: '2026-11-22', toDate: '2026-11-22' });
    expect(readLeaveDates('Today and tomorrow', now)).toEqual({ fromDate: '2026-11-22', toDate: '2026-11-23' });
    expect(readLeaveDates('Yesterday and today', now)).toEqual({ fromDate: '2026-11-21', toDate: '2026-11-22' });
    expect(readLeaveDates('from 23/11 to 25/11', now)).toEqual({ fromDate: '2026-11-23', toDate: '2026-11-25' });
    expect(readLeaveDates('3 days', now)).toEqual({ fromDate: '2026-11-22', toDate: '2026-11-24' });
    expect(readLeaveDates('today until Wednesday', now)).toEqual({ fromDate: '2026-11-22', toDate: '2026-11-25' });
  });

  it('refuses dates that make no sense for leave', () => {
    expect(readLeaveDates('whenever', now)).toBeNull();
    expect(readLeaveDates('25/11 to 23/11', now)).toBeNull();
    expect(readLeaveDates('30 days', now)).toBeNull();
    expect(readLeaveDates('1/1 to 1/3', now)).toBeNull();
  });
});
