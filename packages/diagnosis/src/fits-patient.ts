import type { AskIf } from './knowledge/types.js';
import type { Patient } from './types.js';

/**
 * Whether a finding may concern this patient: its `askIf` (sex, age range) against what is known of
 * them; an unknown age or sex rules nothing out (a baby's feeds are not a teenager's appetite).
 */
export function fitsPatient(only: AskIf | null | undefined, patient: Partial<Patient>): boolean {
  if (!only) return true;
  const { age, sex } = patient;
  return (
    (only.sex === undefined || sex === undefined || only.sex === sex) &&
    (only.minAge === undefined || age === undefined || age >= only.minAge) &&
    (only.maxAge === undefined || age === undefined || age <= only.maxAge)
  );
}
