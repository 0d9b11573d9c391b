import {
  addDays,
  dateOfBirthProblem,
  dayMonthYear,
  daysInclusive,
  isoDateOf,
  localDate,
  weekdayOf,
} from '../domain/dates.js';
import { normalise } from './words.js';

/**
 * A date of birth typed any common way ("4/7/1988", "04-07-1988", "04.07.1988") as DD/MM/YYYY,
 * or a reason it is not one.
 */
export function readDateOfBirth(
  text: string,
  now: Date,
): { value: string } | { problem: 'format' | 'future' | 'too-old' } {
  const m = /\b(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})\b/.exec(text);
  if (!m) return { problem: 'format' };
  const value = dayMonthYear(Number(m[1]), Number(m[2]), m[3]!);
  const problem = dateOfBirthProblem(value, now);
  return problem ? { problem } : { value };
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Days from today of one date word: today, tomorrow, yesterday, a weekday (the next one), or DD/MM(/YYYY). */
function dayOffset(word: string, now: Date): number | null {
  const today = localDate(now);
  if (/^(today|now)$/.test(word)) return 0;
  if (word === 'tomorrow') return 1;
  if (word === 'yesterday') return -1;
  const short = word.replace(/\.$/, '');
  const weekday = short.length >= 3 ? WEEKDAYS.findIndex((d) => d.startsWith(short)) : -1;
  if (weekday >= 0) return (weekday - weekdayOf(today) + 7) % 7;
  const m = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$/.exec(word);
  if (!m) return null;
  const thisYear = Number(today.slice(0, 4));
  const year = m[3] ? (m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3])) : thisYear;
  const date = isoDateOf(Number(m[1]), Number(m[2]), year);
  return date === null ? null : daysInclusive(today, date) - 1;
}

/** The longest leave a chat request may ask for; longer needs a doctor's own judgement anyway. */
export const MAX_CERTIFICATE_DAYS = 14;

/**
 * Certificate dates from words: "today", "today and tomorrow", "yesterday to Friday",
 * "20/11 to 22/11", "3 days". Returns YYYY-MM-DD (Australian days), or null.
 */
export function readLeaveDates(text: string, now: Date): { fromDate: string; toDate: string } | null {
  const t = normalise(text).replace(/\s[-–]\s/g, ' ');
  const today = localDate(now);
  const days = /\b(\d{1,2}|a|one|two|three|four|five|six|seven) days?\b/.exec(t);
  if (days) {
    const n = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 }[days[1] as 'a'] ?? Number(days[1]);
    if (n < 1 || n > MAX_CERTIFICATE_DAYS) return null;
    return { fromDate: today, toDate: addDays(today, n - 1) };
  }
  // Words that are not dates ("from", "until", "just") are passed over.
  const offsets = t
    .split(/[\s,]+/)
    .map((w) => dayOffset(w, now))
    .filter((o) => o !== null);
  if (!offsets.length || offsets.length > 2) return null;
  const [from, to = from] = offsets as number[];
  if (from! > to! || to! - from! + 1 > MAX_CERTIFICATE_DAYS || from! < -MAX_CERTIFICATE_DAYS || to! > 31) return null;
  return { fromDate: addDays(today, from!), toDate: addDays(today, to!) };
}
