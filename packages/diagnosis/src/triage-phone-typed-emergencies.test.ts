import { describe, expect, it } from 'vitest';
import { emergencyDiscriminatorOf, loadKnowledgeBase, understand } from './index.js';
import { durationIn } from './understanding/durations.js';
import { normalize } from './understanding/normalize.js';
import { interviewFromWords } from './test-support.js';

/**
 * Emergencies typed into a phone chat the way a worried parent, partner or mate types them: the operation or the
 * gestation told first and the blood a clause later, a fit's start told in minutes, pills "of something" at a
 * festival, a heart rate read off a watch, a high-speed fragment in the eye with blurred sight, a fever and a racing
 * heart in someone with Graves disease.
 */
const kb = loadKnowledgeBase();
const read = (words: string, patient?: { age: number; sex: 'F' | 'M' }) =>
  understand(kb, words, patient ? { patient } : undefined).map((o) => `${o.evidence}=${String(o.value)}`);
const topOf = (interview: ReturnType<typeof interviewFromWords>['interview']) =>
  kb.pathology(interview.differential()[0]!.pathology)?.id;

describe('bleeding after a tonsillectomy told a clause after the operation', () => {
  it('reads the blood and calls it an emergency (RCH: any bleed after a tonsillectomy)', () => {
    const words =
      'daughter 6 had her tonsils out 7 days ago, all going well, but tonight she spat out bright red blood twice';
    expect(read(words)).toContain('bleeding_after_tonsillectomy=true');
    const { interview } = interviewFromWords(kb, words, { age: 6, sex: 'F' });
    expect(interview.disposition()).toBe('emergency');
    expect(topOf(interview)).toBe('post_tonsillectomy_bleed');
  });
  it('does not read blood told in another sentence about something else', () => {
    expect(read('had my tonsils out years ago. today I have a nosebleed')).not.toContain(
      'bleeding_after_tonsillectomy=true',
    );
  });
});

describe('bleeding in pregnancy with the gestation typed as the opening', () => {
  it.each([
    '32 wks, woke up in a puddle of bright red blood, no pain at all, baby moving',
    "I'm 30 weeks and there's bright red blood in my undies",
  ])('reads bleeding in pregnancy and is an emergency: %j', (words) => {
    expect(read(words, { age: 33, sex: 'F' })).toContain('bleeding_in_pregnancy=true');
    const { interview } = interviewFromWords(kb, words, { age: 33, sex: 'F' });
    expect(interview.disposition()).toBe('emergency');
  });
  it('does not take a span of weeks for a gestation', () => {
    expect(read('had diarrhoea for 2 weeks, now blood in it', { age: 40, sex: 'F' })).not.toContain(
      'bleeding_in_pregnancy=true',
    );
    expect(read('I was 30 weeks ago in hospital, now I have blood in my wee', { age: 30, sex: 'F' })).not.toContain(
      'bleeding_in_pregnancy=true',
    );
  });
});

describe('a fit that started minutes ago and is still going', () => {
  it.each([
    'son 9 has epilepsy and is fitting, started 7 mins ago and still going, lips going bit blue',
    'he is having a seizure that started seven minutes ago and has not stopped',
  ])('is status epilepticus, an emergency: %j', (words) => {
    expect(read(words)).toContain('prolonged_seizure=true');
    const { interview } = interviewFromWords(kb, words, { age: 9, sex: 'M' });
    expect(interview.disposition()).toBe('emergency');
    expect(topOf(interview)).toBe('status_epilepticus');
  });
  it('is not read from a fit that started minutes ago and has stopped', () => {
    expect(read('she had a fit that started 2 minutes ago, it stopped and she is sleepy')).not.toContain(
      'prolonged_seizure=true',
    );
  });
});

describe('pills of something taken at a festival', () => {
  it('reads a stimulant and names its toxicity, an emergency', () => {
    const words =
      'my mate took a few caps of something at a festival, hes sweating heaps, heart racing like 170, paranoid and hot';
    expect(read(words)).toContain('stimulant_taken=true');
    const { interview } = interviewFromWords(kb, words, { age: 22, sex: 'M' });
    expect(interview.disposition()).toBe('emergency');
    expect(topOf(interview)).toBe('stimulant_toxicity');
  });
  it('is not read from tablets for a headache', () => {
    expect(read('took 2 panadol tablets for a headache this morning')).not.toContain('stimulant_taken=true');
  });
});

describe('muscles in agony after unaccustomed exercise with dark urine', () => {
  it('reads the severe muscle pain and leads with rhabdomyolysis, an emergency', () => {
    const words = 'first crossfit class in years, now my thighs are agony and my wee is dark brown like coke';
    expect(read(words)).toContain('severe_muscle_pain=true');
    const { interview } = interviewFromWords(kb, words, { age: 24, sex: 'M' });
    expect(interview.disposition()).toBe('emergency');
    expect(topOf(interview)).toBe('rhabdomyolysis');
  });
});

describe('a heart rate read off a watch', () => {
  it.each(['my heart started racing, 190 on my watch', 'heart pounding, my apple watch says 150'])(
    'is a counted rate over 130: %j',
    (words) => {
      expect(read(words)).toContain('fast_heart_rate_reading=true');
    },
  );
  it('makes a racing heart with faintness and breathlessness after a heart attack an emergency', () => {
    const { interview } = interviewFromWords(
      kb,
      "had a heart attack 2 yrs ago. 20 min ago my heart suddenly started racing, 190 on my watch, feel like I'm going to pass out and short of breath",
      { age: 64, sex: 'M' },
    );
    expect(interview.disposition()).toBe('emergency');
  });
  it('does not read a step count or a blood pressure as a heart rate', () => {
    expect(read('did 150 steps on my watch today')).not.toContain('fast_heart_rate_reading=true');
    expect(read('my BP was 150/95 on the machine')).not.toContain('fast_heart_rate_reading=true');
  });
});

describe('a span told about a medicine that ran out or was stopped', () => {
  it('is not the illness span; what follows it is', () => {
    expect(
      durationIn(normalize('I ran out of my carbimazole a few wks ago. since yesterday my heart is pounding')),
    ).toBe('days');
    expect(durationIn(normalize('stopped taking my blood pressure tablets a month ago, headache since lunch'))).toBe(
      'hours',
    );
  });
  it('leaves a span of the illness alone', () => {
    expect(durationIn(normalize('cough for 3 weeks'))).toBe('weeks');
    expect(durationIn(normalize('stopped eating 3 days ago'))).toBe('days');
  });
});

describe('a fever with a racing heart or confusion in a person with an overactive thyroid', () => {
  const reason = 'an overactive thyroid with a fever and a racing heart or confusion';
  it('is a thyroid storm until shown otherwise: an emergency', () => {
    const { interview } = interviewFromWords(
      kb,
      'I have graves disease and ran out of my carbimazole a few wks ago. since yesterday heart is pounding at 150, temp 39.2, vomiting and shaking',
      { age: 36, sex: 'F' },
    );
    expect(emergencyDiscriminatorOf(interview)).toBe(reason);
    expect(interview.disposition()).toBe('emergency');
  });
  it('is not called for an overactive thyroid with a cold and a normal pulse', () => {
    const { interview } = interviewFromWords(kb, 'I have graves disease, got a cold with a runny nose and temp 37.9', {
      age: 36,
      sex: 'F',
    });
    expect(emergencyDiscriminatorOf(interview)).not.toBe(reason);
  });
});

describe('blurred sight after a high-speed fragment hit the eye', () => {
  const reason = 'blurred sight after a high-speed fragment hit the eye';
  it('is a possible penetrating injury: an emergency', () => {
    const { interview } = interviewFromWords(
      kb,
      'hammering a steel pin at work, something flew into my right eye, now vision is blurry and watering heaps',
      { age: 35, sex: 'M' },
    );
    expect(emergencyDiscriminatorOf(interview)).toBe(reason);
    expect(interview.disposition()).toBe('emergency');
  });
  it('leaves a gritty eye with clear sight after grinding urgent', () => {
    const { interview } = interviewFromWords(
      kb,
      'was grinding metal and got a bit of metal in my eye, feels gritty and watery, vision is fine',
      { age: 35, sex: 'M' },
    );
    expect(emergencyDiscriminatorOf(interview)).not.toBe(reason);
    expect(interview.disposition()).toBe('urgent');
  });
});
