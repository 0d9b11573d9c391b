import { CLINICAL_7_BELLY_PELVIS_PREGNANCY } from './belly-pelvis-pregnancy.js';
import { CLINICAL_7_CHEST_BLOOD_GLANDS } from './chest-blood-glands.js';
import { CLINICAL_7_DOCTOR_NOTES } from './doctor-notes.js';
import { CLINICAL_7_HEAD_SENSES_MIND } from './head-senses-mind.js';
import { CLINICAL_7_SELF_CARE_NOTES } from './self-care-notes.js';
import { CLINICAL_7_SKIN_LIMBS_CHILDREN } from './skin-limbs-children.js';
import type { Vignette } from '../types.js';

/**
 * A seventh batch: case vignettes of one to four sentences about the patient, chiefly common conditions of
 * general practice, the emergency department and telehealth. About half are short stems in plain words; about
 * half are written as a clinician would, with past history, medicines and observations in clinical notation
 * ("PMHx T2DM, HTN", "c/o 3/7 of SOB", "T 38.9°C, HR 112, BP 88/60, SpO2 93% RA", "O/E", "LIF pain", "PR"),
 * and some are told by a parent or carer. Atypical but textbook presentations (a heart attack in a diabetic
 * woman told as breathlessness, an older woman's urine infection told as confusion, appendicitis starting
 * central), and conditions no earlier clinical batch tested. About a third each emergencies, cases for a doctor
 * and self-care, across every body system. Written from the guidelines and textbooks each case names.
 * `facts` say only what the text says.
 */
export const CLINICAL_7_VIGNETTES: readonly Vignette[] = [
  ...CLINICAL_7_CHEST_BLOOD_GLANDS,
  ...CLINICAL_7_BELLY_PELVIS_PREGNANCY,
  ...CLINICAL_7_HEAD_SENSES_MIND,
  ...CLINICAL_7_SKIN_LIMBS_CHILDREN,
  ...CLINICAL_7_DOCTOR_NOTES,
  ...CLINICAL_7_SELF_CARE_NOTES,
];
