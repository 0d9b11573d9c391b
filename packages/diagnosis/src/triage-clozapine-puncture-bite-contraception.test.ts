import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from './index.js';
import { interviewFromWords } from './test-support.js';

/**
 * Same-day problems that were called routine when told in a patient's words: a fever or sore throat on clozapine
 * (AMH clozapine: agranulocytosis), a nail through a shoe into the sole (eTG puncture wounds of the foot), an animal
 * bite of the face or hand (eTG bite wounds; RCH dog bites), and unprotected sex in the last 5 days (AMH, eTG,
 * RANZCOG emergency contraception). Each is urgent from the words; without its sign, the same story is not.
 */
const kb = loadKnowledgeBase();
const dispositionOf = (words: string, age: number, sex: 'F' | 'M') =>
  interviewFromWords(kb, words, { age, sex }).interview.disposition();

describe('same-day problems told in the opening words', () => {
  it.each([
    ["I'm on clozapine and I've had a sore throat and a temperature since yesterday", 31, 'M'],
    ['I take clozaril and I have mouth ulcers and a fever', 45, 'F'],
    ['stepped on a nail in the garden and it went through my sneaker into my foot', 36, 'F'],
    ['a rusty nail went straight through his shoe into his foot', 12, 'M'],
    ["the neighbour's dog bit him on the cheek, a couple of small cuts", 6, 'M'],
    ['our cat bit me on the hand this morning', 40, 'F'],
    ['missed two of my pills this week and we had sex last night without a condom', 23, 'F'],
  ] as const)('calls %j urgent', (words, age, sex) => {
    expect(dispositionOf(words, age, sex)).toBe('urgent');
  });

  it.each([
    ["I've had a sore throat and a temperature since yesterday", 31, 'M'],
    ['I stopped clozapine last year and now I have a sore throat', 31, 'M'],
  ] as const)('does not call %j urgent for a medicine not taken', (words, age, sex) => {
    expect(dispositionOf(words, age, sex)).not.toBe('urgent');
  });

  it('reads a bite on the hand told after the bite, and not an insect bite on the face as an animal bite', () => {
    const read = (words: string) => understand(kb, words).map((o) => o.evidence);
    expect(read('the bite is on the back of my right hand near the knuckle')).toContain('bite_face_or_hand');
    expect(read("a mozzie bite on his forehead has blown up huge, his eye's half shut")).not.toContain('animal_bite');
  });
});
