import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from './index.js';
import { interviewAnswered } from './test-support.js';

/**
 * Reasons to see a doctor today after medicines and injuries and in pregnancy (src/triage-after-medicines-and-
 * injuries.ts): a knocked-out adult tooth (IADT), a fight bite (eTG), an acute dystonia (AMH), eczema herpeticum (RCH),
 * chickenpox met in pregnancy (RANZCOG), a head injury on a blood thinner (NICE CG176), a rash with a fever after a new
 * medicine (DermNet DRESS), an infected foot ulcer in diabetes (Diabetes Feet Australia) and a fever after a birth
 * (NICE NG194).
 */
const kb = loadKnowledgeBase();

const read = (words: string, age = 40, sex: 'F' | 'M' = 'F') =>
  Object.fromEntries(understand(kb, words, { patient: { age, sex } }).map((o) => [o.evidence, o.value]));
const dispositionOf = (age: number, sex: 'F' | 'M', answers: readonly [string, unknown][]) =>
  interviewAnswered(kb, age, sex, answers).disposition();

describe('a knocked-out tooth', () => {
  it('reads a tooth knocked or come out', () => {
    expect(read('she fell off her scooter and knocked her front tooth clean out', 11).tooth_knocked_out).toBe(true);
    expect(read('one of my teeth came out when I got hit with a cricket ball', 25, 'M').tooth_knocked_out).toBe(true);
  });
  it('does not read a tooth knocked out of line as out of its socket', () => {
    expect(read('my tooth got knocked out of place', 25, 'M').tooth_knocked_out).toBeUndefined();
  });
  it('sends an adult tooth today but not a toddler’s baby tooth', () => {
    expect(dispositionOf(14, 'M', [['tooth_knocked_out', true]])).toBe('urgent');
    expect(dispositionOf(3, 'M', [['tooth_knocked_out', true]])).not.toBe('urgent');
  });
});

describe('a fight bite', () => {
  it('reads a punch to the mouth with a cut on the knuckle told after a comma', () => {
    expect(
      read('I hit a bloke in the teeth at the pub, now there is a cut on my knuckle', 30, 'M').knuckle_cut_on_teeth,
    ).toBe(true);
  });
  it('sends it today', () => {
    expect(dispositionOf(30, 'M', [['knuckle_cut_on_teeth', true]])).toBe('urgent');
  });
});

describe('a paraphimosis told in its own order', () => {
  it('reads the foreskin pulled back and now stuck', () => {
    expect(
      read("I pushed his foreskin back in the bath and now I can't get it forward", 6, 'M').foreskin_stuck_back,
    ).toBe(true);
  });
});

describe('an acute dystonic reaction', () => {
  it('reads a neck pulling to one side and an anti-nausea medicine', () => {
    const r = read('after the anti-nausea tablet his neck keeps pulling round to the side', 19, 'M');
    expect(r.dystonic_spasm).toBe(true);
    expect(r.new_medicine).toBe(true);
  });
  it('sends a twisting neck, or eyes stuck rolling up on a new medicine, today', () => {
    expect(dispositionOf(19, 'M', [['dystonic_spasm', true]])).toBe('urgent');
    expect(
      dispositionOf(19, 'M', [
        ['E_180', true],
        ['new_medicine', true],
      ]),
    ).toBe('urgent');
  });
});

describe('eczema herpeticum', () => {
  it('sends eczema with new blisters and a fever today', () => {
    expect(
      dispositionOf(3, 'F', [
        ['dry_itchy_skin', true],
        ['blisters', true],
        ['E_91', true],
      ]),
    ).toBe('urgent');
  });
});

describe('chickenpox met in pregnancy', () => {
  it('reads a child come down with chickenpox as a contact', () => {
    expect(read('my son came down with chicken pox on the weekend', 32).chickenpox_contact).toBe(true);
    expect(read('I was exposed to shingles at work', 32).chickenpox_contact).toBe(true);
  });
  it('sends a pregnant woman today, not a man', () => {
    expect(
      dispositionOf(30, 'F', [
        ['E_167', true],
        ['chickenpox_contact', true],
      ]),
    ).toBe('urgent');
    expect(dispositionOf(30, 'M', [['chickenpox_contact', true]])).not.toBe('urgent');
  });
});

describe('a head injury on a blood thinner', () => {
  it('sends it today even when well', () => {
    expect(
      dispositionOf(80, 'F', [
        ['head_injury', true],
        ['on_anticoagulant', true],
      ]),
    ).toBe('urgent');
  });
});

describe('a rash with a fever after a new medicine', () => {
  it('reads a medicine started for gout, or allopurinol started, as a new medicine', () => {
    expect(read('a rash all over since starting a new gout tablet', 60, 'M').new_medicine).toBe(true);
    expect(read('the doctor gave me allopurinol and I started it last month', 60, 'M').new_medicine).toBe(true);
  });
  it('sends it today', () => {
    expect(
      dispositionOf(60, 'M', [
        ['E_129', true],
        ['E_91', true],
        ['new_medicine', true],
      ]),
    ).toBe('urgent');
  });
});

describe('an infected foot ulcer in diabetes', () => {
  it('reads the sore on a foot as an ulcer, not a sore foot', () => {
    expect(read('the sore on my heel is weeping', 65, 'M').leg_ulcer).toBe(true);
    expect(read('my foot is sore after the walk', 65, 'M').leg_ulcer).toBeUndefined();
  });
  it('sends a swollen foot ulcer in diabetes today', () => {
    expect(
      dispositionOf(65, 'M', [
        ['E_69', true],
        ['leg_ulcer', true],
        ['E_151', true],
      ]),
    ).toBe('urgent');
  });
});

describe('after a birth, in pregnancy and after injuries', () => {
  it('sends a fever soon after a birth today', () => {
    expect(
      dispositionOf(30, 'F', [
        ['recent_birth', true],
        ['E_91', true],
      ]),
    ).toBe('urgent');
  });
  it('reads fewer baby movements and a tender bone', () => {
    expect(read("the baby hasn't kicked as much as usual today", 28).reduced_fetal_movements).toBe(true);
    expect(read('he cries when I touch the bone above his ankle', 8, 'M').bone_tenderness).toBe(true);
  });
  it('reads a branch flicked into the eye as an eye injury', () => {
    expect(read('a twig snapped back into my eye while I was gardening', 50).eye_injury).toBe(true);
  });
});

describe('methotrexate toxicity', () => {
  it('sends mouth ulcers on methotrexate today, but not methotrexate alone', () => {
    expect(read('I take methotrexate on Mondays', 60).takes_methotrexate).toBe(true);
    expect(
      dispositionOf(60, 'F', [
        ['takes_methotrexate', true],
        ['E_206', true],
      ]),
    ).toBe('urgent');
    expect(dispositionOf(60, 'F', [['takes_methotrexate', true]])).not.toBe('urgent');
  });
});

describe('a swollen wrist after a fall in a child or an older adult', () => {
  it('sends it for an X-ray today', () => {
    expect(
      dispositionOf(78, 'F', [
        ['recent_injury', true],
        ['E_151', true],
        ['E_152', ['V_75']],
      ]),
    ).toBe('urgent');
  });
});

describe('high sugar readings for days with thirst', () => {
  it('reads readings told with "been" alone', () => {
    expect(read("type 2 and my sugar's been over 18 since Friday", 55, 'M').known_diabetes_high_sugar).toBe(true);
  });
  it('sends them today when they have lasted over a day', () => {
    expect(
      dispositionOf(55, 'M', [
        ['known_diabetes_high_sugar', true],
        ['thirst', true],
        ['duration', 'days'],
      ]),
    ).toBe('urgent');
  });
});
