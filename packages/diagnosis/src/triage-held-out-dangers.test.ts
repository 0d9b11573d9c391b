import { describe, expect, it } from 'vitest';
import { knowledgeBaseWithout, loadKnowledgeBase } from './knowledge-base.js';
import { interviewFromWords } from './test-support.js';
import { understand } from './understanding/understand.js';
import {
  discriminatorIn,
  EMERGENCY_DISCRIMINATORS,
  type TriageFacts,
  URGENT_DISCRIMINATORS,
} from './triage-discriminators.js';

/**
 * Dangers called whatever the condition behind them (src/triage-held-out-dangers.ts): each is told in words other
 * than the cases that showed the gap, to an interview whose knowledge base lacks the condition, as a patient's
 * unknown illness would be; and the same signs short of the danger are not called.
 */
const kb = loadKnowledgeBase();

/** The disposition of a patient who says only this, the condition that would explain it held out. */
const heldOut = (condition: string, words: string, age: number, sex: 'F' | 'M', more: string[] = []) =>
  interviewFromWords(knowledgeBaseWithout(kb, [condition]), words, { age, sex }, more).interview.disposition();

function facts(
  yes: string[],
  options: { age?: number; places?: Record<string, string[]>; scale?: Record<string, number>; isNew?: boolean } = {},
): TriageFacts {
  return {
    has: (x) => yes.includes(x),
    denied: () => false,
    scale: (x) => options.scale?.[x],
    places: (x) => options.places?.[x] ?? [],
    age: options.age ?? 40,
    sex: 'F',
    complaint: null,
    isNew: options.isNew ?? true,
    today: true,
  };
}
const emergencyReason = (f: TriageFacts) => discriminatorIn(EMERGENCY_DISCRIMINATORS, f)?.reason;
const sameDayReason = (f: TriageFacts) => discriminatorIn(URGENT_DISCRIMINATORS, f)?.reason;

describe('emergencies called with their condition unknown', () => {
  it('haloes with a painful eye and vomiting (acute angle closure held out)', () => {
    expect(
      heldOut(
        'acute_angle_closure_glaucoma',
        'I see halos around lights and my right eye hurts and I threw up',
        62,
        'F',
      ),
    ).toBe('emergency');
  });

  it('a fever and a low belly pain, pregnant with her waters gone (chorioamnionitis held out)', () => {
    const words = "I've got a temperature and a pain low down in my tummy";
    const told = interviewFromWords(knowledgeBaseWithout(kb, ['chorioamnionitis']), words, { age: 31, sex: 'F' }, [
      "I'm 33 weeks pregnant",
      'my waters broke yesterday',
    ]);
    // Pregnancy is asked, then the waters, before anything decides the urgency.
    expect(told.asked).toContain('E_167');
    expect(told.asked).toContain('waters_broken');
    expect(told.interview.disposition()).toBe('emergency');
    // Not pregnant: the same fever and pain are not this danger.
    expect(heldOut('chorioamnionitis', words, 31, 'F')).not.toBe('emergency');
  });

  it('a very high home blood pressure with blurry vision (hypertensive emergency held out)', () => {
    expect(
      heldOut(
        'hypertensive_emergency',
        'home blood pressure monitor says 220/130 and my vision has gone blurry',
        58,
        'M',
      ),
    ).toBe('emergency');
  });

  it('sickle cell disease with a fever (sickle cell crisis held out)', () => {
    expect(heldOut('sickle_cell_crisis', 'I have sickle cell disease and a fever of 39', 17, 'M')).toBe('emergency');
  });

  it('a sudden terrible belly pain with atrial fibrillation (mesenteric ischaemia held out)', () => {
    expect(heldOut('mesenteric_ischaemia', 'I have AF and suddenly terrible stomach pain, 9/10', 76, 'F')).toBe(
      'emergency',
    );
  });

  it('belly and back pain with faintness, pallor and sweating at 72 (aortic aneurysm held out)', () => {
    expect(
      heldOut(
        'abdominal_aortic_aneurysm',
        "I'm 72 and my belly and back hurt, I feel faint and I'm pale and sweaty",
        72,
        'M',
      ),
    ).toBe('emergency');
  });

  it('a sting with ladder marks in the tropics (box jellyfish held out)', () => {
    expect(
      heldOut('box_jellyfish_sting', 'I was stung at the beach near Darwin and have ladder marks on my arm', 25, 'F'),
    ).toBe('emergency');
  });

  it('blisters with red sore eyes and sores on the lips (Stevens-Johnson syndrome held out)', () => {
    expect(
      heldOut(
        'stevens_johnson_syndrome',
        'blisters all over, my eyes are red and sore and my lips are covered in sores',
        34,
        'F',
      ),
    ).toBe('emergency');
  });

  it('type 1 diabetes, vomiting and deep fast breathing (ketoacidosis held out)', () => {
    expect(
      heldOut(
        'diabetic_ketoacidosis',
        "I have type 1 diabetes, keep throwing up and I'm breathing really fast and deep",
        19,
        'M',
      ),
    ).toBe('emergency');
  });

  it('a high blood pressure with a headache at 32 weeks (pre-eclampsia held out)', () => {
    expect(
      heldOut('pre_eclampsia', "I'm 32 weeks pregnant, my blood pressure is high and I have a headache", 29, 'F'),
    ).toBe('emergency');
  });
});

describe('dangers seen today with their condition unknown', () => {
  const atLeastUrgent = ['urgent', 'emergency'];
  it('a tummy pain that shifted to the lower right (appendicitis held out)', () => {
    expect(atLeastUrgent).toContain(
      heldOut('appendicitis', 'the pain in my tummy shifted to the lower right side', 22, 'M'),
    );
  });

  it('a fever with a pain under the right ribs, the fever asked (cholecystitis held out)', () => {
    // The fever is told only when asked: the screen asks it of a new pain there.
    expect(atLeastUrgent).toContain(
      heldOut('acute_cholecystitis', 'pain under my right ribs since yesterday, it will not go away', 50, 'F', [
        'I have a fever of 38.4',
      ]),
    );
    expect(sameDayReason(facts(['E_91'], { places: { E_55: ['right upper belly, under the ribs'] } }))).toBe(
      'a fever with a new pain under the right ribs',
    );
    expect(sameDayReason(facts([], { places: { E_55: ['right upper belly, under the ribs'] } }))).toBeUndefined();
  });

  it('a fever a week after coming back from Bali (malaria held out)', () => {
    expect(atLeastUrgent).toContain(
      heldOut('malaria', 'got back from Bali last week and now I have a temperature', 35, 'M'),
    );
  });

  it('thighs extremely painful with dark brown urine (rhabdomyolysis held out)', () => {
    expect(atLeastUrgent).toContain(
      heldOut('rhabdomyolysis', 'my thigh muscles are extremely painful and my urine is dark brown', 27, 'M'),
    );
  });
});

describe('the same signs short of the danger are not called', () => {
  it('haloes alone, with no painful or red eye and no vomiting', () => {
    expect(emergencyReason(facts(['halos']))).toBeUndefined();
  });

  it('a high blood pressure reading with nothing else, and with a headache seen today, not by ambulance', () => {
    expect(emergencyReason(facts(['high_blood_pressure_reading', 'E_102']))).toBeUndefined();
    const headache = facts(['high_blood_pressure_reading', 'E_53'], { places: { E_55: ['forehead'] } });
    expect(emergencyReason(headache)).toBeUndefined();
    expect(sameDayReason(headache)).toBe('a very high blood pressure with a headache');
  });

  it('an aching eye with blurred sight after screens is not an eye emergency', () => {
    const strain = facts(['E_53', 'blurred_vision'], { places: { E_55: ['right eye'] }, scale: { E_56: 3 } });
    expect(sameDayReason(strain)).toBeUndefined();
  });

  it('sickle cell disease with a mild ache', () => {
    expect(
      emergencyReason(
        facts(['sickle_cell_disease', 'E_53'], { places: { E_55: ['lower back (spine)'] }, scale: { E_56: 3 } }),
      ),
    ).toBeUndefined();
  });

  it('a fever without travel, and travel without a fever', () => {
    expect(sameDayReason(facts(['E_91']))).toBeUndefined();
    expect(sameDayReason(facts(['E_204']))).toBeUndefined();
    expect(sameDayReason(facts(['E_91', 'E_204']))).toBe('a fever after travel abroad');
  });

  it('a long-standing tummy ache worse with movement is not today’s peritonism', () => {
    const places = { E_55: ['belly (tummy)'] };
    expect(sameDayReason(facts(['peritonism'], { places, isNew: false }))).toBeUndefined();
    expect(sameDayReason(facts(['peritonism'], { places }))).toBe(
      'a new belly pain worse with walking, coughing or bumps',
    );
  });

  it('blisters with red eyes but a mouth untouched (chickenpox with conjunctivitis)', () => {
    expect(emergencyReason(facts(['blisters', 'E_74', 'E_91']))).toBeUndefined();
  });

  it('a belly pain with faintness under 50', () => {
    expect(
      emergencyReason(facts(['E_82', 'E_50'], { age: 30, places: { E_55: ['belly (tummy)'] }, scale: { E_56: 5 } })),
    ).toBeUndefined();
  });

  it('broken waters without a fever, or a fever in a man with a belly pain', () => {
    expect(emergencyReason(facts(['waters_broken', 'pregnancy_over_20_weeks']))).not.toBe(
      'a fever in pregnancy after the waters have broken',
    );
    expect(emergencyReason(facts(['E_91'], { places: { E_55: ['lower belly'] } }))).toBeUndefined();
  });

  it('a tropical sting with a mild pain and no marks', () => {
    expect(
      emergencyReason(facts(['marine_sting', 'tropical_north_australia'], { scale: { E_56: 3 } })),
    ).toBeUndefined();
  });
});

describe('a high-pressure injection told with the finger named', () => {
  // The injury's own red flag calls 000; it has first to be read when the side or the finger is named.
  it.each([
    'a paint gun shot into my right thumb at work',
    'an airless spray gun went off into my left index finger',
    'high-pressure hydraulic fluid went into his right middle finger',
  ])('reads "%s"', (words) => {
    expect(understand(kb, words).map((o) => o.evidence)).toContain('high_pressure_injection');
  });
});

describe('food stuck, saliva not swallowed, told of someone else', () => {
  it.each([
    'he cannot swallow even his saliva and keeps spitting it out',
    'she felt a piece of chicken stick in her lower chest at lunch',
  ])('reads "%s"', (words) => {
    expect(understand(kb, words).map((o) => o.evidence)).toContain('food_stuck_now');
  });

  it('does not read a swallowing trouble now and then as food stuck', () => {
    expect(understand(kb, "I sometimes feel like I can't swallow").map((o) => o.evidence)).not.toContain(
      'food_stuck_now',
    );
  });
});
