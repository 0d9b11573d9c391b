import { dateOfBirthProblem } from './dates.js';
import { badRequest } from './http-errors.js';
import {
  isValidMedicareNumber,
  isValidMedicareReference,
  MEDICARE_NUMBER_REFUSAL,
  MEDICARE_REFERENCE_REFUSAL,
  medicareDigits,
} from './medicare.js';

/* The patient's details as a profile or a doctor records them: the same checks wherever they are typed. */

/** An optional text field: trimmed, and empty means "not given". */
export const optional = (v: string | null | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

export function requiredName(fullName: string): string {
  const trimmed = fullName.trim();
  if (!trimmed) throw badRequest('Full name is required');
  return trimmed;
}

const DATE_OF_BIRTH_REFUSALS = {
  format: 'Date of birth must be a real date in the format DD/MM/YYYY',
  future: 'Date of birth cannot be in the future',
  'too-old': 'Date of birth is too far in the past',
} as const;

/** A date of birth must be a real day, not in the future, and not more than 130 years ago. */
function checkDateOfBirth(text: string): void {
  const problem = dateOfBirthProblem(text, new Date());
  if (problem) throw badRequest(DATE_OF_BIRTH_REFUSALS[problem]);
}

export function dateOfBirthOf(text: string | null | undefined): string | null {
  const dob = optional(text);
  if (dob) checkDateOfBirth(dob);
  return dob;
}

/** A Medicare number is checked (its check digit too) and kept without its spacing. */
export function medicareNumberOf(text: string | null | undefined): string | null {
  const given = optional(text);
  if (!given) return null;
  const digits = medicareDigits(given);
  if (!isValidMedicareNumber(digits)) throw badRequest(MEDICARE_NUMBER_REFUSAL);
  return digits;
}

export function medicareReferenceOf(text: string | null | undefined): string | null {
  const given = optional(text);
  if (given && !isValidMedicareReference(given)) throw badRequest(MEDICARE_REFERENCE_REFUSAL);
  return given;
}
