import { CLINICAL_ABDOMEN_PELVIS } from './abdomen-pelvis.js';
import { CLINICAL_CHEST_HEAD_SKIN } from './chest-head-skin.js';
import { CLINICAL_HEART_NERVES_BODY_MIND } from './heart-nerves-body-mind.js';
import type { Vignette } from '../types.js';

/**
 * Cases told in a clinician's words (third person, "presents with", vital signs, examination findings,
 * pertinent negatives), as a referral or a case stem would tell them. Kept apart from the patient-worded
 * vignettes, whose dev and test halves keep their meaning; `facts` stay in the patient's words.
 */
export const CLINICAL_VIGNETTES: readonly Vignette[] = [
  ...CLINICAL_CHEST_HEAD_SKIN,
  ...CLINICAL_ABDOMEN_PELVIS,
  ...CLINICAL_HEART_NERVES_BODY_MIND,
];
