/**
 * The two registration numbers a doctor signs up with, checked for their published format before a
 * person is asked to verify them: the PBS prescriber number (7 digits) and the Medicare provider
 * number (a 6-digit stem, a practice location character and a check character).
 */

/** Spaces and case do not matter as typed; the number is kept in this form. */
export const normalizeRegistrationNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function isPrescriberNumber(value: string): boolean {
  return /^\d{7}$/.test(value);
}

// Practice location characters (I, O, S and Z are never used) and the check characters, indexed by
// the weighted sum modulo 11.
const LOCATIONS = '0123456789ABCDEFGHJKLMNPQRTUVWXY';
const CHECKS = 'YXWTLKJHFBA';
const STEM_WEIGHTS = [3, 5, 8, 4, 2, 1];
const LOCATION_WEIGHT = 6;

/** The check character of a 6-digit stem and location character, or null when they are malformed. */
export function providerCheckCharacter(stem: string, location: string): string | null {
  if (!/^\d{6}$/.test(stem) || location.length !== 1 || !LOCATIONS.includes(location)) return null;
  const sum = STEM_WEIGHTS.reduce(
    (total, weight, i) => total + Number(stem[i]) * weight,
    LOCATIONS.indexOf(location) * LOCATION_WEIGHT,
  );
  return CHECKS[sum % 11]!;
}

export function isProviderNumber(value: string): boolean {
  if (value.length !== 8) return false;
  const check = providerCheckCharacter(value.slice(0, 6), value[6]!);
  return check !== null && check === value[7];
}

export const PRESCRIBER_NUMBER_INVALID = 'Prescriber number must be the 7 digits of your PBS prescriber number';
export const PROVIDER_NUMBER_INVALID =
  'Provider number must be a Medicare provider number: 6 digits, a practice location character and its check letter (for example 2345678F)';
