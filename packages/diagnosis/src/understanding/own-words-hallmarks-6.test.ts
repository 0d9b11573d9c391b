import { describe, expect, it } from 'vitest';
import { assessmentOf, createInterview, loadKnowledgeBase, understand, type EvidenceValue } from '../index.js';
import { interviewVignette } from '../bench/vignette-patient.js';
import { expectReading } from '../test-support.js';
import { durationIn } from './durations.js';
import { normalize } from './normalize.js';

const kb = loadKnowledgeBase();

/** What these words are read as; `absent` must not be read. Each hallmark in a second wording besides the first. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // Spotting years after the menopause.
  [
    "went through menopause 20 yrs ago and since last week I've had some spotting again",
    { postmenopausal_bleeding: true },
  ],
  ["my periods stopped 15 years ago but now I'm spotting", { postmenopausal_bleeding: true }],
  ['went through menopause 10 years ago, no bleeding since', {}, ['postmenopausal_bleeding']],
  // Aches since a statin was started.
  [
    'started atorvastatin 6 wks ago for cholesterol and since then my thighs and calves ache',
    { muscle_pain_since_statin: true },
  ],
  ['been on crestor since march and ever since my legs have been aching', { muscle_pain_since_statin: true }],
  // Fear of people, in everyday words.
  ['I dread anything with people, cant order at the servo without going red', { social_fear: true }],
  ['she skips school cos she might have to talk in class', { social_fear: true }],
  // A pregnancy's glucose test, told before its result; outside a pregnancy it is not this.
  ['26 wks, just did the glucose drink test and midwife called to say my sugar was high', { high_glucose_test: true }],
  ["I'm 28 weeks pregnant, had the sugar test last week and the result was high", { high_glucose_test: true }],
  ['did a glucose test at the GP and it was high', {}, ['high_glucose_test']],
  // Milk from the nipples; a denied period for months denies nothing after the "and".
  [
    'no period for 5 months and milky stuff coming out of my nipples',
    { periods_stopped_months: true, nipple_discharge: true },
  ],
  ['white liquid leaking from her nipple', { nipple_discharge: true }],
  ['no fever and no cough', { E_91: false, E_201: false }],
  // A patch thickened by scratching.
  ['She has a thick, scratched patch of skin on her ankle.', { thick_scratched_patch: true }],
  ['a leathery itchy patch on my neck', { thick_scratched_patch: true }],
  // Something left in the skin.
  ['washed it but theres still something in the bottom of her foot', { embedded_object: true }],
  ['feels like there is still a bit of glass in his heel', { embedded_object: true }],
  // Angina's tightness at rest, in bouts of minutes that spread to the arm and come back the same day.
  ['had angina for years. Past 2 days getting the tightness just sitting watching telly', { E_14: true }],
  ['my angina now comes on even when resting', { E_14: true }],
  ['getting the tightness just sitting watching telly, 3 times today, lasts 10 mins', { chest_pain_prolonged: false }],
  ['It has happened three times today.', { recurrent: true }],
  ['chest pain on and off, each bout lasts about ten minutes', { chest_pain_prolonged: false }],
  ['brief spinning episodes lasting <1 min when rolling over in bed', { vertigo: true }, ['chest_pain_prolonged']],
  ['The tightness goes into his left arm.', { E_57: ['V_31'] }],
  // A racing heart that starts like a switch.
  ['heart suddenly took off like a switch flicked', { palpitations_start_stop_suddenly: true, E_155: true }],
  ['my heart kicks in like someone flipped a switch', { palpitations_start_stop_suddenly: true }],
  // A painless lump has no pain; its lump is still read.
  ['small painless lump on my upper eyelid', { E_53: false, eyelid_lump: true }],
  ['a small painless lump on my arm', { E_53: false }],
  // A lump on the collarbone after a fall is a swelling there.
  ['came off my motorbike, theres a lump on my collarbone', { E_151: true, E_152: ['V_101'] }],
  ['fell off my bike and there is a bump on my collar bone', { E_151: true }],
  // Covid months ago, never right since.
  ['I had covid 4 months ago and never got back to normal', { after_covid: true }],
  ['caught covid in march, 5 months ago, and have not recovered', { after_covid: true }],
  // The outer opening of a fistula.
  ["there's a little hole next to my bum that keeps leaking pus", { anal_discharge: true }],
  ['a small opening near his anus that leaks', { anal_discharge: true }],
  // Antibiotics already taken for a pneumonia; one years ago is not recent.
  ['Was treated for pneumonia 2 weeks ago with amoxil', { recent_antibiotics: true }],
  ['put on antibiotics for a chest infection last week', { recent_antibiotics: true }],
  ['I was treated for pneumonia years ago', {}, ['recent_antibiotics']],
  // Chest pain that followed the vomiting (a tear of the gullet); chest pain with vomiting is not this.
  ['the last big vomit something tore, now severe pain behind my breastbone', { chest_pain_after_vomiting: true }],
  ['was retching all night and felt something rip in my chest', { chest_pain_after_vomiting: true }],
  ['crushing chest pain and I vomited twice', {}, ['chest_pain_after_vomiting']],
  // A body clock running late.
  ['16yo son cant fall asleep until 3am every night', { late_body_clock: true }],
  ['on weekends he sleeps till 1pm', { late_body_clock: true }],
  // A man's perineum and pain on ejaculation; coming home is not that.
  ['ache between my balls and bum for 6 months', { perineal_ache: true }],
  ['sometimes it hurts when I come', { painful_ejaculation: true }],
  ['it hurts when I come home from work', {}, ['painful_ejaculation']],
  // Dizziness told after the standing.
  ['when I stand up my heart races to 140 and I get dizzy', { dizzy_on_standing: true, E_155: true }],
  ['when I get up my heart pounds and I go light headed', { dizzy_on_standing: true }],
  // Lids: their itch, both of them.
  ['red, crusty, itchy eyelid margins', { eyelid_margin_crusting: true, E_170: true, both_eyes: true }],
  ['itchy, flaky eyelids every morning', { eyelid_margin_crusting: true, E_170: true }],
  // Tongue patches that move.
  [
    'smooth red patches on my tongue with white edges that move around from day to day',
    { map_like_tongue: true, recurrent: true },
  ],
  // Nights spared, the cough not denied.
  ['No cough at night.', { E_219: false }, ['E_201']],
  ['she is fine at night', { E_219: false }],
  // Wheeze and cough together in a sport.
  [
    'she gets really wheezy and coughy about 5 mins into netball',
    { exercise_wheeze: true, E_201: true, recurrent: true },
  ],
  ['he was wheezing and coughing after running today', { exercise_wheeze: true, E_201: true }, ['recurrent']],
  // The weight as well as the bending; the perineum's ache keeps its places.
  ["I can't bend it or put any weight on it.", { cannot_bear_weight: true, E_216: true }],
  ['he cannot move his knee or stand on it', { cannot_bear_weight: true }],
  ['The pain is deep between my scrotum and my back passage.', { perineal_ache: true, E_53: true }],
  // A reliever that wears off within the hour.
  ["my asthma's playing up, the ventolin only lasts an hour", { reliever_not_helping: true }],
  ['my puffer only works for half an hour', { reliever_not_helping: true }],
  // A faint in the effort itself.
  ['I fainted while sprinting.', { faint_on_exertion: true, E_159: true }],
  ['she collapsed while cycling up a hill', { faint_on_exertion: true }],
  // A drained abscess is not a drained person.
  ['had an abscess near my bum drained in ED', {}, ['E_89']],
  ['I feel drained all the time', { E_89: true }],
];

describe('hallmarks of a thirteenth batch, in phone-typed words', () => {
  it.each(CASES)('reads %j', (text, expected, absent) => expectReading(kb, text, expected, absent ?? []));

  it('does not take a moment in a sport or an episode for the illness span', () => {
    expect(durationIn(normalize('she gets wheezy about 5 mins into netball'))).toBeNull();
    expect(durationIn(normalize('then it settles after half an hour or so'))).toBeNull();
    expect(durationIn(normalize('it settles within half an hour of stopping'))).toBeNull();
    expect(durationIn(normalize('a cough for 3 days, it settles after half an hour'))).toBe('days');
  });
});

/** The condition first from the opening words alone. */
function leading(says: string, age: number, sex: 'F' | 'M'): string | undefined {
  const interview = createInterview(kb, { age, sex });
  for (const o of understand(kb, says, { patient: { age, sex } })) interview.observe(o.evidence, o.value);
  const top = assessmentOf(kb, interview).differential[0];
  return top ? kb.pathology(top.pathology)?.id : undefined;
}

describe('conditions led by those hallmarks, in other words than the batch', () => {
  it.each([
    [
      'retching all night after a big night out and felt something rip, now agony behind my breastbone',
      45,
      'M',
      'boerhaave',
    ],
    ['no periods for about 6 months now and white fluid leaking from my nipples', 30, 'F', 'hyperprolactinaemia'],
    [
      'my periods stopped 15 years ago but now I am spotting, I am diabetic and overweight',
      68,
      'F',
      'endometrial_cancer',
    ],
    ["I'm 28 weeks pregnant, had the sugar test last week and the result was high", 31, 'F', 'gestational_diabetes'],
    ['been on crestor since march and ever since my legs have been aching', 66, 'M', 'statin_muscle_symptoms'],
    ['ever since covid, when I get up I go light headed and my heart pounds', 22, 'F', 'pots'],
  ] as const)('%s', (says, age, sex, expected) => {
    expect(leading(says, age, sex)).toBe(expected);
  });
});

describe('an older person with a hot swollen knee and a fever', () => {
  // Crystals and infection cannot be told apart without the joint fluid (BSR/BOA hot swollen joint; EULAR CPPD): a
  // 'no' to feeling unwell or to shivers must not reassure the knee to pseudogout.
  const knee = {
    id: 'older-febrile-knee',
    system: 'musculoskeletal' as const,
    age: 74,
    sex: 'M' as const,
    says: "my knee is hot, red and swollen since yesterday and I have a fever of 38.6. I can't bend it",
    facts: [
      'His knee is hot, red and swollen.',
      'His knee is very painful.',
      'He has a fever of 38.6.',
      'He cannot walk on it.',
      'He has not had a knee replacement.',
      'He has never had gout.',
    ],
    expected: 'septic_arthritis',
    urgency: 'emergency' as const,
    source: 'bsr: hot swollen joint',
  };

  it('keeps septic arthritis among the first two, at a quarter or more, and sends him the same day', () => {
    const outcome = interviewVignette(kb, knee);
    expect(outcome.ranked.slice(0, 2)).toContain('septic_arthritis');
    expect(outcome.ranked.indexOf('septic_arthritis')).toBeLessThanOrEqual(outcome.ranked.indexOf('pseudogout') + 1);
    const interview = createInterview(kb, { age: 74, sex: 'M' });
    for (const o of understand(kb, knee.says, { patient: { age: 74, sex: 'M' } }))
      interview.observe(o.evidence, o.value);
    interview.observe('E_175', false);
    interview.observe('E_94', false);
    const septic = assessmentOf(kb, interview).differential.find(
      (d) => kb.pathology(d.pathology)?.id === 'septic_arthritis',
    );
    expect(septic?.probability ?? 0).toBeGreaterThanOrEqual(0.2);
    expect(['urgent', 'emergency']).toContain(outcome.disposition);
  });
});
