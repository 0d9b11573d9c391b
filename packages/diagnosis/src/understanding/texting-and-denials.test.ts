import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand, type EvidenceValue } from '../index.js';
import { expectReading } from '../test-support.js';
import { normalize } from './normalize.js';
import { frontDenials } from './negation.js';

const kb = loadKnowledgeBase();
const read = (text: string, patient?: { age: number; sex: 'M' | 'F' }) =>
  Object.fromEntries(understand(kb, text, patient ? { patient } : {}).map((o) => [o.evidence, o.value]));

describe('texting shorthand', () => {
  it.each([
    ['pins n needles', ' pins and needles '],
    ['my lips r swelling', ' my lips are swelling '],
    ['since last nite', ' since last night '],
    ['my 2yo', ' my 2 year old '],
    ['3 yr old', ' 3 year old '],
    ['for 2 wks', ' for 2 weeks '],
    ['goes thru to my back', ' goes through to my back '],
    ['pain for 3 hrs', ' pain for 3 hours '],
    ['itchy esp at night', ' itchy especially at night '],
    ['my bf is itchy too', ' my boyfriend is itchy too '],
    ['soooo itchy', ' so itchy '],
  ])('%s', (text, expected) => expect(normalize(text)).toBe(expected));

  it("leaves a clinician's R eye and HR alone", () => {
    expect(normalize('R eye red')).toBe(' r eye red ');
    expect(normalize('HR 140')).toBe(' hr 140 ');
  });
});

/** What the words are read as; `absent` must not be read at all (never a fact the patient did not say). */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // A symptom whose own words hold a "no" or "don't" does not deny the next one in the list.
  [
    'been feeling really flat for months, no motivation, dont enjoy anything anymore',
    { low_mood: true, anhedonia: true },
  ],
  ['no motivation, tired all the time', { anhedonia: true }],
  // ... but a plain denial still covers its list.
  ['no fever, cough or rash', { E_91: false, E_201: false, E_129: false }],
  // "Can't feel my ..." is a symptom and denies nothing after it.
  [
    'bad back pain and now im numb between my legs n cant feel when im weeing, both legs are weak',
    { saddle_numbness: true, E_84: true },
  ],
  // A denial after the body part.
  ['My neck is not stiff.', { neck_stiffness: false }],
  ["my neck isn't stiff but I have a headache", { neck_stiffness: false, E_53: true }],
  ['His lips are not blue.', { blue_lips: false }],
  ['My skin is not yellow.', { jaundice: false }],
  ['the bleeding is not stopping', {}, ['bleeding_not_stopping']],
  ['the pain is not too bad', { E_53: true, E_56: 3 }],
  ['I did not faint.', { E_159: false }],
  ['I feel faint', { E_82: true }, ['E_159']],
  // Lay words for findings.
  [
    'pins n needles in my thumb n first two fingers, wakes me at night and i have to shake my hand',
    { hand_numb_night: true },
  ],
  [
    'my 5 yo only poos every 4 or 5 days and its big and hard, she cries when she goes',
    { constipation: true, painful_bowel_motions: true },
  ],
  ['my 9yo has a blood nose', { nosebleed: true }],
  [
    'it burns when i wee n im going like every 5 mins, bit of blood in it',
    { dysuria: true, urinary_frequency: true, haematuria: true },
  ],
  ['i leak a bit of wee when i cough or sneeze', { stress_leak: true, incontinence: true }, ['sneezing', 'E_201']],
  ['cant hear properly out of my left ear, feels blocked up', { ear_fullness: true }],
  ['my daughters eye is all red n goopy, it was crusted shut this morning', { E_74: true, eye_discharge: true }],
  ['It has happened a few times before.', { recurrent: true }],
  ['His poo had red jelly in it.', { E_179: true }],
  ['pale n floppy in between the screaming', { E_154: true, pain_attacks_pale_between: true }],
  ['heartburn every night after dinner', { E_173: true, E_215: true }],
  // A vaccination is not an injury; a dribble of urine is not drooling.
  ['I had my flu shot in April.', {}, ['penetrating_injury', 'recent_injury']],
  ['sore arm after my flu shot yesterday', { E_53: true }, ['penetrating_injury']],
  ['he was shot in the leg', { penetrating_injury: true }],
  ['i keep dribbling wee', { incontinence: true }, ['E_190']],
  ['stream is weak n i keep dribbling at the end', { weak_stream: true }, ['E_190']],
  ['my baby is dribbling heaps', { E_190: true }],
];

describe('everyday words, negation and denials', () => {
  it.each(CASES)('%s', (text, expected, absent = []) => {
    expectReading(kb, text, expected, absent);
  });

  it('moves a denial in front of a body part only', () => {
    expect(frontDenials(' my neck is not stiff ')).toBe(' not my neck is stiff ');
    expect(frontDenials(' the bleeding is not stopping ')).toBe(' the bleeding is not stopping ');
    expect(frontDenials(' i am not sure ')).toBe(' i am not sure ');
  });
});

describe('heart rates told as a number', () => {
  const ADULT = { age: 40, sex: 'F' } as const;
  it('reads a racing heart told with its rate, and a measured rate over 130', () => {
    expect(read('heart racing 120', ADULT).E_155).toBe(true);
    expect(read('my heart is racing at 125 on my watch', ADULT).E_155).toBe(true);
    expect(read('HR 140', ADULT).fast_heart_rate_reading).toBe(true);
  });
  it('does not read a measured rate as palpitations, which are a heartbeat the patient feels', () => {
    expect(read('T 37.9 °C, HR 102', ADULT)).not.toHaveProperty('E_155');
    expect(read('my heart rate is 80', ADULT)).not.toHaveProperty('E_155');
  });
});

describe('everyday words of urine and breathing', () => {
  it.each([
    ['It stings a bit when I go.', { dysuria: true }],
    ["I'm needing to go much more often than usual.", { urinary_frequency: true }],
    ['I have to get up 3 or 4 times a night to pass urine.', { nocturia: true }],
    ['I have to wait a while before it starts.', { weak_stream: true }],
    ["I feel like my bladder isn't completely empty.", { weak_stream: true }],
    ["It's getting harder to breathe.", { E_66: true }],
  ] as const)('%s', (text, expected) => expect(read(text, { age: 70, sex: 'M' })).toMatchObject(expected));

  it('does not read a hurt "when I go" as a burning wee', () => {
    expect(read('it hurts when I go', { age: 30, sex: 'F' })).not.toHaveProperty('dysuria');
  });
});

describe('what a parent or a pharmacist noticed', () => {
  it.each([
    ['The chemist checked my blood pressure and said it was high, 165 over 100', { E_102: true }],
    ["I found cuts on my daughter's arms today, she says she's been doing it for a few months", { self_harm: true }],
    ['I have to check the door locks and the stove over and over before I can leave', { obsessions: true }],
  ] as const)('%s', (text, expected) => expect(read(text, { age: 40, sex: 'F' })).toMatchObject(expected));

  it('does not read cuts from an accident as self-harm', () => {
    expect(read('she has cuts on her arms from falling off her bike', { age: 12, sex: 'F' })).not.toHaveProperty(
      'self_harm',
    );
  });
});
