/**
 * Calendar dates for certificates and letters. A certificate's dates are calendar days where the
 * service practises (Australia), not UTC days: a consultation at 8 am in Sydney is still "today".
 */
export const CLINIC_TIME_ZONE = 'Australia/Sydney';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Today's date (YYYY-MM-DD) in the clinic's time zone. */
export function clinicToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function toUtcDate(iso: string): Date | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
}

/** Whether the text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: unknown): text is string {
  return typeof text === 'string' && toUtcDate(text) !== null;
}

export function addDays(iso: string, days: number): string {
  const date = toUtcDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, counting both (a one-day certificate is from X to X). */
export function daysInclusive(from: string, to: string): number {
  const a = toUtcDate(from);
  const b = toUtcDate(to);
  if (!a || !b) throw new RangeError(`Not a date range: ${from} to ${to}`);
  return Math.round((b.getTime() - a.getTime()) / 86_400_000) + 1;
}

/** '2025-05-12' → '12 May 2025': unambiguous for any reader. */
export function formatLongDate(iso: string): string {
  const date = toUtcDate(iso);
  if (!date) return iso;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Age in whole years on a date, from a DD/MM/YYYY date of birth; null when unknown or unreadable. */
export function ageOn(dateOfBirth: string | null, onIso: string): number | null {
  if (!dateOfBirth) return null;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dateOfBirth.trim());
  const on = ISO_DATE.exec(onIso);
  if (!m || !on) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!toUtcDate(`${m[3]}-${m[2]}-${m[1]}`)) return null;
  const [y, mo, d] = [Number(on[1]), Number(on[2]), Number(on[3])];
  let age = y - year;
  if (mo < month || (mo === month && d < day)) age -= 1;
  return age >= 0 && age <= 130 ? age : null;
}
