import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** The hallmarks of the sixth set of everyday conditions in patients' words; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // A vaccine in the last days; a schedule visit ("12 month needles") is not how long it has lasted.
  ['I had my flu and covid vaccines yesterday and my arm is sore', { recent_vaccination: true }],
  ['my son had his 12 month needles this morning', { recent_vaccination: true, duration: 'hours' }],
  ['he has had a fever since his 4 month immunisations', { recent_vaccination: true, E_91: true }],
  // Irregular tightenings of a pregnant bump.
  ['my belly keeps going tight and hard on and off', { irregular_tightenings: true }],
  ['I keep getting tightenings across my bump', { irregular_tightenings: true }],
  ['are these braxton hicks', { irregular_tightenings: true }],
  // Breasts gone hard as the milk came in; too little milk (told by a breastfeeding mother).
  ['my breasts have become rock hard and swollen', { breasts_engorged: true }],
  ['I do not think I have enough breast milk', { low_milk_supply: true, breastfeeding: true }],
  ['my milk supply has dropped since I went back to work', { low_milk_supply: true }],
  // Tearfulness is a person's, not a weepy patch of skin or a watery eye.
  ['I keep bursting into tears for no reason', { tearful: true }],
  ['I have been weepy and irritable', { tearful: true }],
  ['his elbows are red raw and weepy in spots', {}, ['tearful']],
  ['since my son was born four days ago I cry at adverts', { recent_birth: true, tearful: true }],
  ['when my baby was born a week ago I had stitches', { recent_birth: true }],
  // A likeness is not an injury: a thunderclap headache told as a blow.
  ['like a bat hit the back of my head then i spewed', { thunderclap: true }, ['recent_injury']],
  ['a cricket ball hit me in the face', { recent_injury: true }, ['thunderclap']],
  // Stitches after a birth.
  ['the stitches from my tear are really sore', { perineal_stitches_sore: true, E_53: true }],
  ['I had an episiotomy and it hurts to sit', { perineal_stitches_sore: true }],
  // Blisters at the back of a child's mouth; recurring itchy bite bumps; welts where scratched.
  ['sores at the back of her mouth', { back_of_mouth_blisters: true }],
  ['crops of very itchy red bumps on his legs', { recurring_bite_bumps: true, E_129: true }],
  ['when I scratch my skin it comes up in raised red lines', { scratch_welts: true, hives: true }],
  // A sudden severe shoulder: the pain and its place are still read.
  ['sudden agonising pain in my left shoulder', { sudden_severe_shoulder_pain: true, E_53: true, E_55: ['V_195'] }],
  ['an x ray showed calcium in the tendon', { calcium_in_tendon: true }],
  // Below the inner knee, measured in fingers, is not a finger.
  ['a tender spot about two fingers below the inner knee', { inner_knee_below_joint_pain: true }, ['E_55']],
  ['my arch seems to be collapsing and my foot is getting flatter', { arch_collapsing: true }],
  ['pain on the inside of my ankle', { inner_ankle_pain: true }],
  ['a cluster of painful blisters on my fingertip', { fingertip_blisters: true }],
  // A joint put out: a finger is its own finding; a shoulder is a deformity with a painful place.
  ['my little finger has popped out of joint', { finger_out_of_joint: true, deformity: true }],
  ['my shoulder popped out', { deformity: true, E_53: true, E_55: ['V_194', 'V_195'] }],
  ['one shoulder blade sticks out and her shoulders are uneven', { spine_curve: true }],
  ['a sharp pain in my chest that lasts a few seconds', { brief_chest_catch: true, E_53: true }],
  ['sudden cramping pain in my back passage', { rectal_cramp_attacks: true, E_53: true }],
  ['bladder pain that gets worse as my bladder fills', { bladder_pain_filling: true, E_53: true }],
  ['the urine tests are always negative', { urine_tests_clear: true }],
  ['I feel constantly dizzy and unsteady', { constant_unsteadiness: true }],
  // "Drinking a lot" of something named is not alcohol; stress at work is work's.
  ['I have been drinking a lot of coffee', { E_35: true }, ['E_78']],
  ['I have been drinking a lot lately', { E_78: true }],
  ['I am under a lot of stress at work', { work_stress: true }],
];

describe('everyday signs, sixth set', () => {
  it.each(CASES)('%s', (text, expected, absent = []) => expectReading(kb, text, expected, absent));
});
