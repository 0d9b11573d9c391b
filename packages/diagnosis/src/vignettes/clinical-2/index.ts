import { CLINICAL_2_ABDOMEN_PELVIS } from './abdomen-pelvis.js';
import { CLINICAL_2_CHEST_HEART } from './chest-heart.js';
import { CLINICAL_2_HEAD_NERVES_SENSES } from './head-nerves-senses.js';
import { CLINICAL_2_SKIN_LIMBS_BODY } from './skin-limbs-body.js';
import type { Vignette } from '../types.js';

/**
 * A second batch of cases told in a clinician's words, in the styles clinicians write them: referral
 * letters, triage notes, ambulance and ED handovers, with past history, medicines, vital signs and
 * pertinent negatives. Written from Murtagh's General Practice, the Oxford Handbooks of Clinical
 * Medicine and of General Practice, the RCH clinical practice guidelines and eTG (each case names its
 * source), and measured as written before any change they motivate. `facts` stay in the patient's words.
 */
export const CLINICAL_2_VIGNETTES: readonly Vignette[] = [
  ...CLINICAL_2_CHEST_HEART,
  ...CLINICAL_2_ABDOMEN_PELVIS,
  ...CLINICAL_2_HEAD_NERVES_SENSES,
  ...CLINICAL_2_SKIN_LIMBS_BODY,
];
