import { describe, expect, it } from 'vitest';
import { emergencyDiscriminatorOf, loadKnowledgeBase, understand } from './index.js';
import { interviewAnswered, questionsAskedAfter } from './test-support.js';

/**
 * Emergencies told in words that were not read, or read wrongly: tablets taken "because I was upset" (eTG
 * toxicology), insulin injected on purpose, a way to die looked up online (RANZCP), a button battery gone missing
 * where a toddler played (RCH), a pressure behind the breastbone with a sweat and nausea (Heart Foundation), a baby
 * "limp when I pick him up" (NICE NG143 red), bleeding told with the weeks of a pregnancy (RANZCOG antepartum
 * haemorrhage), a sting with a hoarse voice (ASCIA), and an octopus with blue rings (ANZCOR envenomation).
 */
const kb = loadKnowledgeBase();

const read = (words: string, age = 40, sex: 'F' | 'M' = 'F') =>
  Object.fromEntries(understand(kb, words, { patient: { age, sex } }).map((o) => [o.evidence, o.value]));

describe('tablets or insulin taken in distress', () => {
  it('reads someone else’s tablets taken because of being upset as an overdose, however told', () => {
    expect(
      read("I took some of mum's blood pressure pills because I was upset, now I feel dizzy", 17).took_overdose,
    ).toBe(true);
    expect(read('he took a handful of his dad heart tablets when he was really low', 16, 'M').took_overdose).toBe(true);
  });

  it('does not read a usual painkiller taken for a headache as one', () => {
    expect(read('I took some panadol for my headache because I was stressed').took_overdose).toBeUndefined();
  });

  it('reads a big dose of insulin injected on purpose as an overdose, but not a correction dose', () => {
    expect(
      read("I gave myself a big extra shot of insulin on purpose, I didn't want to feel anything", 32).took_overdose,
    ).toBe(true);
    expect(
      read('I had an extra unit of insulin with my lunch because my sugar was high', 32).took_overdose,
    ).toBeUndefined();
  });
});

describe('a way to die looked up', () => {
  it('reads searching how many tablets would kill, or how to die, as a suicide plan', () => {
    const told = read('my 14 yo has been googling how many panadol it takes to die', 14);
    expect(told.suicide_plan).toBe(true);
    expect(told.suicidal_thoughts).toBe(true);
    expect(read('I found he had searched how to kill himself on his laptop', 19, 'M').suicide_plan).toBe(true);
  });

  it('does not read looking up how much panadol a child can have', () => {
    expect(read('I looked up how much panadol she can have for her weight', 30).suicide_plan).toBeUndefined();
  });
});

describe('a button battery gone missing', () => {
  it('reads a missing battery as possibly swallowed, and calls it 000', () => {
    for (const words of [
      "grandpa's hearing aid battery is missing and she was playing with the case",
      "we can't find one of the little round batteries from the remote",
    ]) {
      const told = read(words, 1.5);
      expect(told.button_battery).toBe(true);
      expect(told.swallowed_object).toBe(true);
    }
    const interview = interviewAnswered(kb, 1.5, 'F', [
      ['button_battery', true],
      ['swallowed_object', true],
    ]);
    expect(emergencyDiscriminatorOf(interview)).toBe('a swallowed button battery');
  });
});

describe('indigestion with a sweat over 50', () => {
  it('reads a pressure behind the breastbone as chest pain', () => {
    const told = read("It's a heavy pressure behind my breastbone", 61, 'M');
    expect(told.E_53).toBe(true);
    expect(told.E_55).toEqual(['V_101', 'V_29']);
  });

  it('no longer reads a pain unchanged on pressing the chest as a rash that does not fade', () => {
    expect(read("It doesn't change when I press on my chest.", 61, 'M').non_blanching_rash).toBeUndefined();
    expect(read("the spots don't fade when I press on them", 4).non_blanching_rash).toBe(true);
  });

  it('calls indigestion with sweating and nausea 000, and asks the nausea of indigestion with a sweat', () => {
    const heartburnSweat: [string, unknown][] = [
      ['E_173', true],
      ['E_50', true],
      ['duration', 'hours'],
    ];
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 61, 'M', [...heartburnSweat, ['E_148', true]]))).toBe(
      'indigestion with sweating and breathlessness or nausea over 50',
    );
    expect(
      emergencyDiscriminatorOf(interviewAnswered(kb, 61, 'M', [...heartburnSweat, ['E_148', false], ['E_66', false]])),
    ).toBeNull();
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 40, 'M', [...heartburnSweat, ['E_148', true]]))).toBeNull();
    expect(questionsAskedAfter(kb, 'bit of heartburn and I have broken out in a sweat', 61, 'M', 4)).toContain('E_148');
  });
});

describe('a baby limp when picked up', () => {
  it('reads it as floppy and drowsy, not as limping', () => {
    const told = read("he's just not himself today, sort of limp when I pick him up", 0.6);
    expect(told.drowsy).toBe(true);
    expect(told.limping_child).toBeUndefined();
    expect(read("he's limping on his right leg", 6).limping_child).toBe(true);
    expect(read('she has a limp since this morning', 3).limping_child).toBe(true);
  });

  it('calls a floppy baby with a fever 000', () => {
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 0.6, 'M', [
          ['drowsy', true],
          ['E_91', true],
        ]),
      ),
    ).toBe('drowsy with a fever');
  });
});

describe('bleeding told with the weeks of a pregnancy', () => {
  it('reads bleeding after "31 weeks and", and a pad soaked in the last half hour as heavy', () => {
    const told = read("31 weeks and I've had some bright red bleeding, it doesn't hurt at all", 33);
    expect(told.bleeding_in_pregnancy).toBe(true);
    expect(read("It's soaked through a pad in the last half hour.", 33).pregnancy_heavy_bleeding).toBe(true);
  });

  it('does not read a nosebleed told with the weeks as bleeding in pregnancy', () => {
    expect(read("I'm 30 weeks and my nose has been bleeding", 30).bleeding_in_pregnancy).toBeUndefined();
  });
});

describe('a sting with a hoarse voice or faintness', () => {
  it('is anaphylaxis without hives asked first (ASCIA: a sting is a likely allergen)', () => {
    const sting: [string, unknown][] = [
      ['insect_bite', true],
      ['itch_no_rash', true],
    ];
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 38, 'M', [...sting, ['E_212', true]]))).toBe(
      'a likely allergen with a hoarse voice, a tight throat, wheeze or trouble breathing',
    );
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 38, 'M', sting))).toBeNull();
  });
});

describe('an octopus with blue rings', () => {
  it('reads it as a marine bite, and numb lips after it as 000', () => {
    const told = read(
      'my son picked up a little octopus with pretty blue spots in a rock pool, his lips are tingly',
      9,
    );
    expect(told.marine_sting).toBe(true);
    expect(read('we had grilled octopus for dinner', 9).marine_sting).toBeUndefined();
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 9, 'M', [
          ['marine_sting', true],
          ['E_157', true],
        ]),
      ),
    ).toBe('a marine sting or bite with symptoms beyond the sting');
  });
});

describe('spraying pesticides, and running a marathon', () => {
  it('reads orchard or pesticide spraying as a poison taken in, not any garden spraying', () => {
    expect(
      read('been spraying the orchard all morning and I am sweating and dribbling', 56, 'M').swallowed_poison,
    ).toBe(true);
    expect(read('I got some insecticide spray all over me at work', 30, 'M').swallowed_poison).toBe(true);
    expect(read('I was spraying the roses for aphids', 56, 'M').swallowed_poison).toBeUndefined();
  });

  it('calls drooling after spraying the orchard 000', () => {
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 56, 'M', [
          ['swallowed_poison', true],
          ['E_190', true],
        ]),
      ),
    ).toBe('a swallowed poison with symptoms');
  });

  it('reads a marathon run as the hard exercise of the heat question, so that confusion after it is 000', () => {
    expect(read('ran my first marathon today and now I feel sick', 41).heat_exposure).toBe(true);
    expect(read("I'm training for a marathon and my knee hurts", 41).heat_exposure).toBeUndefined();
    expect(
      questionsAskedAfter(kb, 'ran my first marathon today and now I feel sick and a bit foggy', 41, 'F', 3),
    ).toContain('E_39');
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 41, 'F', [
          ['heat_exposure', true],
          ['E_39', true],
        ]),
      ),
    ).toBe('heat exposure with confusion, drowsiness, fainting or a fit');
  });
});

describe('a thunderclap, saddle numbness, a dusky baby and chest pain after cocaine, told in first messages', () => {
  it('reads a sudden massive headache as a thunderclap', () => {
    expect(read('I got a sudden massive headache during sex last night', 44).thunderclap).toBe(true);
    expect(read('I have had a massive headache for three days with this cold', 44).thunderclap).toBeUndefined();
  });

  it('reads not really feeling the paper when wiping as saddle numbness', () => {
    expect(
      read("my sciatica's gone down both legs and I can't really feel the paper when I wipe", 47, 'M'),
    ).toMatchObject({ saddle_numbness: true });
  });

  it('reads lips that go dusky with feeds as blue, and calls it 000 in a baby', () => {
    expect(read('her lips go a bit dusky when she feeds', 0.04).blue_lips).toBe(true);
    expect(read('my lips get dry in winter', 30).blue_lips).toBeUndefined();
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 0.04, 'F', [['blue_lips', true]]))).toBe(
      'a baby who stops breathing or goes blue',
    );
  });

  it('calls chest pain after lines of coke 000 at 28, and does not ask every chest pain about drugs', () => {
    expect(read('did a few lines of coke at a party', 28, 'M').stimulant_taken).toBe(true);
    const tightChest: [string, unknown][] = [
      ['E_53', true],
      ['E_55', ['V_101', 'V_29']],
      ['duration', 'hours'],
    ];
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 28, 'M', [...tightChest, ['stimulant_taken', true]]))).toBe(
      'chest pain after a stimulant drug',
    );
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 28, 'M', tightChest))).toBeNull();
    expect(questionsAskedAfter(kb, 'my chest has been sore since this morning', 28, 'M', 3)).not.toContain(
      'stimulant_taken',
    );
  });
});
