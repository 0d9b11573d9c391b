import { CLINICAL_9_BELLY_BLADDER } from './belly-bladder.js';
import { CLINICAL_9_CHEST_HEART_BLOOD } from './chest-heart-blood.js';
import { CLINICAL_9_CHILDREN_GLANDS_INFECTIONS } from './children-glands-infections.js';
import { CLINICAL_9_HEAD_SENSES_MIND } from './head-senses-mind.js';
import { CLINICAL_9_PREGNANCY_WOMEN_MEN } from './pregnancy-women-men.js';
import { CLINICAL_9_SKIN_BONES_JOINTS } from './skin-bones-joints.js';
import type { Vignette } from '../types.js';

/**
 * A ninth batch, told in three voices as a telehealth service meets them: about a third as patients text it
 * (lower case, slang, played down: "been on the piss all weekend"), about a third as a clinician's note ("c/o",
 * "PMHx", "O/E", vitals, results) and about a third by a parent, partner, son or daughter, brother or sister.
 * Adults, babies and children, older adults and pregnancy; about a fifth emergencies; the common conditions of
 * general practice, telehealth and the emergency department, with about a third conditions no earlier clinical
 * batch tested (bites and stings, diving and altitude, newborn problems, men's and women's health, the mind).
 * Written from the guidelines and textbooks each case names; `facts` say only what the case would say.
 */
export const CLINICAL_9_VIGNETTES: readonly Vignette[] = [
  ...CLINICAL_9_CHEST_HEART_BLOOD,
  ...CLINICAL_9_BELLY_BLADDER,
  ...CLINICAL_9_PREGNANCY_WOMEN_MEN,
  ...CLINICAL_9_HEAD_SENSES_MIND,
  ...CLINICAL_9_SKIN_BONES_JOINTS,
  ...CLINICAL_9_CHILDREN_GLANDS_INFECTIONS,
];
