import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * The hallmarks of the seventh set of everyday conditions in patients' words other than the unseen-10 cases';
 * `absent` must not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // An operation's wound gone bad, told either way round; a kitchen cut is not one.
  ['my c section wound has gone red and is leaking pus', { operation_wound_inflamed: true, E_196: true }],
  ['the scar from my hernia operation is hot and swollen', { operation_wound_inflamed: true }],
  ['I cut my finger on a knife and it is red', {}, ['operation_wound_inflamed']],
  // Pain on first opening the eye; an eye that waters all the time (not hay fever's).
  ['I woke up with a stabbing pain in my eye again', { eye_pain_on_waking: true }],
  ['my eyes are always watering and tears roll down my face', { constant_watery_eye: true, E_127: true }],
  ['my eyes are watering and itchy from hay fever', {}, ['constant_watery_eye']],
  // Medicines told by name: a statin before the aches, an antidepressant stopped, a sensitiser before the sun.
  ['my legs have ached ever since I started on rosuvastatin', { muscle_pain_since_statin: true, statin_use: true }],
  ['I came off my sertraline last week', { antidepressant_stopped: true }],
  ['I keep getting brain zaps', { brain_zaps: true }],
  ['I got an electric shock from a power point', {}, ['brain_zaps']],
  ['since going on doxycycline I burn in the sun within minutes', { sunburn_on_medicine: true, sunburn: true }],
  ['doxycycline burns my throat when I swallow it', {}, ['sunburn_on_medicine']],
  // A needle in the back, and a headache that stands up with you.
  ['I had a spinal anaesthetic for my knee operation', { recent_spinal_needle: true }],
  ['the headache is worse when I stand up and goes away when I lie down', { headache_upright_eased_lying: true }],
  // Pregnancy and after: stretch marks, the tummy's midline.
  ['I have itchy bumps in my stretch marks', { rash_in_stretch_marks: true, E_129: true }],
  ['there is a gap between my stomach muscles since the baby', { tummy_muscle_gap: true }],
  // Burning at the vaginal entrance; a bent penis.
  ['it stings at the opening of my vagina when we have sex', { vulval_burning_pain: true }],
  ['my penis curves to the right when hard', { penile_curve: true }],
  // An ear swollen after a blow; an angry piercing.
  ['I got punched in the ear and now it is puffy and swollen', { ear_swollen_after_blow: true }],
  ['my tragus piercing is swollen and weeping', { infected_piercing: true }],
  // Blood after a tonsillectomy is the emergency; the operation alone is history.
  [
    'my daughter had her tonsils removed last week and there is blood in her spit',
    { bleeding_after_tonsillectomy: true, recent_tonsillectomy: true },
  ],
  ['I had my tonsils out yesterday', { recent_tonsillectomy: true }, ['bleeding_after_tonsillectomy']],
  // Back pain arching backwards; a wrist that will not lift, not a finger that will not straighten.
  ['my lower back hurts when I lean backwards', { back_pain_arching: true }],
  ['I woke with a wrist drop after sleeping on my arm', { wrist_drop: true, arm_compressed_asleep: true }],
  ['I can not straighten my ring finger any more', {}, ['wrist_drop']],
  // A late body clock: not waking for school is not being hard to rouse.
  ['I am a night owl and cannot get to sleep until 2 in the morning', { late_body_clock: true }],
  ['we can not wake him for school', {}, ['drowsy']],
  ['I can not wake him up', { drowsy: true }],
  // A child's panic at parting; a baby's pimples.
  ['he screams and clings to me when I leave him at kindy', { separation_distress: true, E_16: true }],
  ['my 5 week old baby has spots like pimples on her nose', { baby_pimples: true, E_129: true }],
  // A dry mouth in other words; bowel leakage; teeth that zing with cold.
  ['my mouth feels like sandpaper', { dry_mouth: true }],
  ['I take oxybutynin for my bladder', { anticholinergic_medicine: true }],
  ['I leak poo and cannot always make it to the toilet in time', { bowel_accidents: true, faecal_soiling: true }],
  ['cold drinks make my teeth zing', { brief_cold_tooth_twinge: true, tooth_hot_cold_pain: true }],
];

describe('everyday signs, seventh set', () => {
  it.each(CASES)('%s', (text, expected, absent = []) => expectReading(kb, text, expected, absent));
});
