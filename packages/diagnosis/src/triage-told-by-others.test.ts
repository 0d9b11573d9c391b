import { describe, expect, it } from 'vitest';
import { emergencyDiscriminatorOf, loadKnowledgeBase, understand } from './index.js';
import { interviewAnswered, interviewFromWords, questionsAskedAfter } from './test-support.js';
import { EMERGENCY_DISCRIMINATORS, type TriageFacts } from './triage-discriminators.js';

/**
 * Dangers told in everyday words, often by someone else (src/understanding/dangers-told-by-others.ts): "puffed", a
 * tongue "gone all fat", a drink from under the sink, a hot spell with someone "gone strange", a partner "very sleepy"
 * on an opioid (AMH), a mouth raw with a rash (DermNet SJS), a fit that won't stop (RCH), a pregnant belly hard and
 * hurting all the time (RANZCOG), shoulder-tip pain with faintness (RANZCOG ectopic), a deformed limb with a pale hand
 * (RCH supracondylar fractures).
 */
const kb = loadKnowledgeBase();

const read = (words: string, age = 40, sex: 'F' | 'M' = 'F') =>
  Object.fromEntries(understand(kb, words, { patient: { age, sex } }).map((o) => [o.evidence, o.value]));

describe('breathlessness told as puffed', () => {
  it('reads "puffed" as short of breath, even with the effort that brings it on', () => {
    expect(read("I'm getting really puffed since this morning").E_66).toBe(true);
    expect(read('she gets puffed walking to the letterbox', 70).E_66).toBe(true);
  });
  it('does not read a puffed-up face as the breath', () => {
    expect(read('my eyes are all puffed up this morning').E_66).toBeUndefined();
  });
});

describe('a swollen tongue and changed speech', () => {
  it('reads a tongue "gone fat" or "too big" as a swelling of the mouth', () => {
    expect(read('his tongue has gone really big', 70, 'M').swollen_face_lips).toBe(true);
    expect(read('my lips have gone all fat').swollen_face_lips).toBe(true);
  });
  // The stroke rule reads changed speech first; the airway's own rule is tested on its facts.
  const airway = EMERGENCY_DISCRIMINATORS.find(
    (d) => d.reason === 'swelling of the face, tongue or mouth with a threatened airway',
  );
  const facts = (places: string[]): TriageFacts => ({
    has: (x) => ['swollen_face_lips', 'E_63'].includes(x),
    denied: () => false,
    scale: () => undefined,
    places: (x) => (x === 'E_152' ? places : []),
    age: 67,
    complaint: null,
    isNew: true,
  });
  it('calls a swollen tongue with speech changed a threatened airway (ASCIA: difficulty talking)', () => {
    expect(airway?.applies(facts(['tongue']))).toBe(true);
  });
  it('does not call trouble speaking a threatened airway when only the lips are swollen', () => {
    expect(airway?.applies(facts(['upper lip']))).toBe(false);
  });
});

describe('a household chemical swallowed, told by where it was kept', () => {
  it('reads a drink from the bottle under the sink as a swallowed poison', () => {
    expect(read('she swallowed some stuff from under the kitchen sink', 3).swallowed_poison).toBe(true);
    expect(read('he drank out of a bottle from the laundry cupboard', 2, 'M').swallowed_poison).toBe(true);
  });
  it('does not read washing up at the sink as one', () => {
    expect(read('I cut my hand washing up at the kitchen sink').swallowed_poison).toBeUndefined();
  });
});

describe('heat and a changed mind in an older person, told by family', () => {
  it('reads a hot spell and someone gone strange', () => {
    const r = read("it's been really hot this week and Mum's gone all vague", 85);
    expect(r.heat_exposure).toBe(true);
    expect(r.E_39).toBe(true);
    expect(read('he has no air conditioning', 80, 'M').heat_exposure).toBe(true);
  });
  it('does not read a hot, swollen joint as the weather, or a rash gone a funny colour as confusion', () => {
    expect(read("my knee, it's so hot and swollen", 50, 'M').heat_exposure).toBeUndefined();
    expect(read('the rash has gone a funny colour').E_39).toBeUndefined();
  });
});

describe('drowsy on an opioid', () => {
  const reason = 'drowsy or hard to wake on an opioid painkiller';
  it('reads a partner "very sleepy" on a new patch as drowsy on an opioid', () => {
    const r = read("my wife's really sleepy since they put her on a fentanyl patch", 80);
    expect(r.drowsy).toBe(true);
    expect(r.takes_opioid).toBe(true);
  });
  it('calls drowsiness on oxycodone an emergency and asks about it first', () => {
    const interview = interviewAnswered(kb, 75, 'M', [
      ['takes_opioid', true],
      ['drowsy', true],
    ]);
    expect(emergencyDiscriminatorOf(interview)).toBe(reason);
    expect(questionsAskedAfter(kb, "he's taking oxycodone for his back and seems off", 75, 'M', 3)).toContain('drowsy');
  });
  it('does not call an opioid alone one', () => {
    const interview = interviewAnswered(kb, 75, 'M', [
      ['takes_opioid', true],
      ['drowsy', false],
    ]);
    expect(emergencyDiscriminatorOf(interview)).not.toBe(reason);
  });
});

describe('a rash with a raw mouth after a new medicine', () => {
  it('reads a raw, peeling or blistered mouth as mouth sores', () => {
    expect(read('her lips are raw and peeling').E_206).toBe(true);
    expect(read('the inside of my mouth is all blistered').E_206).toBe(true);
  });
});

describe('a fit that will not stop', () => {
  it('reads it as a prolonged seizure', () => {
    expect(read("he's fitting and it hasn't stopped", 6, 'M').prolonged_seizure).toBe(true);
    expect(read('she is having a seizure and it will not stop', 30).prolonged_seizure).toBe(true);
  });
  it('does not read a fit that stopped as one', () => {
    expect(read('he had a fit but it stopped after a minute', 2, 'M').prolonged_seizure).toBeUndefined();
  });
});

describe('a pregnant belly hard and hurting all the time', () => {
  it('reads it as a hard, tender bump', () => {
    expect(read('my belly went hard and it hurts constantly', 30).hard_tender_bump).toBe(true);
  });
  it('does not read tightenings that come and go as one', () => {
    expect(read('my bump goes hard now and then', 30).hard_tender_bump).toBeUndefined();
  });
});

describe('a bite of a common food allergen before the symptoms', () => {
  it('reads it as a likely allergen', () => {
    expect(read('she ate a cashew and now her lips are tingling', 6).E_42).toBe(true);
    expect(read('had some prawns then my throat felt funny', 30).E_42).toBe(true);
  });
  it('does not read a food eaten without a symptom after it', () => {
    expect(read('I had peanut butter on toast for breakfast', 30).E_42).toBeUndefined();
  });
});

describe('shoulder-tip pain with faintness in a woman who could be pregnant', () => {
  it('asks about her period first', () => {
    expect(
      questionsAskedAfter(kb, 'pain in the tip of my shoulder and I feel like I might pass out', 29, 'F', 2),
    ).toContain('missed_period');
  });
  it('does not ask a man', () => {
    expect(
      questionsAskedAfter(kb, 'pain in the tip of my shoulder and I feel like I might pass out', 29, 'M', 4),
    ).not.toContain('missed_period');
  });
});

describe('a belly pain told as a gastro by a woman who could be pregnant', () => {
  const words = 'I reckon it is gastro, crampy pains in my tummy and the runs since lunch';
  it('asks about a late period, then faintness, even after she says she is not pregnant', () => {
    const { interview, asked } = interviewFromWords(kb, words, { age: 24, sex: 'F' }, [
      'my period is 10 days late',
      'I went dizzy and nearly passed out on the toilet',
    ]);
    expect(asked).toContain('missed_period');
    expect(asked).toContain('E_82');
    expect(interview.disposition()).toBe('emergency');
  });
  it('asks no man, and calls no emergency when the period is not late', () => {
    expect(interviewFromWords(kb, words, { age: 24, sex: 'M' }).asked).not.toContain('missed_period');
    expect(interviewFromWords(kb, words, { age: 24, sex: 'F' }).interview.disposition()).not.toBe('emergency');
  });
});

describe('a deformed limb with a pale, cold hand after an injury', () => {
  const reason = 'a deformed limb after an injury with a pale, cold hand or foot';
  it('is an emergency', () => {
    const interview = interviewAnswered(kb, 7, 'M', [
      ['recent_injury', true],
      ['deformity', true],
      ['cold_pale_limb', true],
    ]);
    expect(emergencyDiscriminatorOf(interview)).toBe(reason);
  });
  it('is not one with a pink, warm hand', () => {
    const interview = interviewAnswered(kb, 7, 'M', [
      ['recent_injury', true],
      ['deformity', true],
      ['cold_pale_limb', false],
    ]);
    expect(emergencyDiscriminatorOf(interview)).not.toBe(reason);
  });
});
