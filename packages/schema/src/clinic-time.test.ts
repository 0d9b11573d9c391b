import { describe, expect, it } from 'vitest';
import {
  clinicDay,
  formatClinicDateTime,
  formatClinicListTime,
  formatLongDate,
  formatShortDate,
  isTimeZone,
  prepareClinicClock,
} from './clinic-time.js';

const SYDNEY = 'Australia/Sydney';

describe('clinic time', () => {
  it("takes the day from the clinic's zone, across the UTC date line and daylight saving", () => {
    expect(clinicDay(new Date('2026-11-22T23:30:00Z'), SYDNEY)).toBe('2026-11-23'); // AEDT, UTC+11
    expect(clinicDay(new Date('2026-06-22T13:30:00Z'), SYDNEY)).toBe('2026-06-22'); // AEST, UTC+10: 11:30 pm
    expect(clinicDay(new Date('2026-06-22T14:30:00Z'), SYDNEY)).toBe('2026-06-23');
    expect(clinicDay(new Date('2026-11-22T23:30:00Z'), 'America/New_York')).toBe('2026-11-22');
  });

  it('writes dates the Australian way, one way on every runtime', () => {
    expect(formatLongDate('2026-11-03')).toBe('3 November 2026');
    expect(formatShortDate('2026-11-03')).toBe('03/11/2026');
    expect(formatClinicDateTime('2026-11-22T23:30:00.000Z', SYDNEY)).toBe('23/11/2026, 10:30 am');
    expect(formatClinicDateTime('not a time', SYDNEY)).toBe('not a time');
    expect(formatLongDate('23/11/2026')).toBe('23/11/2026');
  });

  it("shows today's times and earlier days' dates, 'today' being the clinic's", () => {
    const now = new Date('2026-11-23T02:00:00Z'); // 1 pm on the 23rd in Sydney
    expect(formatClinicListTime('2026-11-22T23:30:00Z', SYDNEY, now)).toBe('10:30 am');
    expect(formatClinicListTime('2026-11-22T12:30:00Z', SYDNEY, now)).toBe('22/11/2026');
  });

  it('prepares a zone ahead of its first use without changing what it prints, and passes over an unknown zone', () => {
    expect(() => prepareClinicClock('Australia/Sidney')).not.toThrow();
    prepareClinicClock('Australia/Perth');
    expect(formatClinicDateTime('2026-11-22T23:30:00.000Z', 'Australia/Perth')).toBe('23/11/2026, 7:30 am');
    expect(() => formatClinicDateTime('2026-11-22T23:30:00.000Z', 'Australia/Sidney')).toThrow(RangeError);
  });

  it('knows a time zone from a typo', () => {
    expect(isTimeZone('Australia/Perth')).toBe(true);
    expect(isTimeZone('Australia/Sidney')).toBe(false);
  });
});
