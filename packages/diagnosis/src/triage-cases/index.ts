import type { Vignette } from '../vignettes/index.js';
import { TRIAGE_CASES, type TriageCase } from './cases.js';
import { TRIAGE_CASES_2 } from './cases-2.js';
import { TRIAGE_CASES_3 } from './cases-3.js';
import { TRIAGE_CASES_4 } from './cases-4.js';
import { TRIAGE_CASES_5 } from './cases-5.js';
import { TRIAGE_CASES_6 } from './cases-6.js';
import { TRIAGE_CASES_7 } from './cases-7.js';
import { TRIAGE_CASES_8 } from './cases-8.js';
import { TRIAGE_CASES_9 } from './cases-9.js';
import { TRIAGE_CASES_10 } from './cases-10.js';
import { TRIAGE_CASES_11 } from './cases-11.js';
import { TRIAGE_CASES_12 } from './cases-12.js';
import { TRIAGE_CASES_13 } from './cases-13.js';
import { TRIAGE_CASES_14 } from './cases-14.js';
import { TRIAGE_CASES_15 } from './cases-15.js';
import { TRIAGE_CASES_16 } from './cases-16.js';
import { TRIAGE_CASES_17 } from './cases-17.js';
import { TRIAGE_CASES_18 } from './cases-18.js';

/** The batches of triage cases in the order they were written (each one's first run is a figure for new cases). */
export const TRIAGE_CASE_BATCHES: readonly TriageCase[][] = [
  TRIAGE_CASES,
  TRIAGE_CASES_2,
  TRIAGE_CASES_3,
  TRIAGE_CASES_4,
  TRIAGE_CASES_5,
  TRIAGE_CASES_6,
  TRIAGE_CASES_7,
  TRIAGE_CASES_8,
  TRIAGE_CASES_9,
  TRIAGE_CASES_10,
  TRIAGE_CASES_11,
  TRIAGE_CASES_12,
  TRIAGE_CASES_13,
  TRIAGE_CASES_14,
  TRIAGE_CASES_15,
  TRIAGE_CASES_16,
  TRIAGE_CASES_17,
  TRIAGE_CASES_18,
];

/** A triage case asks no diagnosis of the interview: only its disposition is scored. */
export const triageVignette = (c: TriageCase): Vignette => ({
  id: c.id,
  system: 'general',
  age: c.age,
  sex: c.sex,
  says: c.says,
  facts: c.facts,
  expected: 'triage-only',
  urgency: c.disposition,
  source: c.source,
});
