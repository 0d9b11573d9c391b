import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, type EvidenceValue } from '../index.js';
import { expectReading } from '../test-support.js';
import { normalize } from './normalize.js';

const kb = loadKnowledgeBase();

describe('symptom words mistyped on a phone', () => {
  it.each([
    ['sudenly got a pain', ' suddenly got a pain '],
    ['pain on the rite side', ' pain on the right side '],
    ['it hurts more wen i breathe', ' it hurts more when i breathe '],
    ['short of breth and dizzey', ' short of breath and dizzy '],
    ['my migranes are back, vomitting', ' my migraines are back , vomiting '],
    ['im pregant', ' i am pregnant '],
  ])('%s is spelled right', (text, expected) => {
    expect(normalize(text)).toBe(expected);
  });

  it.each([
    ['the rite of passage', ' the rite of passage '],
    ['a wen on my scalp', ' a wen on my scalp '],
  ])('%s is left as written where it is a word', (text, expected) => {
    expect(normalize(text)).toBe(expected);
  });

  const CASES: [string, Record<string, EvidenceValue>][] = [
    ['bad hedache and vomitting since this morning', { E_53: true, E_211: true }],
    ['im 8 weeks pregant', { pregnancy_under_14_weeks: true, E_167: true }],
    ['my asma is bad, very wheezey', { E_124: true, E_214: true }],
  ];
  it.each(CASES)('%s is read as if spelled right', (text, expected) => {
    expectReading(kb, text, expected);
  });
});
