import { describe, expect, it } from 'vitest';
import { emergencyDiscriminatorOf, loadKnowledgeBase, understand } from './index.js';
import { interviewFromWords } from './test-support.js';

/**
 * A high-pressure injection injury (Oxford Handbook of Emergency Medicine; Rosen's) and digoxin toxicity (eTG
 * toxicology; AMH): both told as something small, both an emergency.
 */
const kb = loadKnowledgeBase();
const read = (words: string) => understand(kb, words).map((o) => `${o.evidence}=${String(o.value)}`);

describe('a high-pressure injection injury', () => {
  it.each([
    'grease gun went off into my finger at work, just a tiny hole, bit numb',
    'I got paint from an airless spray gun into my hand an hour ago',
    'hydraulic line burst and shot fluid into my palm',
  ])('is an emergency and leads when told as %j', (words) => {
    const { interview } = interviewFromWords(kb, words, { age: 42, sex: 'M' });
    expect(emergencyDiscriminatorOf(interview)).toBe('a high-pressure injection injury');
    expect(interview.disposition()).toBe('emergency');
    expect(kb.pathology(interview.differential()[0]!.pathology)?.id).toBe('high_pressure_injection_injury');
  });
  it('is not read from a grease gun or a pressure washer used without an injury', () => {
    expect(read('I was using the grease gun on the truck and now my shoulder aches')).not.toContain(
      'high_pressure_injection=true',
    );
    expect(read('cleaning the deck with a high pressure hose all day, my back hurts')).not.toContain(
      'high_pressure_injection=true',
    );
  });
});

describe('digoxin toxicity', () => {
  const reason = 'signs of digoxin toxicity in someone taking digoxin';
  it('calls vomiting with yellow vision on digoxin an emergency and names it', () => {
    const { interview } = interviewFromWords(
      kb,
      "mum's been vomiting and says everything looks a bit yellow, she's on digoxin",
      { age: 84, sex: 'F' },
    );
    expect(emergencyDiscriminatorOf(interview)).toBe(reason);
    expect(kb.pathology(interview.differential()[0]!.pathology)?.id).toBe('digoxin_toxicity');
  });
  it('asks the slow pulse once digoxin is told, and calls a pulse of 40 an emergency', () => {
    const { interview, asked } = interviewFromWords(
      kb,
      "I'm on digoxin and I feel dizzy and off my food",
      { age: 79, sex: 'M' },
      ['My pulse on the machine is 40.'],
    );
    expect(asked).toContain('slow_pulse');
    expect(interview.disposition()).toBe('emergency');
  });
  it('does not make a cold in someone on digoxin an emergency', () => {
    const { interview } = interviewFromWords(kb, 'I take digoxin for my heart, I have a cold and a runny nose', {
      age: 70,
      sex: 'M',
    });
    expect(emergencyDiscriminatorOf(interview)).not.toBe(reason);
    expect(interview.disposition()).not.toBe('emergency');
  });
});
