import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * The hallmarks of the eighth set of conditions in patients' words other than the unseen-11 cases'; `absent`
 * must not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // Seeing things while knowing they are not real; hearing voices is not this.
  ['I keep seeing faces on the curtains that I know are not really there', { seeing_unreal_things_knowingly: true }],
  ['I hear voices telling me things', {}, ['seeing_unreal_things_knowingly']],
  ['my eyesight has got very bad', { failing_sight_eye_disease: true }],
  // A blowout fracture's eyelid puffing up; a newborn's blotches (not neonatal acne); a baby's squeak.
  ['when I blew my nose my eyelid puffed up', { eyelid_puffs_blowing_nose: true }],
  ['my 3 day old has red blotches with tiny white spots', { newborn_blotches_with_bumps: true }, ['baby_pimples']],
  [
    'my baby has noisy breathing since she was a few weeks old',
    { squeak_breathing_since_weeks_old: true, E_194: true },
  ],
  // A hair around a toe; pigeon toes; a skin tear.
  ['there is a long hair wrapped around his toe', { hair_wrapped_round_digit: true }],
  ['she walks with her feet turned inwards', { feet_turn_in: true }],
  ['my paper thin skin tore when I bumped the table', { skin_torn_flap: true, skin_wound: true }],
  // Pulling one's own hair, not a muscle or the ear.
  ['I pull out my eyelashes when anxious', { pulling_out_own_hair: true }],
  ['I pulled a muscle in my back', {}, ['pulling_out_own_hair']],
  // Rigid muscles; lithium taken (known bipolar follows) and lithium stopped (not taken).
  ['his whole body is stiff and rigid', { rigid_muscles: true }],
  ['I take lithium', { takes_lithium: true, known_bipolar: true }],
  ['I stopped taking my lithium a month ago', { known_bipolar: true }, ['takes_lithium']],
  // Ankles on a blood pressure tablet; a stingray over any marine sting.
  ['my ankles swell since I started felodipine', { ankles_swollen_since_bp_tablet: true, E_149: true }],
  ['I got stung by a stingray while fishing', { stingray_barb: true, marine_sting: true }],
  ['I got stung by a jellyfish', { marine_sting: true }, ['stingray_barb']],
  // Hives hours after red meat; chicken is not red meat.
  ['I get hives every time after I eat lamb', { hives_hours_after_red_meat: true }],
  // An erection that stays, a crack during sex; a tampon forgotten.
  ['my erection will not go down', { erection_will_not_go_down: true }],
  ['I heard a crack in my penis during sex', { penis_cracked_during_sex: true }],
  ['I forgot to remove my tampon', { tampon_left_in: true, tampon_use: true }],
  ['I use tampons', { tampon_use: true }, ['tampon_left_in']],
  // A finger swollen and bent; a knuckle on a tooth; diarrhoea after a pool.
  ['my finger is swollen and I cannot straighten it', { finger_swollen_held_bent: true }],
  ['I cut my knuckle on his teeth in a fight', { knuckle_cut_on_teeth: true, skin_wound: true }],
  ['we all got diarrhoea after the swimming pool', { diarrhoea_after_pool: true, swimming: true }],
  // A stiff big toe; waking paralysed but not one arm that will not move; a baby straining.
  ['my big toe is stiff and will not bend', { stiff_big_toe: true }],
  ['I woke up paralysed and could not move or speak', { paralysed_on_waking: true }],
  ['I woke up and can not move my left arm', {}, ['paralysed_on_waking']],
  ['he grunts and strains but then does a soft poo', { baby_strains_before_soft_poo: true }],
];

describe('reading the hallmarks of the eighth set of conditions', () => {
  it.each(CASES)('reads %j', (text, expected, absent = []) => expectReading(kb, text, expected, absent));
});
