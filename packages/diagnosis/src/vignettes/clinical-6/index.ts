import { CLINICAL_6_BELLY_PELVIS_PREGNANCY } from './belly-pelvis-pregnancy.js';
import { CLINICAL_6_CHEST_BLOOD_GLANDS } from './chest-blood-glands.js';
import { CLINICAL_6_HEAD_SENSES_MIND } from './head-senses-mind.js';
import { CLINICAL_6_SKIN_LIMBS_CHILDREN } from './skin-limbs-children.js';
import type { Vignette } from '../types.js';

/**
 * A sixth batch: short case vignettes of one to four sentences told about the patient (age and sex in the
 * text), in clinical and in lay words, with atypical but textbook presentations (a heart attack told as
 * indigestion, a testicular torsion told as belly pain, an ectopic pregnancy told as shoulder-tip pain,
 * meningococcal disease before any rash). About a third each emergencies, cases for a doctor and self-care,
 * across every body system, with children told of by a parent, pregnancy and older adults, and chiefly
 * conditions the earlier batches test least (poisonings and toxicities, the glands, the blood, returned
 * travellers and bites). Written from Murtagh's General Practice, the Oxford Handbooks, the RCH clinical
 * practice guidelines, eTG, AMH, RANZCOG, RANZCO, ASCIA, DermNet and NICE CKS (each case names its source).
 * `facts` say only what the text says.
 */
export const CLINICAL_6_VIGNETTES: readonly Vignette[] = [
  ...CLINICAL_6_CHEST_BLOOD_GLANDS,
  ...CLINICAL_6_BELLY_PELVIS_PREGNANCY,
  ...CLINICAL_6_HEAD_SENSES_MIND,
  ...CLINICAL_6_SKIN_LIMBS_CHILDREN,
];
