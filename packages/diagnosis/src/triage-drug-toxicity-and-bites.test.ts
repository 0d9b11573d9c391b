import { describe, expect, it } from 'vitest';
import { emergencyDiscriminatorOf, loadKnowledgeBase } from './index.js';
import { interviewFromWords } from './test-support.js';

/**
 * Lithium toxicity and neuroleptic malignant syndrome (eTG toxicology; AMH), tick paralysis (RCH tick bite), an
 * infected flexor tendon sheath (eTG hand infections), priapism and a penile fracture (Oxford Handbook of
 * Emergency Medicine): each told in a patient's words is an emergency and leads; the medicine or the bite alone
 * is not.
 */
const kb = loadKnowledgeBase();
const leading = (interview: ReturnType<typeof interviewFromWords>['interview']) =>
  kb.pathology(interview.differential()[0]!.pathology)?.id;

describe('emergencies of the eleventh unseen batch', () => {
  it.each([
    [
      'I am on lithium and after a tummy bug I am wobbly on my feet, slurring and my hands shake badly',
      52,
      'F',
      'unsteadiness, confusion or drowsiness on lithium',
      'lithium_toxicity',
    ],
    [
      'we pulled a tick off my little boy yesterday and today he is unsteady on his feet and falling over',
      2,
      'M',
      'weak or unsteady legs after a tick bite',
      'tick_paralysis',
    ],
    [
      'my son takes risperidone and now he has a high fever, his muscles are rigid and he is confused',
      24,
      'M',
      'rigid muscles with a fever or confusion on an antipsychotic',
      'neuroleptic_malignant_syndrome',
    ],
    [
      'I pricked my finger gardening last week and now the whole finger is swollen like a sausage and bent',
      50,
      'M',
      'a swollen finger held bent (flexor sheath infection)',
      'flexor_tenosynovitis',
    ],
  ])('calls %j an emergency and names it', (words, age, sex, reason, condition) => {
    const { interview } = interviewFromWords(kb, words, { age, sex: sex as 'F' | 'M' });
    expect(emergencyDiscriminatorOf(interview)).toBe(reason);
    expect(interview.disposition()).toBe('emergency');
    expect(leading(interview)).toBe(condition);
  });

  it.each([
    ['my erection has not gone down for 5 hours and it hurts', 'priapism'],
    ['heard a pop during sex and now my penis is swollen and bruised like an eggplant', 'penile_fracture'],
  ])('sends %j to the emergency department', (words, condition) => {
    const { interview } = interviewFromWords(kb, words, { age: 35, sex: 'M' });
    expect(interview.disposition()).toBe('emergency');
    expect(leading(interview)).toBe(condition);
  });

  it('does not make lithium with a cold, or a tick bite alone, an emergency', () => {
    const lithium = interviewFromWords(kb, 'I take lithium and I have a runny nose and a sore throat', {
      age: 40,
      sex: 'F',
    }).interview;
    expect(lithium.disposition()).not.toBe('emergency');
    const tick = interviewFromWords(kb, 'I found a tick on my leg after bushwalking and pulled it off', {
      age: 35,
      sex: 'F',
    }).interview;
    expect(tick.disposition()).not.toBe('emergency');
  });
});
