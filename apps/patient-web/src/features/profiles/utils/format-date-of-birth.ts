import { DATE_OF_BIRTH_MAX_LENGTH } from '@telehealth/schema';

/**
 * Date of birth as typed (spec §5): digits and slashes only, a slash added after the day and the month
 * while typing forward (also for pasted digits), at most 10 characters. Deleting never re-adds a slash,
 * so backspace works as expected.
 */
export function formatDateOfBirth(input: string, previous = ''): string {
  // A slash typed right after an automatic one is not doubled.
  let value = input.replace(/[^\d/]/g, '').replace(/\/{2,}/g, '/');
  const deleting = value.length < previous.length;
  if (!deleting) {
    if (/^\d{3,}$/.test(value)) value = `${value.slice(0, 2)}/${value.slice(2)}`;
    if (/^\d{2}\/\d{3,}$/.test(value)) value = `${value.slice(0, 5)}/${value.slice(5)}`;
    if (/^\d{2}$/.test(value) || /^\d{2}\/\d{2}$/.test(value)) value += '/';
  }
  return value.slice(0, DATE_OF_BIRTH_MAX_LENGTH);
}
