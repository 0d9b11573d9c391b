import { describe, expect, it } from 'vitest';
import { emergencyDiscriminatorOf, loadKnowledgeBase, type EvidenceValue } from './index.js';
import { expectReading, interviewFromWords } from './test-support.js';

/**
 * Emergencies told in lay words that were read too low: lithium toxicity after a gut upset (AMH lithium; Murray's
 * Toxicology Handbook), a torsion told as a tummy ache (RCH acute scrotum), Stevens-Johnson syndrome after a new
 * medicine (DermNet), Guillain-Barré told as weak tingly legs (NICE CKS), and the words of a cord prolapse, swallowed
 * magnets, a toddler's scald, a handlebar injury, an Irukandji sting, a cold white foot, a bleed after a birth, a
 * tricyclic overdose and a baby's green vomit. And black stools on iron tablets, which are not a bleed when the person
 * is well (Healthdirect iron supplements).
 */
const kb = loadKnowledgeBase();

const READINGS: [string, Record<string, EvidenceValue>, string[]?][] = [
  ['38 weeks, my waters just broke and something feels weird down there', { waters_broken: true }],
  ["he swallowed two of those little magnet balls from his brother's desk toy", { button_battery: true }],
  ['he pulled a cup of tea off the bench onto himself, there are some blisters', { burn_injury: true }],
  ['It went over his chest and down his left arm.', { extensive_burn: true }],
  ['the rash spread over his chest and down his arm', {}, ['extensive_burn']],
  ["came off my mountain bike onto the handlebars, tummy's a bit sore", { recent_injury: true }],
  ['got a tiny sting swimming up near Cairns, barely a mark', { marine_sting: true }],
  ['got stung by a wasp while gardening', {}, ['marine_sting']],
  ["my left foot's gone cold and a funny white colour since lunch", { cold_pale_limb: true }],
  ['had my baby 5 days ago and the bleeding seems heavier today', { heavy_bleeding_after_birth: true }],
  ['I took about fifteen of the 50 milligram ones.', { took_overdose: true }],
  ['I take two of the 50 milligram ones at night', {}, ['took_overdose']],
  ['my legs have gone a bit weak and tingly', { E_84: true, E_177: true }],
  ['my legs feel weak and heavy', { E_84: true }, ['E_177']],
  ["she's spitting up more than usual today and it's gone a greeny colour", { vomiting_bile: true, E_211: true }],
  ['My mouth is full of painful ulcers.', { E_206: true }],
  ["I'm on lithium for my bipolar", { takes_lithium: true, known_bipolar: true }],
  ['I stopped my lithium a month ago', { known_bipolar: true }, ['takes_lithium']],
  ['I started iron tablets three days ago', { takes_iron: true }],
  ['he grabbed the hot iron and burnt his fingers', {}, ['takes_iron']],
  ["it's really his left testicle that hurts", { testicular_pain: true, E_55: ['V_169'] }],
];

describe('lay words of emergencies told mildly', () => {
  it.each(READINGS)('reads %j', (words, expected, absent) => expectReading(kb, words, expected, absent));
});

describe('lithium toxicity', () => {
  const reason = 'unsteadiness, confusion or drowsiness on lithium';
  it('asks about unsteadiness once lithium is told with diarrhoea, and calls it an emergency', () => {
    const { interview, asked } = interviewFromWords(
      kb,
      "I've had the runs for a few days and now I'm shaky, I'm on lithium",
      { age: 42, sex: 'F' },
      ["I'm unsteady on my feet, walking like I'm drunk."],
    );
    expect(asked).toContain('unsteady_gait');
    expect(emergencyDiscriminatorOf(interview)).toBe(reason);
    expect(interview.disposition()).toBe('emergency');
  });
  it('sees diarrhoea on lithium the same day when steady and clear-headed', () => {
    const { interview } = interviewFromWords(kb, "I've had the runs since yesterday and I'm on lithium", {
      age: 35,
      sex: 'M',
    });
    expect(emergencyDiscriminatorOf(interview)).toBeNull();
    expect(interview.disposition()).toBe('urgent');
  });
  it('does not make a cold in someone on lithium urgent', () => {
    const { interview } = interviewFromWords(kb, "I'm on lithium and I've got a runny nose and a bit of a cough", {
      age: 35,
      sex: 'M',
    });
    expect(['days', 'self-care']).toContain(interview.disposition());
  });
});

describe('a torsion told as a tummy ache', () => {
  const words = "he's 13, got a tummy ache and has been sick, he's too embarrassed to say much";
  it('asks a boy with a sudden belly pain and vomiting about a testicle, and calls its pain an emergency', () => {
    const { interview, asked } = interviewFromWords(kb, words, { age: 13, sex: 'M' }, [
      'The pain came on suddenly about two hours ago.',
      "He finally told me it's really his left testicle that hurts.",
    ]);
    expect(asked).toContain('testicular_pain');
    expect(emergencyDiscriminatorOf(interview)).toBe('sudden or severe testicular pain in a young male');
  });
  it('does not ask a girl about a testicle', () => {
    const { asked } = interviewFromWords(kb, "she's 13, got a tummy ache and has been sick", { age: 13, sex: 'F' });
    expect(asked).not.toContain('testicular_pain');
  });
});

describe('a severe skin reaction to a new medicine', () => {
  const reason = 'a rash after a new medicine with mouth sores and red eyes, a fever or skin coming away';
  it('asks about the mouth and eyes of a rash after a new medicine, and calls sores with red eyes an emergency', () => {
    const { interview, asked } = interviewFromWords(
      kb,
      "started a new tablet for epilepsy three weeks ago and now I've got sore blistered lips and a rash",
      { age: 38, sex: 'M' },
      ['My mouth is full of painful ulcers and my eyes are red and sore.'],
    );
    expect(asked).toContain('E_206');
    expect(emergencyDiscriminatorOf(interview)).toBe(reason);
    expect(interview.disposition()).toBe('emergency');
  });
  it('does not call an itchy rash after a new antibiotic, with a clear mouth, an emergency', () => {
    const { interview } = interviewFromWords(kb, 'I started a new antibiotic and now I have an itchy red rash', {
      age: 30,
      sex: 'F',
    });
    expect(emergencyDiscriminatorOf(interview)).not.toBe(reason);
    expect(interview.disposition()).not.toBe('emergency');
  });
});

describe('weak, tingling legs', () => {
  it('asks about breathlessness and calls it with weak tingling legs an emergency (Guillain-Barré)', () => {
    const { interview, asked } = interviewFromWords(
      kb,
      'my legs have gone a bit weak and tingly, probably from the gym',
      { age: 36, sex: 'M' },
      ["I'm short of breath."],
    );
    expect(asked).toContain('E_66');
    expect(emergencyDiscriminatorOf(interview)).toBe('new weakness of both legs with tingling and breathlessness');
  });
});

describe('black stools on iron tablets', () => {
  it('are not a same-day matter in someone well', () => {
    const { interview } = interviewFromWords(kb, 'my poo has gone black since I started iron tablets last week', {
      age: 45,
      sex: 'F',
    });
    expect(['days', 'self-care']).toContain(interview.disposition());
  });
  it('are seen at least the same day with faintness', () => {
    const { interview } = interviewFromWords(
      kb,
      'my poo has gone black since I started iron tablets last week',
      { age: 45, sex: 'F' },
      ['I nearly fainted getting off the toilet.'],
    );
    expect(['urgent', 'emergency']).toContain(interview.disposition());
  });
});
