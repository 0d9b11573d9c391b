import { describe, expect, it } from 'vitest';
import { emergencyDiscriminatorOf, loadKnowledgeBase, understand, type Disposition } from './index.js';
import { interviewAnswered, interviewFromWords } from './test-support.js';

/**
 * Emergencies of the thirteenth triage batch that ended below urgent, each failing without its fix: a toddler who
 * chewed an opioid patch (RCH poisoning; Poisons Information Centre), a stab told as "got me in the side with
 * something" (ATS 2), a widower who would be "better off joining her" (RANZCP deliberate self-harm), an electric shock
 * with a blackout (Healthdirect electric shock; Rosen's), and a fever with fast breathing at 20 weeks of pregnancy
 * (RANZCOG maternal sepsis; SOMANZ sepsis in pregnancy). Everyday words that look alike stay out.
 */
const kb = loadKnowledgeBase();
const read = (words: string) => understand(kb, words).map((o) => o.evidence);

/** Opening words, then every question answered from the patient's other words ("no" where they are silent). */
function disposition(words: string, age: number, sex: 'F' | 'M', more: string[] = []): Disposition {
  const { interview } = interviewFromWords(kb, words, { age, sex }, more);
  return interview.disposition();
}

describe('a medicine patch chewed by a child', () => {
  it('reads a chewed or sucked patch as a poison swallowed, and a pain patch as one that can kill in one dose', () => {
    expect(read('my grandson got into my handbag and was chewing on one of my pain patches')).toContain(
      'swallowed_poison',
    );
    expect(read("she sucked on grandma's fentanyl patch")).toContain('swallowed_poison');
    expect(read('I put a nicotine patch on this morning')).not.toContain('swallowed_poison');
    expect(read('the patch of skin is red')).not.toContain('swallowed_poison');
  });

  it('calls a drowsy toddler who chewed a pain patch an emergency', () => {
    const words = 'my grandson got into my handbag and was chewing on one of my pain patches';
    expect(disposition(words, 1.3, 'M', ["It's a fentanyl patch.", "He's very sleepy and hard to wake."])).toBe(
      'emergency',
    );
  });
});

describe('a stab told vaguely', () => {
  it('reads being got in the trunk with a blade, or with something that left a cut, as a penetrating injury', () => {
    expect(read('got into a fight and someone got me in the side with something, it is only a small cut')).toContain(
      'penetrating_injury',
    );
    expect(read('a guy got me in the belly with a screwdriver')).toContain('penetrating_injury');
    expect(read('he got me in the ribs with a cricket bat')).not.toContain('penetrating_injury');
    expect(read('someone got me in the side with something at footy')).not.toContain('penetrating_injury');
  });

  it('calls it an emergency however small the cut', () => {
    expect(
      disposition('got into a fight and someone got me in the side with something, it is only a small cut', 25, 'M'),
    ).toBe('emergency');
  });
});

describe('a wish to join someone who has died', () => {
  it('reads it, and thinking about dying, as thoughts of suicide, but not joining a club or being with someone', () => {
    expect(read('I think I would be better off joining her')).toContain('suicidal_thoughts');
    expect(read('I just want to be with him in heaven')).toContain('suicidal_thoughts');
    expect(read('sometimes I think about dying')).toContain('suicidal_thoughts');
    expect(read("I'd be better off with her as my doctor")).not.toContain('suicidal_thoughts');
    expect(read('I would be better off joining the gym')).not.toContain('suicidal_thoughts');
    expect(read("you'd be better off joining him at the club")).not.toContain('suicidal_thoughts');
  });

  // With a method thought out it is 000; with plan, means and intent denied, a doctor today (RANZCP deliberate
  // self-harm 2016; src/triage-passive-thoughts-single-vomit.test.ts).
  it('calls a widower who would be better off joining his wife, with a method in mind, an emergency', () => {
    const words = 'my wife died last year and I think I would be better off joining her';
    expect(disposition(words, 71, 'M', ['I have thought about how I would end my life.'])).toBe('emergency');
    expect(disposition(words, 71, 'M')).toBe('urgent');
  });
});

describe('an electric shock', () => {
  const REASON = 'an electric shock with a blackout, palpitations, chest pain, breathlessness or confusion';

  it('is an emergency with a blackout or a fluttering heart, not a tingle alone', () => {
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 34, 'M', [
          ['electric_shock', true],
          ['E_159', true],
        ]),
      ),
    ).toBe(REASON);
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 34, 'M', [
          ['electric_shock', true],
          ['E_155', true],
        ]),
      ),
    ).toBe(REASON);
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 34, 'M', [
          ['electric_shock', true],
          ['E_177', true],
        ]),
      ),
    ).not.toBe(REASON);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 34, 'M', [['E_159', true]]))).not.toBe(REASON);
  });

  it('asks about a blackout after a shock from a live wire, and reads a heart that feels like it flutters', () => {
    expect(read('My heart feels like it is fluttering.')).toContain('E_155');
    expect(read('My chest feels a bit tight.')).toContain('E_53');
    expect(
      disposition('got zapped by a live wire at work, just a small black mark on my hand', 34, 'M', [
        'I blacked out for a few seconds.',
      ]),
    ).toBe('emergency');
  });
});

describe('a fever in pregnancy', () => {
  const REASON = 'fever in pregnancy or after a birth with fast breathing, faintness or confusion';
  const FEVER_AT_20_WEEKS: [string, unknown][] = [
    ['pregnancy_over_20_weeks', true],
    ['E_91', true],
  ];

  it('is maternal sepsis with fast breathing, or a racing heart with faintness', () => {
    expect(
      emergencyDiscriminatorOf(interviewAnswered(kb, 28, 'F', [...FEVER_AT_20_WEEKS, ['laboured_breathing', true]])),
    ).toBe(REASON);
    expect(
      emergencyDiscriminatorOf(interviewAnswered(kb, 28, 'F', [...FEVER_AT_20_WEEKS, ['E_155', true], ['E_82', true]])),
    ).toBe(REASON);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 28, 'F', FEVER_AT_20_WEEKS))).not.toBe(REASON);
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 28, 'F', [
          ['E_91', true],
          ['laboured_breathing', true],
        ]),
      ),
    ).not.toBe(REASON);
  });

  it('asks for the signs when a pregnant woman feels hot and cold', () => {
    expect(
      disposition("I'm 20 weeks pregnant and I feel terrible, hot and cold", 28, 'F', [
        'My temperature is 38.9.',
        "I'm breathing fast.",
      ]),
    ).toBe('emergency');
  });
});

describe('words the thirteenth batch found unread', () => {
  it('reads straining to pass only a dribble as retention, not drooling', () => {
    const words = "dad's been up all night trying to wee and only a dribble comes out";
    expect(read(words)).toContain('urinary_retention');
    expect(read(words)).not.toContain('E_190');
    expect(read('the baby is dribbling a lot')).toContain('E_190');
  });

  it('reads a blood pressure of 140/90 or more told in pregnancy as high, and a normal one not', () => {
    expect(read("I'm 30 weeks pregnant and the pharmacist said my blood pressure was 150 over 95")).toContain(
      'high_bp_in_pregnancy',
    );
    expect(read("I'm 30 weeks pregnant and my blood pressure was 120/80")).not.toContain('high_bp_in_pregnancy');
  });
});
