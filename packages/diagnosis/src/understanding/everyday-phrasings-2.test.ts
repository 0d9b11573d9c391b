import { describe, expect, it } from 'vitest';
import { createInterview, loadKnowledgeBase, understand, type EvidenceValue } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** What these everyday words are read as: each listed finding with its value; `absent` must not be read at all. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // Bleeding told without saying when: a finding of its own, and a yes to any bleeding that says when.
  ['I have vaginal bleeding', { vaginal_bleeding: true }],
  ['there is blood coming from my vagina', { vaginal_bleeding: true }],
  ['I have been bleeding from my vagina between periods', { bleeding_between_periods: true }],
  // A resting rate over 100 counted by the patient; not a rate while exercising, and over 130 is both.
  ['my heart rate is 115 sitting down', { raised_heart_rate_reading: true }, ['E_155']],
  ['my pulse was 108 this morning', { raised_heart_rate_reading: true }],
  ['my heart rate is 115 when I run', {}, ['raised_heart_rate_reading']],
  ['heart rate 140', { fast_heart_rate_reading: true }],
  // An arm that will not lift after an injury is the injured shoulder, not a stroke; with a drooping face it is one.
  [
    'fell off my bike onto my shoulder, I cannot lift my arm',
    { recent_injury: true, pain_lifting_arm: true },
    ['sudden_weakness_one_side', 'arm_or_leg_weakness_one_side'],
  ],
  [
    'had a fall yesterday and now I cannot lift my right arm',
    { pain_lifting_arm: true },
    ['arm_or_leg_weakness_one_side'],
  ],
  ["I can't lift my arm and my face droops", { sudden_weakness_one_side: true, E_156: true }],
  ['I cannot lift my arm', { sudden_weakness_one_side: true }],
  ['all of a sudden I could not lift my right arm', { sudden_weakness_one_side: true }],
  // Shivering told with its adjective first is a rigor.
  ['violent shivering', { rigors: true }],
  ['shaking uncontrollably with a fever', { rigors: true, E_91: true }],
  ['uncontrollable shivers since this afternoon', { rigors: true }],
  // The patient's own name for chest pain.
  ["I think I'm having a heart attack", { E_53: true, E_55: ['V_101', 'V_29'] }],
  ['is this a heart attack', { E_53: true }],
  ['my dad had a heart attack years ago', {}, ['E_53']],
  // A battery swallowed is a swallowed object and a battery, from the same words.
  ['my child swallowed a button battery', { button_battery: true, swallowed_object: true }],
  ['she might have swallowed a button battery', { button_battery: true, swallowed_object: true }],
  ['he swallowed some magnets', { button_battery: true, swallowed_object: true }],
  ['he pushed a button battery up his nose', { button_battery: true }, ['swallowed_object']],
  ['he swallowed a 5 cent coin', { swallowed_object: true }, ['button_battery']],
  // What the third everyday batch showed.
  ['it stings a bit when i pee', { dysuria: true }],
  ['my daughter cries when she wees', { dysuria: true }],
  ['my left ball has been getting more swollen', { testicular_swelling: true }],
  ['the room is spinning and it hasnt stopped all day, been vomiting', { vertigo: true, E_211: true }],
  ['havent pooed or passed wind in 2 days, throwing up green stuff', { vomiting_bile: true }],
  ['my pubic bone kills when i walk', { E_53: true }],
  [
    'he fell off the trampoline onto his hand, his wrist looks a bit bent',
    { fall_outstretched_hand: true, deformity: true },
  ],
  ['its bruised from shoulder to elbow', { injury_bruising: true }],
  ['i get so anxious around people', { social_fear: true }],
  ['a really red sore bum in the nappy area', { nappy_area_rash: true }],
  // A rash over or under the nappy is still the nappy area.
  ['he has a red rash over the nappy area', { nappy_area_rash: true }],
  ['she has a rash under her nappy', { nappy_area_rash: true }],
  ['a rash over his tummy', {}, ['nappy_area_rash']],
  ['a high temp for 3 days, it went away today and now she has a pinky rash', { rash_after_fever: true }],
  [
    'pain going straight through to my back after a big weekend on the grog, cant stop vomiting',
    { tearing_pain_to_back: true, recent_heavy_drinking: true, E_211: true },
    ['cannot_cut_down'],
  ],
  ['It is better leaning forward.', { E_33: true }],
  // Needing to go every half hour is passing urine often; with the runs, the toilet every hour is the bowel.
  ['It burns when I wee and I need to go every half hour', { dysuria: true, urinary_frequency: true }],
  ['I have the runs and need to go to the toilet every hour', { E_51: true }, ['urinary_frequency']],
  ['my poo is watery and I have to go to the toilet every 20 minutes', {}, ['urinary_frequency']],
  // Opening or moving the bowels is passing a motion, not a pain in the belly.
  ['It hurts when I open my bowels.', { painful_bowel_motions: true }, ['E_55']],
  ['it hurts to move my bowels', { painful_bowel_motions: true }, ['E_216', 'E_55']],
  // Feeling hot and sweaty before a faint is its warning, not a fever; hot, sweaty and shivery is one.
  [
    'I fainted at church after standing for ages in the heat, felt hot, sweaty and sick before, came round straight away',
    { faint_with_warning: true },
    ['E_91'],
  ],
  ['I feel hot and sweaty and shivery', { E_91: true }],
  // Crusted eyelids are the lid edges (blepharitis), not a discharge gluing them shut.
  ['My eyelids are red, itchy and crusty every morning', { eyelid_margin_crusting: true }, ['eye_discharge']],
];

describe('everyday phrasings, third batch', () => {
  it.each(CASES)('%s', (text, expected, absent = []) => {
    expectReading(kb, text, expected, absent);
  });

  it('asks when the bleeding happens after a bare "I have vaginal bleeding"', () => {
    const interview = createInterview(kb, { age: 62, sex: 'F' });
    for (const o of understand(kb, 'I have vaginal bleeding')) interview.observe(o.evidence, o.value);
    expect(interview.complaint()).toBe('vaginal');
    const asked: string[] = [];
    for (let q = interview.nextQuestion(); q && asked.length < 12; q = interview.nextQuestion()) {
      asked.push(q.evidence);
      if (q.evidence === 'postmenopausal_bleeding') break;
      if (q.type === 'B') interview.observe(q.evidence, false);
      else interview.decline(q.evidence);
    }
    expect(asked).toContain('postmenopausal_bleeding');
  });

  it('explains a resting heart rate of 115 with weight loss and heat intolerance as an overactive thyroid', () => {
    const interview = createInterview(kb, { age: 35, sex: 'F' });
    const words = 'my heart rate is 115 sitting down, im losing weight without trying and always hot n sweaty';
    for (const o of understand(kb, words)) interview.observe(o.evidence, o.value);
    expect(interview.differential()[0]?.pathology).toBe(kb.pathologies.find((p) => p.id === 'hyperthyroidism')?.name);
  });
});
