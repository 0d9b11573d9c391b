import { parseDayMonthYear } from './dates.js';

/** Australian medical records: kept at least 7 years after the last entry for an adult... */
export const ADULT_RETENTION_YEARS = 7;
/** ...and for a child, until they turn 25. */
export const CHILD_RETAINED_UNTIL_AGE = 25;

const addYears = (date: Date, years: number) => {
  const d = new Date(date);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
};

/**
 * The day a consultation's record may be destroyed: 7 years after its last entry, and never before
 * the patient turns 25. Without a readable date of birth the patient may have been a newborn, so the
 * record is kept for 25 years after its last entry.
 */
export function retainedUntil(lastEntry: Date, dateOfBirth: string | null): Date {
  const adult = addYears(lastEntry, ADULT_RETENTION_YEARS);
  const born = dateOfBirth ? parseDayMonthYear(dateOfBirth) : null;
  const turns25 = born ? addYears(born, CHILD_RETAINED_UNTIL_AGE) : addYears(lastEntry, CHILD_RETAINED_UNTIL_AGE);
  return adult > turns25 ? adult : turns25;
}
