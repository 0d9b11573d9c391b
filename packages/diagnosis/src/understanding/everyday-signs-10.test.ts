import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * The hallmarks of the tenth set of conditions in patients' words other than the unseen-13 cases'; `absent` must
 * not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // Worse after a lucid interval; eyes flicking; grape-like tissue.
  ['he seemed fine after the knock but now he is very drowsy', { lucid_interval_head_injury: true }],
  ['his eyes keep jerking side to side', { eyes_flicking_or_stuck: true }],
  ['I passed some tissue that looked like grapes', { molar_pregnancy_signs: true }],
  // A baby's spasms in clusters (a startle is not); a large bleed from the bottom; a late first poo.
  ['she has little spasms in clusters every morning', { baby_spasm_clusters: true }],
  ['my baby jumps when there is a loud noise', {}, ['baby_spasm_clusters']],
  ['there were two big bleeds from his bottom', { large_dark_bleed_from_bottom: true, heavy_rectal_bleeding: true }],
  ['he did not pass his first poo until day 3', { late_first_poo: true }],
  // A benzodiazepine stopped (taking one is not); groin pain after a fall.
  ['I ran out of my Valium last week', { benzodiazepine_stopped: true }],
  ['I take diazepam every day', {}, ['benzodiazepine_stopped']],
  ['she fell in the garden and now her groin hurts', { groin_pain_after_fall: true }],
  // Low calcium: a claw hand, tingling lips, thyroid surgery.
  ['my fingers curl up into a claw', { hand_spasm_claw: true }],
  ['I have pins and needles around my lips', { perioral_tingling: true }],
  ['I had my thyroid removed on Friday', { neck_gland_surgery: true }],
  // A red haze in one eye; clumsy hands; sore calves and tiptoes.
  ['it is like looking through red smoke', { dark_cloud_in_vision: true }],
  ['I keep dropping things and my hands feel clumsy', { clumsy_hands: true }],
  ['he is walking on his tiptoes because his calves hurt', { calves_sore_toe_walking: true }],
  // A joint swollen for weeks; loose joints; a bulky womb; a red lump by the nipple.
  ['her knee has been swollen for six weeks', { joint_swollen_for_weeks: true }],
  ['I am double jointed', { very_flexible_joints: true }],
  ['the ultrasound showed adenomyosis', { bulky_womb: true }],
  ['there is a red painful lump next to my nipple', { red_tender_by_nipple: true }],
  // A hip that clicks; a biceps slipped down; a gurgling throat; old food vomited.
  ['my hip catches when I squat', { hip_catches_clicks: true }],
  ['my biceps has slipped down towards my elbow', { popeye_arm: true }],
  ['my throat gurgles when I swallow', { gurgling_neck_swallow: true }],
  ['I vomit food I ate the night before', { vomit_old_food: true }],
  // Deafness in the family; feet glued to the floor.
  ['my dad had an operation on his ear bones', { family_hearing_loss: true }],
  ['his feet seem glued to the floor when he walks', { feet_stuck_to_floor: true }],
];

describe('reading the hallmarks of the tenth set of conditions', () => {
  it.each(CASES)('reads %j', (text, expected, absent = []) => expectReading(kb, text, expected, absent));
});
