import { CLINICAL_5_BELLY_PELVIS_PREGNANCY } from './belly-pelvis-pregnancy.js';
import { CLINICAL_5_CHEST_BLOOD_GLANDS } from './chest-blood-glands.js';
import { CLINICAL_5_HEAD_SENSES_MIND } from './head-senses-mind.js';
import { CLINICAL_5_SKIN_LIMBS_CHILDREN } from './skin-limbs-children.js';
import type { Vignette } from '../types.js';

/**
 * A fifth batch: short case vignettes of one to four sentences told about the patient (age and sex in the
 * text), some in clinical words and some in lay words, with atypical but textbook presentations (an older
 * woman's heart attack told as breathlessness alone, appendicitis starting at the navel, an ectopic pregnancy
 * told as a faint, a paracetamol overdose in a teenager who feels fine). About a third each emergencies,
 * cases for a doctor and self-care, across every body system, with children told of by a parent, pregnancy
 * and older adults, and chiefly conditions the earlier clinical batches do not test. Written from Murtagh's
 * General Practice, the Oxford Handbooks, the RCH clinical practice guidelines, eTG, RANZCOG, RANZCO,
 * ASCIA and NICE CKS (each case names its source). `facts` say only what the text says.
 */
export const CLINICAL_5_VIGNETTES: readonly Vignette[] = [
  ...CLINICAL_5_CHEST_BLOOD_GLANDS,
  ...CLINICAL_5_BELLY_PELVIS_PREGNANCY,
  ...CLINICAL_5_HEAD_SENSES_MIND,
  ...CLINICAL_5_SKIN_LIMBS_CHILDREN,
];
