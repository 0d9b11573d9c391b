import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * A short case told about someone, as a symptom checker is sent one ("A 44-year-old woman has pain under
 * her right ribs"): their body is read as the patient's own, describing words in a row are each read, and
 * what a parent tells of a child stays the child's. `absent` must not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // "His", "her" before a part of the body read as "my".
  ['constant pain under her right ribs after a fatty meal', { E_55: ['V_103'], pain_after_fatty_food: true }],
  ['he feels his heart skip a beat now and then', { skipped_beats: true }],
  ['a 40-year-old man feels his heart skip a beat after coffee', { skipped_beats: true }],
  // ...but not as the object of a verb, nor "brush her hair" (a tender scalp, not a frozen shoulder).
  ['the pain woke her up', {}, ['E_55']],
  ['her scalp is so tender she can not brush her hair', {}, ['shoulder_stiff']],
  // A child who will not move the neck, told by a parent, is still meningism; one's own stuck neck is not.
  ['my son will not move his neck and has a high fever', { neck_stiffness: true }],
  ['I woke up with my neck stuck and I can not turn my head to the left', {}, ['neck_stiffness']],
  // Describing words in a row before the eye, a side between.
  ['a pink, gritty, watery left eye', { E_74: true, gritty_eye: true, E_127: true }],
  ['an itchy, red right eye', { E_170: true, E_74: true }],
  // A reading a clause after the blood pressure it is.
  ['had his blood pressure taken at the pharmacy twice this month and it was 162/98 both times', { E_102: true }],
  // A fit told with its length or its movements.
  ['had a one-minute fit with stiffening and jerking of his whole body', { E_43: true }],
  ['I had a fit of coughing', {}, ['E_43']],
  // Sleep that takes long to come.
  ['takes an hour or more to fall asleep most nights', { insomnia: true }],
  // Pain that movement in bed or on stairs makes worse.
  ['pain over the front of her pelvis, worse turning over in bed and climbing stairs', { E_216: true }],
  // Spreading redness told before the patch.
  ['a spreading red, hot, swollen patch on her left shin', { spreading_redness: true }],
];

describe('a short case told about someone', () => {
  for (const [text, expected, absent] of CASES) {
    it(`reads "${text}"`, () => expectReading(kb, text, expected, absent));
  }
});

/** Words that will not come, and focal symptoms told as gone (a TIA's, not a stroke's). */
const TRANSIENT_CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  [
    'weakness in her right hand and trouble finding words this morning. It has completely gone now',
    {
      E_63: true,
      neuro_symptoms_resolved: true,
    },
  ],
  ['I could not find the right words for a few minutes', { E_63: true }],
  ['I had a rash on my arm and it has completely gone now', {}, ['neuro_symptoms_resolved']],
];

describe('focal symptoms that came and went', () => {
  for (const [text, expected, absent] of TRANSIENT_CASES) {
    it(`reads "${text}"`, () => expectReading(kb, text, expected, absent));
  }
});
