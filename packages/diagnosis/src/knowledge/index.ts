import { CORE_COMPLAINTS } from './complaints/core.js';
import { EYES_SKIN_COMPLAINTS } from './complaints/eyes-skin.js';
import { GUT_COMPLAINTS } from './complaints/gut.js';
import { HEART_BLOOD_ENDOCRINE_COMPLAINTS } from './complaints/heart-blood-endocrine.js';
import { INFECTIONS_CHILDREN_COMPLAINTS } from './complaints/infections-children.js';
import { MUSCULOSKELETAL_COMPLAINTS } from './complaints/musculoskeletal.js';
import { NEUROLOGY_MENTAL_HEALTH_COMPLAINTS } from './complaints/neurology-mental-health.js';
import { RESPIRATORY_ENT_COMPLAINTS } from './complaints/respiratory-ent.js';
import { URINARY_REPRODUCTIVE_COMPLAINTS } from './complaints/urinary-reproductive.js';
import { BLOOD_CONDITIONS } from './conditions/blood.js';
import { CHILDREN_CONDITIONS } from './conditions/children.js';
import { DDXPLUS_CONDITIONS } from './conditions/ddxplus.js';
import { ENDOCRINE_CONDITIONS } from './conditions/endocrine.js';
import { ENT_CONDITIONS } from './conditions/ent.js';
import { EVERYDAY_PRESENTATION_CONDITIONS } from './conditions/everyday-presentations.js';
import { EVERYDAY_PRESENTATION_CONDITIONS_2 } from './conditions/everyday-presentations-2.js';
import { EVERYDAY_PRESENTATION_CONDITIONS_3 } from './conditions/everyday-presentations-3.js';
import { EVERYDAY_PRESENTATION_CONDITIONS_4 } from './conditions/everyday-presentations-4.js';
import { EVERYDAY_PRESENTATION_CONDITIONS_5 } from './conditions/everyday-presentations-5.js';
import { EVERYDAY_PRESENTATION_CONDITIONS_6 } from './conditions/everyday-presentations-6.js';
import { EVERYDAY_PRESENTATION_CONDITIONS_7 } from './conditions/everyday-presentations-7.js';
import { EVERYDAY_PRESENTATION_CONDITIONS_8 } from './conditions/everyday-presentations-8.js';
import { EVERYDAY_PRESENTATION_CONDITIONS_9 } from './conditions/everyday-presentations-9.js';
import { EVERYDAY_PRESENTATION_CONDITIONS_10 } from './conditions/everyday-presentations-10.js';
import { EVERYDAY_PRESENTATION_CONDITIONS_11 } from './conditions/everyday-presentations-11.js';
import { EYES_CONDITIONS } from './conditions/eyes.js';
import { GUT_CONDITIONS } from './conditions/gut.js';
import { HEART_VESSELS_CONDITIONS } from './conditions/heart-vessels.js';
import { INFECTIONS_CONDITIONS } from './conditions/infections.js';
import { MENTAL_HEALTH_CONDITIONS } from './conditions/mental-health.js';
import { MUSCULOSKELETAL_CONDITIONS } from './conditions/musculoskeletal.js';
import { NEUROLOGY_CONDITIONS } from './conditions/neurology.js';
import { PREGNANCY_CONDITIONS } from './conditions/pregnancy.js';
import { RESPIRATORY_CONDITIONS } from './conditions/respiratory.js';
import { SEXUAL_REPRODUCTIVE_CONDITIONS } from './conditions/sexual-reproductive.js';
import { SKIN_CONDITIONS } from './conditions/skin.js';
import { URINARY_CONDITIONS } from './conditions/urinary.js';
import { BREATHING_FINDINGS } from './findings/breathing.js';
import { CHILD_FINDINGS } from './findings/children.js';
import { ENT_FINDINGS } from './findings/ent.js';
import { EVERYDAY_SIGN_FINDINGS } from './findings/everyday-signs.js';
import { EVERYDAY_SIGN_FINDINGS_2 } from './findings/everyday-signs-2.js';
import { EVERYDAY_SIGN_FINDINGS_3 } from './findings/everyday-signs-3.js';
import { EVERYDAY_SIGN_FINDINGS_4 } from './findings/everyday-signs-4.js';
import { EVERYDAY_SIGN_FINDINGS_5 } from './findings/everyday-signs-5.js';
import { EVERYDAY_SIGN_FINDINGS_6 } from './findings/everyday-signs-6.js';
import { EVERYDAY_SIGN_FINDINGS_7 } from './findings/everyday-signs-7.js';
import { EVERYDAY_SIGN_FINDINGS_8 } from './findings/everyday-signs-8.js';
import { CASE_STORY_FINDINGS } from './findings/case-stories.js';
import { EVERYDAY_SIGN_FINDINGS_9 } from './findings/everyday-signs-9.js';
import { EVERYDAY_SIGN_FINDINGS_10 } from './findings/everyday-signs-10.js';
import { EVERYDAY_SIGN_FINDINGS_11 } from './findings/everyday-signs-11.js';
import { TORN_GULLET_FINDINGS } from './findings/torn-gullet-signs.js';
import { CHEST_EXAMINATION_FINDINGS } from './findings/chest-examination-signs.js';
import { EYE_FINDINGS } from './findings/eyes.js';
import { GENERAL_FINDINGS } from './findings/general.js';
import { GUT_FINDINGS } from './findings/gut.js';
import { HEART_BLOOD_HORMONE_FINDINGS } from './findings/heart-blood-hormones.js';
import { INFECTION_FINDINGS } from './findings/infections.js';
import { JOINT_FINDINGS } from './findings/joints.js';
import { NERVES_AND_MIND_FINDINGS } from './findings/nerves-and-mind.js';
import { SKIN_FINDINGS } from './findings/skin.js';
import { TRIAGE_FINDINGS } from './findings/triage.js';
import { URINARY_REPRODUCTIVE_FINDINGS } from './findings/urinary-reproductive.js';
import type { ComplaintScript, ConditionDef, FindingDef } from './types.js';

export type * from './types.js';
export { BODY_SYSTEMS } from './types.js';
export { SOURCES } from './sources.js';

/** The authored findings (the DDXPlus evidences join them in src/model/vocabulary.ts). */
export const ALL_FINDINGS: readonly FindingDef[] = [
  ...GENERAL_FINDINGS,
  ...BREATHING_FINDINGS,
  ...ENT_FINDINGS,
  ...EYE_FINDINGS,
  ...SKIN_FINDINGS,
  ...URINARY_REPRODUCTIVE_FINDINGS,
  ...GUT_FINDINGS,
  ...HEART_BLOOD_HORMONE_FINDINGS,
  ...NERVES_AND_MIND_FINDINGS,
  ...JOINT_FINDINGS,
  ...INFECTION_FINDINGS,
  ...CHILD_FINDINGS,
  ...TRIAGE_FINDINGS,
  ...EVERYDAY_SIGN_FINDINGS,
  ...EVERYDAY_SIGN_FINDINGS_2,
  ...EVERYDAY_SIGN_FINDINGS_3,
  ...EVERYDAY_SIGN_FINDINGS_4,
  ...EVERYDAY_SIGN_FINDINGS_5,
  ...EVERYDAY_SIGN_FINDINGS_6,
  ...EVERYDAY_SIGN_FINDINGS_7,
  ...EVERYDAY_SIGN_FINDINGS_8,
  ...CASE_STORY_FINDINGS,
  ...EVERYDAY_SIGN_FINDINGS_9,
  ...EVERYDAY_SIGN_FINDINGS_10,
  ...EVERYDAY_SIGN_FINDINGS_11,
  ...TORN_GULLET_FINDINGS,
  ...CHEST_EXAMINATION_FINDINGS,
];

/** Every condition: the 49 of DDXPlus first, then the authored ones by body system. */
export const ALL_CONDITIONS: readonly ConditionDef[] = [
  ...DDXPLUS_CONDITIONS,
  ...RESPIRATORY_CONDITIONS,
  ...ENT_CONDITIONS,
  ...EYES_CONDITIONS,
  ...SKIN_CONDITIONS,
  ...URINARY_CONDITIONS,
  ...SEXUAL_REPRODUCTIVE_CONDITIONS,
  ...PREGNANCY_CONDITIONS,
  ...GUT_CONDITIONS,
  ...HEART_VESSELS_CONDITIONS,
  ...NEUROLOGY_CONDITIONS,
  ...MUSCULOSKELETAL_CONDITIONS,
  ...MENTAL_HEALTH_CONDITIONS,
  ...ENDOCRINE_CONDITIONS,
  ...BLOOD_CONDITIONS,
  ...INFECTIONS_CONDITIONS,
  ...CHILDREN_CONDITIONS,
  ...EVERYDAY_PRESENTATION_CONDITIONS,
  ...EVERYDAY_PRESENTATION_CONDITIONS_2,
  ...EVERYDAY_PRESENTATION_CONDITIONS_3,
  ...EVERYDAY_PRESENTATION_CONDITIONS_4,
  ...EVERYDAY_PRESENTATION_CONDITIONS_5,
  ...EVERYDAY_PRESENTATION_CONDITIONS_6,
  ...EVERYDAY_PRESENTATION_CONDITIONS_7,
  ...EVERYDAY_PRESENTATION_CONDITIONS_8,
  ...EVERYDAY_PRESENTATION_CONDITIONS_9,
  ...EVERYDAY_PRESENTATION_CONDITIONS_10,
  ...EVERYDAY_PRESENTATION_CONDITIONS_11,
];

/** The presenting complaints and their history-taking, in the order they are tried. */
export const ALL_COMPLAINTS: readonly ComplaintScript[] = [
  ...CORE_COMPLAINTS,
  ...RESPIRATORY_ENT_COMPLAINTS,
  ...EYES_SKIN_COMPLAINTS,
  ...URINARY_REPRODUCTIVE_COMPLAINTS,
  ...GUT_COMPLAINTS,
  ...HEART_BLOOD_ENDOCRINE_COMPLAINTS,
  ...NEUROLOGY_MENTAL_HEALTH_COMPLAINTS,
  ...MUSCULOSKELETAL_COMPLAINTS,
  ...INFECTIONS_CHILDREN_COMPLAINTS,
];
