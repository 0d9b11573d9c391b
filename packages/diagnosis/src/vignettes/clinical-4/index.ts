import { CLINICAL_4_ABDOMEN_PELVIS } from './abdomen-pelvis.js';
import { CLINICAL_4_CHEST_HEART_BODY } from './chest-heart-body.js';
import { CLINICAL_4_HEAD_SENSES_MIND } from './head-senses-mind.js';
import { CLINICAL_4_SKIN_LIMBS_CHILDREN } from './skin-limbs-children.js';
import type { Vignette } from '../types.js';

/**
 * A fourth batch: short case vignettes of one to four sentences told about the patient (age and sex in
 * the text), some in clinical words ("dysuria", "pleuritic chest pain", "photophobia", "melaena") and
 * some in lay words, many emergencies told without drama. About a third each emergencies, cases for a
 * doctor and self-care, across every body system, with children told of by a parent, pregnancy and older
 * adults, and conditions the earlier sets hardly test. Written from Murtagh's General Practice, the Oxford
 * Handbooks, the RCH clinical practice guidelines, eTG and NICE CKS (each case names its source).
 * `facts` say only what the text says.
 */
export const CLINICAL_4_VIGNETTES: readonly Vignette[] = [
  ...CLINICAL_4_CHEST_HEART_BODY,
  ...CLINICAL_4_ABDOMEN_PELVIS,
  ...CLINICAL_4_HEAD_SENSES_MIND,
  ...CLINICAL_4_SKIN_LIMBS_CHILDREN,
];
