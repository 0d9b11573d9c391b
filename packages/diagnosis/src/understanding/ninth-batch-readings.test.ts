import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * What the ninth batch of case vignettes showed unread, each in other words than the case's, and what must not be
 * read from near misses (`absent`).
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  ['Sudden agony in his right ball since football training', { E_53: true, E_55: ['V_168'] }],
  ['The ball hit my finger at cricket', {}, ['E_55']],
  ['His testicle has a firm lump on it', { testicular_hard_lump: true, testicular_swelling: true }],
  ['She woke up but could not move her body at all for a minute', { paralysed_on_waking: true }],
  ['I woke up and cannot move my left arm', {}, ['paralysed_on_waking']],
  ['He grunts and pushes for ages, then the stools come out soft', { baby_strains_before_soft_poo: true }],
  ['On review HR 42, BP 110/70', { slow_pulse: true }],
  ['Pulse 44 and irregular on the monitor', { slow_pulse: true }],
  ['HR 112, BP 100/60', {}, ['slow_pulse']],
  ['A fleshy bump creeping across the white of my left eye', { growth_on_eye: true }],
  ['An enlarging, scaly, tender nodule on his ear', { fast_growing_skin_lump: true }],
  ['Got a jolt off the toaster this morning', { electric_shock: true }],
  ['Green gunk coming out of only her right nostril', { one_sided_smelly_nasal_discharge: true }],
  ['His nostril is blocked. I think he put a peanut up there.', { object_in_nose: true }],
  ['She put a toy up there in the cupboard', {}, ['object_in_nose']],
  ['I am in bed for days after even a short walk', { crash_after_effort: true }],
  ['Wiped out for two days after any small effort', { crash_after_effort: true }],
  ['Weak when turning my hand over to use a screwdriver', { pain_turning_forearm: true }],
  ['A bruise at the front of the elbow after lifting', { injury_bruising: true }],
  ['Sore knee two weeks after an attack of watery diarrhoea', { preceding_infection: true }],
  ['Patches of white skin on her hands', { skin_colour_patches: true }, ['serious_burn']],
  ['The burn left white leathery skin', { serious_burn: true }],
  ['Since a nasty bout of gastro last month his ankle has swollen up', { preceding_infection: true }],
  ['Sore knee three weeks after a bout of bloody diarrhoea', { preceding_infection: true }, ['bloody_diarrhoea']],
  ['I woke up with a sore, stiff neck and cannot turn my head', { E_192: true, neck_stiffness: true }],
  ['She woke with a stiff neck and a high fever', { neck_stiffness: true }, ['E_192']],
  ['Her skin has lost its colour in patches around the eyes', { skin_colour_patches: true }],
  ['Tiny cherry red domed spots all over his back', { red_dome_spots: true }],
  ['His ear keeps leaking on and off since the grommets', { ear_discharge: true }],
  ['USS: bulky uterus', { bulky_womb: true }],
  ['The midwife said my womb is bigger than expected for 9 weeks', { molar_pregnancy_signs: true }],
  ['A lump pokes out of my back passage when I push', { anal_lump: true }],
  ['My legs have ached since I started the rosuvastatin', { muscle_pain_since_statin: true, statin_use: true }],
];

describe('readings the ninth batch of case vignettes prompted', () => {
  for (const [text, expected, absent] of CASES) it(text, () => expectReading(kb, text, expected, absent));
});
