import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * The hallmarks of the ninth set of conditions in patients' words other than the unseen-12 cases'; `absent` must
 * not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // A calf struck or torn (not a cramp); bruising on the sole after an injury.
  ['I felt a pop in my left calf while running', { calf_struck_feeling: true }],
  ['it felt like someone threw a rock at my calf during squash', { calf_struck_feeling: true }],
  ['I get cramps in my calf at night', {}, ['calf_struck_feeling']],
  ['after I twisted it there is bruising on the sole of my foot', { sole_bruising: true }],
  // A baby's hip; skin sliding off when rubbed; a red streak from a wound.
  ['his hips click when we bend his legs', { baby_hip_click_or_uneven_legs: true }],
  ['the folds on her thighs are uneven', { baby_hip_click_or_uneven_legs: true }],
  ['the skin slides off when you touch it', { skin_slides_off_rubbed: true }],
  ['a red line is spreading up my arm from the dog bite', { red_streak_up_limb: true }],
  // A neck adjusted or wrenched; one small pupil; pinpoint pupils in both eyes are not one small pupil.
  ['the chiro cracked my neck yesterday', { neck_manipulated_or_wrenched: true }],
  ['one pupil is smaller than the other', { small_pupil_one_side: true }],
  ['his pupils are pinpoint', { pinpoint_pupils: true }, ['small_pupil_one_side']],
  // Known chronic kidney disease; a recent fall in kidney function is not this reading.
  ['I have stage 3 kidney disease', { reduced_kidney_function_known: true, E_113: true }],
  ['my GP said I have poor kidney function', { reduced_kidney_function_known: true }],
  // A reaction minutes after a food; an itchy mouth with raw fruit.
  ['she ate a cashew and within minutes her face swelled', { reaction_minutes_after_food: true }],
  ['I ate a prawn and a few minutes later I had hives', { reaction_minutes_after_food: true }],
  ['we gave her peanut butter and she broke out in hives', { reaction_minutes_after_food: true }],
  ['the welts came up about 5 minutes after', { reaction_minutes_after_food: true }],
  ['I had eggs for breakfast', {}, ['reaction_minutes_after_food']],
  ['my lips itch when I eat raw peaches', { itchy_mouth_raw_fruit: true }],
  ['my lips are itchy', {}, ['itchy_mouth_raw_fruit']],
  // A sting with little to see; a stonefish; reef fish and hot-cold reversal; wild mushrooms.
  ['it was only a tiny sting from a little jellyfish', { sting_little_to_see: true, marine_sting: true }],
  ['I think I stood on a stonefish', { stepped_on_reef_venomous_fish: true, marine_sting: true }],
  ['I stepped on a stonefish at the beach', { stepped_on_reef_venomous_fish: true, marine_sting: true }],
  ['I stepped on a shell at the beach', { marine_sting: true }, ['stepped_on_reef_venomous_fish']],
  ['we had barracuda for dinner', { ate_reef_fish: true }],
  ['cold drinks burn my mouth', { hot_cold_reversal: true }],
  ['we ate some death caps by mistake', { ate_wild_mushrooms: true }],
  ['I bought mushrooms at the supermarket', {}, ['ate_wild_mushrooms']],
  // Opioids taken; slow breathing.
  ['he injected fentanyl an hour ago', { opioid_taken: true }],
  ['she is breathing very slowly and shallow', { slow_shallow_breathing: true }],
  // A fish hook; a stuck ring; a darkening scrotum.
  ['there is a fishing hook through my ear', { fish_hook_embedded: true }],
  ['I can t get my ring off', { ring_stuck: true }],
  ['the skin on my scrotum is turning black', { perineal_skin_spreading_or_dark: true }],
  ['my scrotum is swollen', {}, ['perineal_skin_spreading_or_dark']],
  // Altitude; a newborn's pus; IVF; an eyelid turned out.
  ['we are hiking to Everest base camp', { at_high_altitude: true }],
  ['my 2 week old son has thick green pus from his eyes', { newborn_eyes_pus_swollen: true }],
  ['I had an egg retrieval on Monday', { ivf_egg_collection: true }],
  ['my lower eyelid has rolled outwards', { eyelid_turned_in_or_out: true }],
];

describe('reading the hallmarks of the ninth set of conditions', () => {
  it.each(CASES)('reads %j', (text, expected, absent = []) => expectReading(kb, text, expected, absent));
});
