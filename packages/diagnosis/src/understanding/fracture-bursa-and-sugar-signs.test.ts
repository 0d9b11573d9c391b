import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** Signs that tell a fracture from a sprain, and a bursa from a lump; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // The bone itself tender (Ottawa rules); a tender joint, breastbone or cheekbone is not it.
  ['the bone on the outside of my ankle is very tender', { bone_tenderness: true }],
  ['the bony bit on the outside is swollen and really tender', { bone_tenderness: true }],
  ['it is tender right over the ankle bone', { bone_tenderness: true }],
  ['my ankle is tender', {}, ['bone_tenderness']],
  ['my breastbone is tender', {}, ['bone_tenderness']],
  // A soft swelling is a swelling, read with its place: at the point of the elbow, over the kneecap.
  ['a squishy swelling on my elbow', { E_151: true, E_152: ['V_45', 'V_46'] }],
  ['a soft swelling on the front of my kneecap', { E_151: true, E_152: ['V_92', 'V_93'] }],
  ['a soft lump under the skin of my back', { soft_movable_lump: true }],
  // A lump on the side of the neck is a gland; one there for months is still the persistent neck lump.
  ['a lump on the side of her neck under the jaw', { E_9: true }],
  ['a lump in the side of my neck for 2 months', { neck_lump_side: true }],
];

describe('signs of a broken bone and of a bursa', () => {
  for (const [text, expected, absent] of CASES) {
    it(`reads "${text}"`, () => expectReading(kb, text, expected, absent));
  }
});

/** A sugar result in the prediabetes band is read as such; one in the diabetes range is not. */
const SUGAR_CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  [
    'my fasting sugar was 6.4 on a check-up blood test',
    { sugar_in_prediabetes_range: true, blood_test_high_sugar: true },
  ],
  ['my HbA1c came back at 45 mmol', { sugar_in_prediabetes_range: true }],
  ['fasting glucose was 7.4', {}, ['sugar_in_prediabetes_range']],
  ['my fasting sugar is 6.45', {}, ['sugar_in_prediabetes_range']],
];

describe('a sugar result in the prediabetes band', () => {
  for (const [text, expected, absent] of SUGAR_CASES) {
    it(`reads "${text}"`, () => expectReading(kb, text, expected, absent));
  }
});
