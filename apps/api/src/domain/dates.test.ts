import { describe, expect, it } from 'vitest';
import { readLeaveDates } from '../consultation/date-words.js';
import {
  addDays,
  ageOn,
  clinicToday,
  dateOfBirthProblem,
  daysInclusive,
  displayDate,
  localDate,
  parseDayMonthYear,
} from './dates.js';

/*
 * Sydney's daylight-saving changes: clocks go forward at 2 am on the first Sunday of October (a
 * 23-hour day) and back at 3 am on the first Sunday of April (a 25-hour day). Counting days as
 * 24-hour steps gets both wrong late in the evening or just after midnight.
 */
// Saturday 3 October 2026, 11:30 pm in Sydney (AEST, UTC+10); daylight saving starts the next morning.
const BEFORE_SPRING_FORWARD = new Date('2026-10-03T13:30:00Z');
// Saturday 4 April 2026, 12:30 am in Sydney (AEDT, UTC+11); daylight saving ends the next morning.
const BEFORE_AUTUMN_BACK = new Date('2026-04-03T13:30:00Z');

describe('calendar days in the clinic time zone', () => {
  it('are whole days across the change to daylight saving (first Sunday of October)', () => {
    expect(clinicToday(BEFORE_SPRING_FORWARD)).toBe('2026-10-03');
    expect(localDate(BEFORE_SPRING_FORWARD, 1)).toBe('2026-10-04');
    expect(localDate(BEFORE_SPRING_FORWARD, 2)).toBe('2026-10-05');
    const threeDays = readLeaveDates('3 days', BEFORE_SPRING_FORWARD);
    expect(threeDays).toEqual({ fromDate: '2026-10-03', toDate: '2026-10-05' });
    expect(daysInclusive(threeDays!.fromDate, threeDays!.toDate)).toBe(3);
    expect(readLeaveDates('today and tomorrow', BEFORE_SPRING_FORWARD)).toEqual({
      fromDate: '2026-10-03',
      toDate: '2026-10-04',
    });
  });

  it('are whole days across the change back from daylight saving (first Sunday of April)', () => {
    expect(clinicToday(BEFORE_AUTUMN_BACK)).toBe('2026-04-04');
    expect(localDate(BEFORE_AUTUMN_BACK, 1)).toBe('2026-04-05');
    expect(localDate(BEFORE_AUTUMN_BACK, 2)).toBe('2026-04-06');
    const threeDays = readLeaveDates('3 days', BEFORE_AUTUMN_BACK);
    expect(threeDays).toEqual({ fromDate: '2026-04-04', toDate: '2026-04-06' });
    expect(daysInclusive(threeDays!.fromDate, threeDays!.toDate)).toBe(3);
    expect(readLeaveDates('today until Monday', BEFORE_AUTUMN_BACK)).toEqual({
      fromDate: '2026-04-04',
      toDate: '2026-04-06',
    });
  });

  it('take the clinic day, not the UTC day', () => {
    // 9:30 am on Monday 5 October 2026 in Sydney is still Sunday in UTC.
    expect(clinicToday(new Date('2026-10-04T22:30:00Z'))).toBe('2026-10-05');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('dates as people write them (DD/MM/YYYY)', () => {
  it('reads only real days, and shows ISO days the same way', () => {
    expect(parseDayMonthYear('29/02/2028')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseDayMonthYear('29/02/2027')).toBeNull();
    expect(parseDayMonthYear('2027-02-01')).toBeNull();
    expect(displayDate('2026-10-05')).toBe('05/10/2026');
  });

  it('checks a date of birth and counts an age on a clinic day', () => {
    const now = new Date('2026-11-22T01:00:00Z');
    expect(dateOfBirthProblem('04/07/1988', now)).toBeNull();
    expect(dateOfBirthProblem('31/02/1990', now)).toBe('format');
    expect(dateOfBirthProblem('01/01/2030', now)).toBe('future');
    expect(dateOfBirthProblem('01/01/1850', now)).toBe('too-old');
    expect(ageOn('22/11/2016', '2026-11-22')).toBe(10);
    expect(ageOn('23/11/2016', '2026-11-22')).toBe(9);
  });
});
