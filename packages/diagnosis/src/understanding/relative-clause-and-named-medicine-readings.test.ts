import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * Case descriptions told about the patient: a denial inside "who has not been immunised" that must not deny the
 * illness told after it, a medicine started told by its name (eTG serotonin toxicity), a shake told among the signs
 * of an overactive nervous system, a hot joint in a list of adjectives (eTG septic arthritis), a mole's change told
 * through a relative (DermNet melanoma), a hernia "it" that will not go back, the scaphoid's hollow (NICE CKS), an
 * Achilles told as a kick to someone else, rest angina told after exertional angina (Heart Foundation ACS), and a pad
 * soaked every hour in pregnancy (Healthdirect miscarriage), indigestion blamed rather than felt (Heart Foundation),
 * others ill alike and sores on the face (RCH impetigo); `absent` must not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  ['A 4-year-old boy who has not been immunised has a high fever', { unvaccinated: true, high_fever: true }],
  ['a man who does not smoke has chest pain', { E_79: false, E_53: true }],
  ['a boy who is not vaccinated has a cough', { E_201: true }],
  ['a girl who has not eaten or had a fever', { E_91: false }],
  ['a man who has not had a cough', { E_201: false }],
  ['she was given tramadol for a sore back yesterday', { new_medicine: true }],
  ['I started lamotrigine three weeks ago', { new_medicine: true }],
  ['I started feeling sick yesterday', {}, ['new_medicine']],
  ['she is agitated, sweating, shaking', { E_50: true, tremor: true }],
  ['he has a fever and is shaking all over', { rigors: true }, ['tremor']],
  ['he has a hot, swollen, very painful right knee', { hot_swollen_joint: true }],
  ['a hot swollen painful leg', {}, ['hot_swollen_joint']],
  ['a mole on his back that his wife says has grown', { mole_change: true }],
  ['a lump in his groin he could push back, now it is hard and will not go back', { lump_irreducible: true }],
  ['pain at the base of his thumb, tender in the hollow there', { snuffbox_tenderness: true }],
  ['he felt as if someone had kicked him in the back of the heel', { pop_at_injury: true }],
  [
    'tightness in his chest when walking up hills for weeks. This morning it came on while he was sitting reading',
    { E_14: true },
  ],
  ['nine weeks pregnant and soaking a pad every hour', { pregnancy_heavy_bleeding: true }],
  ['I am soaking a pad every hour with my period', { E_145: true }, ['pregnancy_heavy_bleeding']],
  // Focal symptoms gone (NICE CKS TIA) and a deaf ear woken to (ENT guidance on sudden hearing loss).
  [
    'could not get her words out for 20 minutes. She is completely back to normal now.',
    { neuro_symptoms_resolved: true },
  ],
  ['she had gastro last week and is back to normal now', {}, ['neuro_symptoms_resolved']],
  ['he woke up deaf in his right ear', { hearing_loss_sudden: true, hearing_loss_one_side: true }],
  // A cause someone guesses is not a symptom; indigestion felt is.
  ['an ache across her chest that she puts down to indigestion', { E_53: true }, ['E_173']],
  ['I get indigestion after meals', { E_173: true }],
  ['felt off for the last hour: sick in the stomach, sweaty', { E_148: true, E_50: true }],
  // Others ill alike, told as a comparison or of a housemate.
  ['vomiting and diarrhoea since yesterday, like two of his housemates', { E_41: true }],
  ['My housemates have the same.', { E_41: true }],
  // Sores on the face are a skin lesion; sores in the mouth are ulcers.
  ['He has sores around his nose and mouth.', { E_129: true }],
  ['sores in his mouth', { E_206: true }, ['E_129']],
];

describe('case descriptions told about the patient', () => {
  it.each(CASES)('%s', (text, expected, absent) => expectReading(kb, text, expected, absent));
});
