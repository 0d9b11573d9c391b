import { BLOOD_VIGNETTES } from './blood.js';
import { CHILDREN_VIGNETTES } from './children.js';
import { ENDOCRINE_VIGNETTES } from './endocrine.js';
import { ENT_VIGNETTES } from './ent.js';
import { EYES_VIGNETTES } from './eyes.js';
import { GENERAL_VIGNETTES } from './general.js';
import { GUT_VIGNETTES } from './gut.js';
import { HEART_VESSELS_VIGNETTES } from './heart-vessels.js';
import { INFECTIONS_VIGNETTES } from './infections.js';
import { MENTAL_HEALTH_VIGNETTES } from './mental-health.js';
import { MUSCULOSKELETAL_VIGNETTES } from './musculoskeletal.js';
import { NEUROLOGY_VIGNETTES } from './neurology.js';
import { PREGNANCY_VIGNETTES } from './pregnancy.js';
import { RESPIRATORY_VIGNETTES } from './respiratory.js';
import { SEXUAL_REPRODUCTIVE_VIGNETTES } from './sexual-reproductive.js';
import { SKIN_VIGNETTES } from './skin.js';
import { URINARY_VIGNETTES } from './urinary.js';
import type { Vignette } from './types.js';

export type { Vignette } from './types.js';
export { NOT_EXPLAINED } from './types.js';
export { UNSEEN_VIGNETTES } from './unseen.js';
export { EVERYDAY_2_VIGNETTES } from './everyday-2.js';
export { EVERYDAY_3_VIGNETTES } from './everyday-3.js';
export { EVERYDAY_4_VIGNETTES } from './everyday-4.js';
export { EVERYDAY_5_VIGNETTES } from './everyday-5.js';
export { EVERYDAY_6_VIGNETTES } from './everyday-6.js';
export { EVERYDAY_7_VIGNETTES } from './everyday-7.js';
export { EVERYDAY_8_VIGNETTES } from './everyday-8.js';
export { EVERYDAY_9_VIGNETTES } from './everyday-9.js';
export { EVERYDAY_10_VIGNETTES } from './everyday-10.js';
export { EVERYDAY_11_VIGNETTES } from './everyday-11.js';
export { EVERYDAY_12_VIGNETTES } from './everyday-12.js';
export { EVERYDAY_13_VIGNETTES } from './everyday-13.js';
export { UNSEEN_2_VIGNETTES } from './unseen-2.js';
export { UNSEEN_3_VIGNETTES } from './unseen-3.js';
export { UNSEEN_4_VIGNETTES } from './unseen-4.js';
export { UNSEEN_5_VIGNETTES } from './unseen-5.js';
export { UNSEEN_6_VIGNETTES } from './unseen-6.js';
export { UNSEEN_7_VIGNETTES } from './unseen-7.js';
export { UNSEEN_8_VIGNETTES } from './unseen-8.js';
export { UNSEEN_9_VIGNETTES } from './unseen-9.js';
export { UNSEEN_10_VIGNETTES } from './unseen-10.js';
export { UNSEEN_11_VIGNETTES } from './unseen-11.js';
export { UNSEEN_12_VIGNETTES } from './unseen-12.js';
export { UNSEEN_13_VIGNETTES } from './unseen-13.js';
export { UNSEEN_14_VIGNETTES } from './unseen-14.js';

/** Every vignette, by body system. */
export const VIGNETTES: readonly Vignette[] = [
  ...RESPIRATORY_VIGNETTES,
  ...ENT_VIGNETTES,
  ...EYES_VIGNETTES,
  ...SKIN_VIGNETTES,
  ...URINARY_VIGNETTES,
  ...SEXUAL_REPRODUCTIVE_VIGNETTES,
  ...PREGNANCY_VIGNETTES,
  ...GUT_VIGNETTES,
  ...HEART_VESSELS_VIGNETTES,
  ...NEUROLOGY_VIGNETTES,
  ...MUSCULOSKELETAL_VIGNETTES,
  ...MENTAL_HEALTH_VIGNETTES,
  ...ENDOCRINE_VIGNETTES,
  ...BLOOD_VIGNETTES,
  ...INFECTIONS_VIGNETTES,
  ...CHILDREN_VIGNETTES,
  ...GENERAL_VIGNETTES,
];

/**
 * The development half (tuning may look at it) and the test half (reported, never tuned on): every
 * other case of each body system, in file order.
 */
export function splitOf(vignette: Vignette, all: readonly Vignette[] = VIGNETTES): 'dev' | 'test' {
  const same = all.filter((v) => v.system === vignette.system);
  return same.indexOf(vignette) % 2 === 0 ? 'dev' : 'test';
}
