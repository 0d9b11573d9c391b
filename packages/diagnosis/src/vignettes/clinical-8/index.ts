import { CLINICAL_8_BELLY_BLADDER } from './belly-bladder.js';
import { CLINICAL_8_CHEST_HEART_BLOOD } from './chest-heart-blood.js';
import { CLINICAL_8_CHILDREN_GLANDS_INFECTIONS } from './children-glands-infections.js';
import { CLINICAL_8_HEAD_SENSES_MIND } from './head-senses-mind.js';
import { CLINICAL_8_PREGNANCY_WOMEN_MEN } from './pregnancy-women-men.js';
import { CLINICAL_8_SKIN_BONES_JOINTS } from './skin-bones-joints.js';
import type { Vignette } from '../types.js';

/**
 * An eighth batch, told in three voices as a telehealth service meets them: about a third as patients text it
 * (lower case, vague, played down: "prob indigestion tbh"), about a third as a clinician's note ("c/o", "PMHx",
 * "O/E", vitals, medicines) and about a third by a parent, partner, son or daughter, or carer. Adults, children,
 * older adults and pregnancy; about a fifth emergencies; chiefly the common conditions of general practice,
 * telehealth and the emergency department, with about a quarter conditions no earlier clinical batch tested.
 * Written from the guidelines and textbooks each case names; `facts` say only what the case would say.
 */
export const CLINICAL_8_VIGNETTES: readonly Vignette[] = [
  ...CLINICAL_8_CHEST_HEART_BLOOD,
  ...CLINICAL_8_BELLY_BLADDER,
  ...CLINICAL_8_PREGNANCY_WOMEN_MEN,
  ...CLINICAL_8_HEAD_SENSES_MIND,
  ...CLINICAL_8_SKIN_BONES_JOINTS,
  ...CLINICAL_8_CHILDREN_GLANDS_INFECTIONS,
];
