import { describe, expect, it } from 'vitest';
import { emergencyDiscriminatorOf, loadKnowledgeBase, understand } from './index.js';
import { interviewAnswered, questionsAskedAfter } from './test-support.js';
import { discriminatorIn, URGENT_DISCRIMINATORS, type TriageFacts } from './triage-discriminators.js';

/**
 * Emergencies that ended urgent and same-day problems that ended lower when told mildly: fluid on the lungs told as
 * "more puffed, ankles swelling" (CSANZ heart failure 2018; Rosen's), a fever with pain under the right ribs and
 * vomiting (Tokyo Guidelines 2018), a severe upper belly pain through to the back with vomiting (Rosen's: acute
 * pancreatitis), a sudden loss of memory for new things (Rosen's: transient global amnesia only once a stroke is ruled
 * out), a painful swollen testicle (RCH acute scrotum; NICE CKS), a child's long fever with a sign of Kawasaki disease
 * (RCH; NICE NG143), and a toddler's gastroenteritis with few wet nappies (RCH gastroenteritis).
 */
const kb = loadKnowledgeBase();

/** Facts for the reasons to be seen today, as the interview reads them. */
function facts(
  age: number,
  yes: string[],
  options: { places?: Record<string, string[]>; complaint?: string; isNew?: boolean } = {},
): TriageFacts {
  return {
    has: (x) => yes.includes(x),
    denied: () => false,
    scale: () => undefined,
    places: (x) => options.places?.[x] ?? [],
    age,
    sex: 'M',
    complaint: options.complaint ?? null,
    isNew: options.isNew ?? true,
    today: false,
  };
}
const sameDayReason = (f: TriageFacts) => discriminatorIn(URGENT_DISCRIMINATORS, f)?.reason;

describe('fluid on the lungs told mildly', () => {
  it('asks a breathless person with swollen ankles about pink frothy spit, and calls it 000', () => {
    const asked = questionsAskedAfter(kb, 'my ankles have been swelling up this week', 62, 'M', 10, ['E_66']);
    expect(asked).toContain('pink_frothy_sputum');
    const breathlessWithAnkles: [string, unknown][] = [
      ['E_66', true],
      ['E_151', true],
      ['E_152', ['V_34', 'V_35']],
      ['duration', 'days'],
    ];
    expect(
      emergencyDiscriminatorOf(interviewAnswered(kb, 62, 'M', [...breathlessWithAnkles, ['pink_frothy_sputum', true]])),
    ).toBe('pink frothy sputum');
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 62, 'M', [...breathlessWithAnkles, ['pink_frothy_sputum', false]]),
      ),
    ).toBeNull();
  });

  it('does not ask it of swollen ankles without breathlessness', () => {
    expect(questionsAskedAfter(kb, 'my ankles have been swelling up this week', 62, 'M', 10)).not.toContain(
      'pink_frothy_sputum',
    );
  });
});

describe('a fever with pain under the right ribs and vomiting', () => {
  const reason = 'a fever with pain under the right ribs and vomiting';
  const gallbladder: [string, unknown][] = [
    ['E_53', true],
    ['E_55', ['V_103']],
    ['E_91', true],
    ['E_211', true],
    ['duration', 'days'],
  ];
  it('calls it an inflamed gallbladder until shown otherwise', () => {
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 45, 'F', gallbladder))).toBe(reason);
  });
  it('not without the fever or the vomiting, with a cough, diarrhoea, a burning wee or loin pain, or in a child', () => {
    const without = (finding: string) => gallbladder.filter(([e]) => e !== finding);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 45, 'F', without('E_91')))).not.toBe(reason);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 45, 'F', without('E_211')))).not.toBe(reason);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 45, 'F', [...gallbladder, ['E_201', true]]))).not.toBe(
      reason,
    );
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 45, 'F', [...gallbladder, ['E_51', true]]))).not.toBe(reason);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 45, 'F', [...gallbladder, ['dysuria', true]]))).not.toBe(
      reason,
    );
    const loin = gallbladder.filter(([e]) => e !== 'E_55');
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 45, 'F', [...loin, ['E_55', ['V_103', 'V_84']]]))).not.toBe(
      reason,
    );
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 12, 'F', gallbladder))).not.toBe(reason);
  });
});

describe('a severe upper belly pain through to the back with vomiting', () => {
  const reason = 'severe upper belly pain through to the back with vomiting';
  const pancreas: [string, unknown][] = [
    ['E_53', true],
    ['E_55', ['V_197']],
    ['E_57', ['V_40']],
    ['E_56', 8],
    ['E_211', true],
    ['duration', 'hours'],
  ];
  it('calls it an emergency', () => {
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 48, 'M', pancreas))).toBe(reason);
  });
  it('not when mild, without vomiting, for days, in the loin or with blood in the urine', () => {
    const without = (finding: string) => pancreas.filter(([e]) => e !== finding);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 48, 'M', [...without('E_56'), ['E_56', 4]]))).not.toBe(
      reason,
    );
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 48, 'M', without('E_211')))).not.toBe(reason);
    expect(
      emergencyDiscriminatorOf(interviewAnswered(kb, 48, 'M', [...without('duration'), ['duration', 'days']])),
    ).not.toBe(reason);
    expect(
      emergencyDiscriminatorOf(interviewAnswered(kb, 48, 'M', [...without('E_55'), ['E_55', ['V_113', 'V_197']]])),
    ).not.toBe(reason);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 48, 'M', [...pancreas, ['haematuria', true]]))).not.toBe(
      reason,
    );
  });
});

describe('a sudden loss of memory for new things', () => {
  const reason = 'sudden loss of memory for new things since today';
  it('calls asking the same questions over and over since this morning an emergency', () => {
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 64, 'M', [
          ['repetitive_questioning', true],
          ['duration', 'hours'],
        ]),
      ),
    ).toBe(reason);
  });
  it('not once it is known to have lasted days or more', () => {
    for (const duration of ['days', 'weeks'])
      expect(
        emergencyDiscriminatorOf(
          interviewAnswered(kb, 64, 'M', [
            ['repetitive_questioning', true],
            ['duration', duration],
          ]),
        ),
      ).not.toBe(reason);
  });
});

describe('a painful swollen testicle', () => {
  const reason = 'a new painful, swollen testicle';
  it('reads a testicle told swollen as the testicular swelling asked about', () => {
    const read = understand(kb, 'my left testicle has been aching and swollen for two days');
    expect(read).toContainEqual({ evidence: 'testicular_swelling', value: true });
  });
  it('is seen today', () => {
    expect(sameDayReason(facts(23, ['testicular_swelling', 'E_53'], { places: { E_55: ['left testicle'] } }))).toBe(
      reason,
    );
    expect(sameDayReason(facts(40, ['testicular_swelling', 'E_53'], { complaint: 'testicular' }))).toBe(reason);
  });
  it('not a painless lump, nor one that has been there for weeks', () => {
    expect(sameDayReason(facts(23, ['testicular_swelling']))).not.toBe(reason);
    expect(
      sameDayReason(facts(23, ['testicular_swelling', 'E_53'], { places: { E_55: ['left testicle'] }, isNew: false })),
    ).not.toBe(reason);
  });
});

describe("a child's long fever with a sign of Kawasaki disease", () => {
  const reason = 'a child with a fever of 5 days or more and a sign of Kawasaki disease';
  it('is seen today', () => {
    for (const sign of ['E_74', 'strawberry_tongue', 'swollen_hands_feet', 'E_129', 'E_9'])
      expect(sameDayReason(facts(3, ['E_91', 'prolonged_fever', sign]))).toBe(reason);
  });
  it('not a fever of a day or two, nor in an adult', () => {
    expect(sameDayReason(facts(3, ['E_91', 'E_74', 'E_129']))).not.toBe(reason);
    expect(sameDayReason(facts(30, ['E_91', 'prolonged_fever', 'E_129']))).not.toBe(reason);
  });
});

describe("a toddler's gastroenteritis with few wet nappies", () => {
  it('reads "two wet nappies today" as fewer wet nappies, and not "more than three"', () => {
    expect(understand(kb, "she's had two wet nappies today")).toContainEqual({
      evidence: 'fewer_wet_nappies',
      value: true,
    });
    expect(understand(kb, "she's had more than three wet nappies today").map((o) => o.evidence)).not.toContain(
      'fewer_wet_nappies',
    );
  });
  it('is seen today', () => {
    const interview = interviewAnswered(kb, 1, 'F', [
      ['E_51', true],
      ['E_211', true],
      ['fewer_wet_nappies', true],
      ['drowsy', false],
      ['duration', 'days'],
    ]);
    expect(interview.disposition()).toBe('urgent');
  });
});

describe('a missed dialysis and a cold exposure told mildly', () => {
  it('calls weakness or a fluttering heart on dialysis a high potassium, and not dialysis alone', () => {
    const reason = 'a high potassium, or dialysis, with weakness, palpitations or faintness';
    const dialysis: [string, unknown][] = [
      ['E_8', true],
      ['duration', 'hours'],
    ];
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 58, 'F', [...dialysis, ['E_155', true]]))).toBe(reason);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 58, 'F', [...dialysis, ['E_84', true]]))).toBe(reason);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 58, 'F', dialysis))).toBeNull();
  });

  it('calls slurred speech or clumsiness after a day in the cold a hypothermia, and not the cold alone', () => {
    const reason = 'cold exposure with confusion, slurred speech, clumsiness or drowsiness';
    const cold: [string, unknown][] = [
      ['cold_exposure', true],
      ['duration', 'hours'],
    ];
    // Slurred speech is called by the stroke signs first: 000 either way.
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 30, 'M', [...cold, ['E_63', true]]))).not.toBeNull();
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 30, 'M', [...cold, ['E_39', true]]))).toBe(reason);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 30, 'M', [...cold, ['unsteady_gait', true]]))).toBe(reason);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 30, 'M', cold))).not.toBe(reason);
  });
});

describe('a fever and cough with pain on breathing in', () => {
  const reason = 'a fever and cough with pain on breathing in';
  it('is seen today: pneumonia until the chest has been listened to', () => {
    expect(sameDayReason(facts(56, ['E_91', 'E_201', 'E_220']))).toBe(reason);
    const words =
      'A 56-year-old man has had a fever, a cough bringing up green phlegm and pain on the right side of his chest when he breathes for three days.';
    const interview = interviewAnswered(
      kb,
      56,
      'M',
      understand(kb, words).map((o) => [o.evidence, o.value]),
    );
    expect(interview.disposition()).not.toBe('self-care');
    expect(interview.disposition()).not.toBe('days');
  });
  it('reads pain on breathing told of someone else, or further from the pain word', () => {
    for (const words of [
      'pain on the right side of his chest when he breathes',
      'it hurts when she breathes in',
      'sharp pain when breathing',
    ])
      expect(
        understand(kb, words).map((o) => o.evidence),
        words,
      ).toContain('E_220');
    expect(understand(kb, 'he gets short of breath when he breathes').map((o) => o.evidence)).not.toContain('E_220');
  });
  it('not a cough and fever without the pain, nor a pain on breathing in without the fever', () => {
    expect(sameDayReason(facts(56, ['E_91', 'E_201']))).not.toBe(reason);
    expect(sameDayReason(facts(56, ['E_201', 'E_220']))).not.toBe(reason);
  });
});
