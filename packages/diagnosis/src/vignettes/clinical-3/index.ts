import { CLINICAL_3_ABDOMEN_PELVIS } from './abdomen-pelvis.js';
import { CLINICAL_3_CHEST_HEART_BLOOD } from './chest-heart-blood.js';
import { CLINICAL_3_HEAD_NERVES_SENSES } from './head-nerves-senses.js';
import { CLINICAL_3_SKIN_LIMBS_BODY } from './skin-limbs-body.js';
import type { Vignette } from '../types.js';

/**
 * A third batch: short case vignettes of one to four sentences, told about the patient in lay or mixed
 * words (age and sex in the text), as a symptom checker is given them to judge it. About a third each
 * emergencies, cases for a doctor and self-care, across every body system, with children and pregnancy.
 * Written from Murtagh's General Practice, the Oxford Handbooks, the RCH clinical practice guidelines and
 * eTG (each case names its source). `facts` say only what the text says, so a patient who answers from
 * them knows little else, as an evaluator's patient would.
 */
export const CLINICAL_3_VIGNETTES: readonly Vignette[] = [
  ...CLINICAL_3_CHEST_HEART_BLOOD,
  ...CLINICAL_3_ABDOMEN_PELVIS,
  ...CLINICAL_3_HEAD_NERVES_SENSES,
  ...CLINICAL_3_SKIN_LIMBS_BODY,
];
