import { badRequest } from './http-errors.js';

/** Parses DD/MM/YYYY into a real calendar date, or null. */
export function parseDateOfBirth(text: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

/** A date of birth must be a real day, not in the future, and not more than 130 years ago. */
export function checkDateOfBirth(text: string, now = new Date()): void {
  const date = parseDateOfBirth(text);
  if (!date) throw badRequest('Date of birth must be a real date in the format DD/MM/YYYY');
  if (date.getTime() > now.getTime()) throw badRequest('Date of birth cannot be in the future');
  if (now.getUTCFullYear() - date.getUTCFullYear() > 130) throw badRequest('Date of birth is too far in the past');
}
