import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * Kawasaki disease's signs as a parent tells them (RCH Kawasaki disease; AHA 2017 scientific statement), and a blood
 * ketone reading under 1.5 (ADS/ADIPS sick day rules); `absent` must not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // Red, cracked lips, whichever word comes first.
  ['cracked red lips', { strawberry_tongue: true }],
  ['his lips are cracked and bleeding', { strawberry_tongue: true }],
  ['peeling, very red lips', { strawberry_tongue: true }],
  // Swollen hands, or peeling fingertips; a child's swollen feet alone are not read as it (a nephrotic child's).
  ['his hands are swollen', { swollen_hands_feet: true }],
  ['her hands and feet have gone red and puffy', { swollen_hands_feet: true }],
  ['peeling fingertips', { swollen_hands_feet: true }],
  ['her feet are swollen', {}, ['swollen_hands_feet']],
  // Red eyes without pus: the discharge denied.
  ['red eyes without discharge', { E_74: true, eye_discharge: false }],
  ['his eyes are red with no gunk', { E_74: true, eye_discharge: false }],
  ['red eyes with sticky yellow discharge', { E_74: true, eye_discharge: true }],
  // Ketones under 1.5 are read as such; 1.5 and over, and 3.2, are not.
  ['my ketones are 1.0', { ketones_under_1_5: true, ketones_positive: true }],
  ['ketones were 0.8 this morning', { ketones_under_1_5: true, ketones_positive: true }],
  ['my ketones are 1.5', { ketones_positive: true }, ['ketones_under_1_5']],
  ['ketones 3.2', { ketones_positive: true }, ['ketones_under_1_5']],
];

describe("Kawasaki disease's signs and a ketone reading under 1.5", () => {
  it.each(CASES)('%s', (text, expected, absent) => expectReading(kb, text, expected, absent));
});
