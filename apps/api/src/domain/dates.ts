import { clinicDay, DEFAULT_CLINIC_TIME_ZONE, formatLongDate as longDate } from '@telehealth/schema';

/**
 * Dates, in one place. A consultation's dates are calendar days where the clinic practises
 * (CLINIC_TIME_ZONE, Australia/Sydney by default), not UTC days: a consultation at 8 am in Sydney is
 * still "today". Calendar days are YYYY-MM-DD and counted as days, never as 24-hour steps: around a
 * daylight-saving change a day has 23 or 25 hours. People read and type dates as DD/MM/YYYY.
 */
let zone = DEFAULT_CLINIC_TIME_ZONE;

/** The clinic's one time zone, set once at start-up from the configuration (a process serves one clinic). */
export function setClinicTimeZone(timeZone: string): void {
  zone = timeZone;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A real calendar day as UTC midnight, or null (31 February is not a day). */
function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

function fromIso(iso: string): Date | null {
  const m = ISO_DATE.exec(iso);
  return m ? calendarDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** Today's date (YYYY-MM-DD) in the clinic's time zone. */
export function clinicToday(now: Date = new Date()): string {
  return clinicDay(now, zone);
}

/** The clinic's calendar date `offsetDays` days from now's: whole days, whatever their length. */
export function localDate(now: Date, offsetDays = 0): string {
  return addDays(clinicToday(now), offsetDays);
}

/** Whether the text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: unknown): text is string {
  return typeof text === 'string' && fromIso(text) !== null;
}

export function addDays(iso: string, days: number): string {
  const date = fromIso(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** Days from `from` to `to`, counting both (a one-day certificate is from X to X). */
export function daysInclusive(from: string, to: string): number {
  const a = fromIso(from);
  const b = fromIso(to);
  if (!a || !b) throw new RangeError(`Not a date range: ${from} to ${to}`);
  return Math.round((b.getTime() - a.getTime()) / 86_400_000) + 1;
}

/** The day of the week of a calendar date: 0 is Sunday. */
export function weekdayOf(iso: string): number {
  const date = fromIso(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return date.getUTCDay();
}

/** A day and month (and year, else `year`) as YYYY-MM-DD, or null when there is no such day. */
export function isoDateOf(day: number, month: number, year: number): string | null {
  const date = calendarDay(year, month, day);
  return date ? toIso(date) : null;
}

/** '2025-05-12' → '12 May 2025': unambiguous for any reader, and written as the apps write it. */
export function formatLongDate(iso: string): string {
  return fromIso(iso) ? longDate(iso) : iso;
}

/** YYYY-MM-DD as DD/MM/YYYY, for a patient to read. */
export function displayDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** Parses DD/MM/YYYY into a real calendar date (UTC midnight), or null. */
export function parseDayMonthYear(text: string): Date | null {
  const m = DAY_MONTH_YEAR.exec(text.trim());
  return m ? calendarDay(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}

/** Day, month and year as DD/MM/YYYY. */
export const dayMonthYear = (day: number, month: number, year: number | string) => `${pad(day)}/${pad(month)}/${year}`;

/** Why a DD/MM/YYYY date of birth cannot be one (not a real day, in the future, over 130 years ago), or null. */
export function dateOfBirthProblem(text: string, now: Date): 'format' | 'future' | 'too-old' | null {
  const date = parseDayMonthYear(text);
  if (!date) return 'format';
  if (date.getTime() > now.getTime()) return 'future';
  if (now.getUTCFullYear() - date.getUTCFullYear() > 130) return 'too-old';
  return null;
}

/** Age in whole years on a calendar day, from a DD/MM/YYYY date of birth; null when unknown or unreadable. */
export function ageOn(dateOfBirth: string | null, onIso: string): number | null {
  if (!dateOfBirth) return null;
  const born = parseDayMonthYear(dateOfBirth);
  const on = fromIso(onIso);
  if (!born || !on) return null;
  let age = on.getUTCFullYear() - born.getUTCFullYear();
  if (
    on.getUTCMonth() < born.getUTCMonth() ||
    (on.getUTCMonth() === born.getUTCMonth() && on.getUTCDate() < born.getUTCDate())
  )
    age -= 1;
  return age >= 0 && age <= 130 ? age : null;
}

/** The calendar date `months` ago (so "older than 3 months" means what a person means). */
export function monthsAgo(months: number, now = new Date()): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}
