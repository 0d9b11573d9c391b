import { describe, expect, it } from 'vitest';
import { emergencyDiscriminatorOf, loadKnowledgeBase, understand } from './index.js';
import { interviewAnswered } from './test-support.js';

/**
 * The twelfth batch's rules: a known severe food allergy with symptoms after eating is the allergen eaten (ASCIA), a
 * dark shade over most of an eye is a shadow over the vision (RANZCO), a cough that began with a choke is a choking
 * fit (RCH inhaled foreign body), and the breathlessness of a panic attack in a younger adult is the attack's own, seen
 * within days rather than today (NICE CKS panic disorder), unless chest pain, fainting or an allergen come with it.
 */
const kb = loadKnowledgeBase();

const read = (words: string) => understand(kb, words).map((o) => o.evidence);

describe('a known severe food allergy with symptoms after eating', () => {
  const reason = 'a likely allergen with a hoarse voice, a tight throat, wheeze or trouble breathing';
  const afterEating: [string, unknown][] = [
    ['E_12', true],
    ['E_215', true],
    ['duration', 'hours'],
  ];
  it('is the allergen eaten: a hoarse voice with it is anaphylaxis', () => {
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 19, 'M', [...afterEating, ['E_212', true]]))).toBe(reason);
  });
  it('not without the allergy, or without symptoms after eating', () => {
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 19, 'M', [
          ['E_215', true],
          ['E_212', true],
        ]),
      ),
    ).not.toBe(reason);
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 19, 'M', [
          ['E_12', true],
          ['E_212', true],
        ]),
      ),
    ).not.toBe(reason);
  });
});

describe('phrases', () => {
  it('reads a dark shade over most of the eye as a shadow over the vision', () => {
    expect(read("it's like a dark shade over most of the eye")).toContain('vision_shadow');
  });
  it("reads 'weeing very little' as passing little urine (dehydration on a water tablet: Healthdirect)", () => {
    expect(read("I'm weeing very little")).toContain('reduced_urine');
    expect(read("I'm passing very little urine")).toContain('reduced_urine');
  });
  it('reads a cough that began with a choke as a choking fit, and a coughing fit alone not', () => {
    expect(read('the coughing started suddenly with a choke while he was playing')).toContain('choking_episode');
    expect(read('it started with a coughing fit')).not.toContain('choking_episode');
  });
});

describe('the breathlessness of a panic attack', () => {
  const attack: [string, unknown][] = [
    ['panic_episodes', true],
    ['E_155', true],
    ['E_66', true],
    ['E_177', true],
    ['recurrent', true],
    ['duration', 'hours'],
    ['E_53', false],
    ['E_159', false],
  ];
  it('is seen within days in a younger adult', () => {
    expect(interviewAnswered(kb, 28, 'F', attack).disposition()).toBe('days');
  });
  it('is still seen today at 60, or with pain on breathing in, fainting or an allergen', () => {
    expect(interviewAnswered(kb, 60, 'F', attack).disposition()).not.toMatch(/days|self-care/);
    const without = (finding: string) => attack.filter(([e]) => e !== finding);
    expect(interviewAnswered(kb, 28, 'F', [...attack, ['E_220', true]]).disposition()).not.toMatch(/days|self-care/);
    expect(interviewAnswered(kb, 28, 'F', [...without('E_159'), ['E_159', true]]).disposition()).not.toMatch(
      /days|self-care/,
    );
    expect(interviewAnswered(kb, 28, 'F', [...attack, ['E_42', true]]).disposition()).not.toMatch(/days|self-care/);
  });
  it('is told as attacks had before of a pounding heart with a fear of dying, not only as panic', () => {
    expect(read('keep having these attacks where my heart pounds and i feel like i am going to die')).toEqual(
      expect.arrayContaining(['recurrent', 'E_155', 'E_111']),
    );
    const told: [string, unknown][] = [
      ['E_155', true],
      ['E_111', true],
      ['recurrent', true],
      ['E_66', true],
      ['duration', 'months'],
      ['E_53', false],
      ['E_159', false],
    ];
    expect(interviewAnswered(kb, 29, 'F', told).disposition()).toBe('days');
    // The first such attack is still seen today.
    expect(
      interviewAnswered(
        kb,
        29,
        'F',
        told.filter(([e]) => e !== 'recurrent'),
      ).disposition(),
    ).not.toMatch(/days|self-care/);
  });
});
