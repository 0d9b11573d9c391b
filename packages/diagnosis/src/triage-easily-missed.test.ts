import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from './index.js';
import { interviewAnswered } from './test-support.js';
import { completingFinding, EMERGENCY_DISCRIMINATORS } from './triage-discriminators.js';
import { EMERGENCY_EASILY_MISSED } from './triage-easily-missed.js';

/**
 * Dangers easy to miss because the patient tells only part of them (src/triage-easily-missed.ts and the readings they
 * need): a necrotising infection told as pain far worse than it looks with a fever (eTG), a myasthenic crisis (OHCM),
 * heart failure after a birth (NHFA-CSANZ), a sting from an ant named by its kind (ASCIA), a hand gone clumsy (Stroke
 * Foundation), an ectopic asked about when a woman faints with belly pain (NICE NG126) and a scar giving way in labour
 * (RANZCOG).
 */
const kb = loadKnowledgeBase();

const read = (words: string, age = 40, sex: 'F' | 'M' = 'F') =>
  Object.fromEntries(understand(kb, words, { patient: { age, sex } }).map((o) => [o.evidence, o.value]));
const dispositionOf = (age: number, sex: 'F' | 'M', answers: readonly [string, unknown][]) =>
  interviewAnswered(kb, age, sex, answers).disposition();

describe('pain far worse than the skin looks', () => {
  it('applies with a fever or shivers, not without', () => {
    const rule = EMERGENCY_EASILY_MISSED.find((d) => d.reason.startsWith('pain far worse'));
    const facts = (...yes: string[]) =>
      ({
        has: (x: string) => yes.includes(x),
        denied: () => false,
        scale: () => undefined,
        places: () => [],
        age: 61,
      }) as never;
    expect(rule?.applies(facts('pain_out_of_proportion', 'E_91'))).toBe(true);
    expect(rule?.applies(facts('pain_out_of_proportion', 'E_94'))).toBe(true);
    expect(rule?.applies(facts('pain_out_of_proportion'))).toBe(false);
  });
  it('is asked of a worsening infection with a fever, and never brings a fever question of its own', () => {
    const rule = EMERGENCY_EASILY_MISSED.filter((d) => d.reason.startsWith('pain far worse'));
    const facts = (...yes: string[]) =>
      ({
        has: (x: string) => yes.includes(x),
        denied: () => false,
        scale: () => undefined,
        places: () => [],
        age: 61,
        sex: 'M',
        complaint: null,
        isNew: true,
      }) as never;
    const everythingOpen = () => true;
    expect(completingFinding(rule, facts('E_91', 'E_151', 'worsening'), everythingOpen)?.finding).toBe(
      'pain_out_of_proportion',
    );
    // Dusky skin with no fever told: a "no" to a fever must not talk a spreading infection down.
    expect(completingFinding(rule, facts('pain_out_of_proportion', 'E_151'), everythingOpen)).toBeUndefined();
  });
  it('reads skin "there" gone dark purple', () => {
    expect(read('the skin there has gone dark purple', 61, 'M').pain_out_of_proportion).toBe(true);
  });
});

describe('a myasthenic crisis', () => {
  it('reads a known myasthenia, not a family member’s', () => {
    expect(read("I've got myasthenia and my voice has gone weak").has_myasthenia).toBe(true);
    expect(read('my family has a history of myasthenia').has_myasthenia).toBeUndefined();
  });
  it('calls 000 when the swallow or the breath fails, not for the illness alone', () => {
    expect(
      dispositionOf(45, 'F', [
        ['has_myasthenia', true],
        ['E_65', true],
      ]),
    ).toBe('emergency');
    expect(
      dispositionOf(45, 'F', [
        ['has_myasthenia', true],
        ['E_65', false],
        ['E_66', false],
        ['E_212', false],
      ]),
    ).not.toBe('emergency');
  });
});

describe('breathless after a birth', () => {
  it('calls 000 when worse lying flat or waking breathless', () => {
    expect(
      dispositionOf(33, 'F', [
        ['recent_birth', true],
        ['E_66', true],
        ['E_217', true],
      ]),
    ).toBe('emergency');
  });
});

describe('the readings these dangers need', () => {
  it('reads a sting from an ant or bee named by its kind', () => {
    expect(read('got bitten by a jumper ant in the garden').insect_bite).toBe(true);
    expect(read('stung by a bull ant').insect_bite).toBe(true);
  });
  it('reads a hand gone clumsy with its side told after', () => {
    expect(read("he's gone clumsy with his right hand", 71, 'M').arm_or_leg_weakness_one_side).toBe(true);
    expect(read("I'm a bit clumsy at the best of times", 71, 'M').arm_or_leg_weakness_one_side).toBeUndefined();
  });
  it('does not read a pregnancy test not yet done as not pregnant', () => {
    expect(read("I haven't done a pregnancy test", 27).E_167).toBeUndefined();
    expect(read("I'm not pregnant", 27).E_167).toBe(false);
  });
});

describe('the baby moving less late in a pregnancy', () => {
  it('calls 000 with a severe pain wherever it is told', () => {
    expect(
      dispositionOf(32, 'F', [
        ['pregnancy_over_20_weeks', true],
        ['reduced_fetal_movements', true],
        ['E_53', true],
        ['E_56', 8],
      ]),
    ).toBe('emergency');
  });
});

describe('a sore neck after landing on the head', () => {
  it('calls 000 with numbness or tingling, and asks for it', () => {
    expect(
      dispositionOf(15, 'M', [
        ['head_injury', true],
        ['E_53', true],
        ['E_55', ['V_26']],
        ['E_177', true],
      ]),
    ).toBe('emergency');
    expect(
      dispositionOf(15, 'M', [
        ['head_injury', true],
        ['E_53', true],
        ['E_55', ['V_26']],
        ['E_177', false],
      ]),
    ).not.toBe('emergency');
    const rule = EMERGENCY_DISCRIMINATORS.filter((d) => d.reason.startsWith('an injury with signs of a spinal'));
    const facts = (...yes: string[]) =>
      ({
        has: (x: string) => yes.includes(x),
        denied: () => false,
        scale: () => undefined,
        places: (x: string) => (x === 'E_55' ? ['back of the neck'] : []),
        age: 15,
        sex: 'M',
        complaint: null,
        isNew: true,
      }) as never;
    expect(completingFinding(rule, facts('head_injury', 'E_53'), () => true)?.finding).toBe('E_177');
  });
});

describe('dangers opened in mild words', () => {
  it('reads bleeding still going on after the baby as bleeding after a recent birth', () => {
    const r = read('still bleeding a fair bit after the baby, is that normal?', 33);
    expect(r.vaginal_bleeding).toBe(true);
    expect(r.recent_birth).toBe(true);
  });
  it('reads tightenings called Braxton Hicks as a pregnancy past its middle', () => {
    const r = read('my tummy feels tight and sore, maybe braxton hicks?', 35);
    expect(r.pregnancy_over_20_weeks).toBe(true);
    expect(r.E_167).toBe(true);
  });
  it('reads days without going to the toilet as constipation, not as travel', () => {
    const r = read("haven't been to the toilet properly for days and my tummy is blown up", 78);
    expect(r.constipation).toBe(true);
    expect(r.E_204).toBeUndefined();
  });
  it('reads a child breathing funny as breathing that is hard work', () => {
    expect(read('now she is breathing funny', 8).laboured_breathing).toBe(true);
  });
  it('keeps what follows "just" after a denial or a doubt', () => {
    expect(read('no fever, just a cough').E_201).toBe(true);
    expect(read('no fever, just a cough').E_91).toBe(false);
    expect(read("don't really know why I'm messaging, just tired of everything", 52, 'M').low_mood).toBe(true);
  });
});
