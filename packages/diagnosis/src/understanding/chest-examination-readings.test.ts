import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * What a case note reports of the chest examination, and the other readings mended with it: breasts full as the
 * milk comes in, pain in the middle of each cycle, and breathlessness worse than the patient's usual. `absent`
 * must not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // Crackles in a case note's words; skin, ears and joints that crackle are other things.
  ['O/E coarse creps R base', { chest_crackles: true }],
  ['fine bibasal velcro crackles', { chest_crackles: true }],
  ['widespread crackles to mid zones', { chest_crackles: true }],
  ['the doctor heard crackles in my chest', { chest_crackles: true }],
  ['no crackles', { chest_crackles: false }],
  ['the skin crackles when pressed', {}, ['chest_crackles']],
  ['my ears pop and crackle when I swallow', {}, ['chest_crackles']],
  ['my knee crackles on the stairs', {}, ['chest_crackles']],
  // Consolidation, fluid, a lung not filling.
  ['bronchial breathing at the right base', { bronchial_breathing: true }],
  ['stony dull to percussion L base', { chest_dull_to_percussion: true }],
  ['reduced air entry on the left', { reduced_air_entry: true }],
  ['breath sounds are diminished at the right base', { reduced_air_entry: true }],
  // Breasts hard and full as the milk comes in.
  ['both my breasts are hard and full', { breasts_engorged: true }],
  ['her breasts are sore as her milk comes in', { breasts_engorged: true }],
  ['the breast feels hard and swollen there', {}, ['breasts_engorged']],
  // Pain in the middle of each cycle, two weeks after her period.
  ['an ache low on one side in the middle of each cycle', { midcycle_pain: true }],
  ['it comes two weeks after her period starts', { midcycle_pain: true }],
  // Breathlessness worse than usual is a flare, and still breathlessness.
  ['I am more short of breath than usual', { worsening: true, E_66: true }],
  ['I am short of breath', { E_66: true }, ['worsening']],
];

describe('reading the chest examination of a case note, and the other mended readings', () => {
  it.each(CASES)('reads %j', (text, expected, absent = []) => expectReading(kb, text, expected, absent));
});
