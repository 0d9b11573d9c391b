import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../index.js';
import { interviewFromWords } from '../test-support.js';

const kb = loadKnowledgeBase();

const topThree = (words: string, age: number, more: string[] = []): string[] => {
  const { interview } = interviewFromWords(kb, words, { age, sex: 'M' }, more);
  return interview
    .differential()
    .slice(0, 3)
    .map((d) => kb.pathology(d.pathology)?.id ?? d.pathology);
};

/** A counted pulse over 130 is told by ventricular tachycardia as by fast atrial fibrillation (Rosen; OHCM). */
describe('a fast counted pulse in the fast rhythms', () => {
  it('keeps ventricular tachycardia among the first three after a heart attack with a pulse of 180', () => {
    expect(
      topThree(
        'I had a heart attack a few years back and now my heart is pounding at 180 and I feel like I will faint',
        68,
        ['I am short of breath'],
      ),
    ).toContain('ventricular_tachycardia');
  });
  it('still leads with atrial fibrillation for an irregular racing heart of 140 without heart disease', () => {
    expect(topThree('my heart is racing and irregular, pulse 140 on my watch', 75)[0]).toBe('atrial_fibrillation');
  });
});
