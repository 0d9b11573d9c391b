import { describe, expect, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { interviewVignette } from '../bench/vignette-patient.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';
import { discriminatorIn, URGENT_DISCRIMINATORS, type TriageFacts } from '../triage-discriminators.js';

const kb = loadKnowledgeBase();

/**
 * What the sixth batch of case vignettes showed unread: a scald "blistering over a large area" (RCH burns), pain "far
 * worse than the small red patch looks" (eTG necrotising fasciitis), a foreskin pulled back with the time told in
 * between (RCH penile conditions), a toddler who screams when the hip moves (RCH the limping child), bowels opened
 * every five days and hiding to go (RCH constipation), vomiting on long car trips (Murtagh), a day "in Bali" (CDC
 * travellers' diarrhoea), a blocked, muffled ear after cotton buds (Murtagh ear wax), rough lumps on the fingers
 * (DermNet warts), "hit suddenly by a high fever" (not an injury), bleeding years after the periods stopped (RANZCOG),
 * crying easily after a birth (NICE CKS postnatal mood), the back of the pelvis (NICE CKS pelvic girdle pain), pain
 * when rolling over in bed, cutting the forearms (RANZCP self-harm), discharge from both nipples, glands in the groin,
 * and a calf gone suddenly tight at night (Murtagh cramps). `absent` must not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  [
    'He pulled a cup of hot tea onto his chest. The skin is blistering over a large area.',
    { extensive_burn: true, serious_burn: true, burn_injury: true },
  ],
  ['She has blisters over a large area of her back after a day at the beach', {}, ['extensive_burn']],
  ['He has severe pain in his thigh, far worse than the small red patch looks.', { pain_out_of_proportion: true }],
  ['The rash is far worse than it was yesterday', {}, ['pain_out_of_proportion']],
  ['He pulled his foreskin back two hours ago and now it will not go forward again.', { foreskin_stuck_back: true }],
  ['He pulled his foreskin back to wash and it went forward again fine', {}, ['foreskin_stuck_back']],
  ['She screams when her nappy is changed and her left hip moves.', { E_216: true }],
  [
    'She only opens her bowels every five days, passing big hard painful stools, and hides when she needs to go.',
    { constipation: true, stool_withholding: true },
  ],
  ['She hides when she needs to go to school', {}, ['stool_withholding']],
  ['She vomits on every long car trip and is fine once the car stops.', { sick_with_travel: true }],
  ['He is on his third day in Bali and has watery diarrhoea.', { E_204: 'V_7' }],
  ['A blocked, muffled right ear since using cotton buds.', { ear_fullness: true, ear_trauma: true }],
  ['She has had a muffled left ear for a week.', { hearing_loss: true }],
  ['She has three rough, raised, skin-coloured lumps on her fingers.', { skin_wart: true }],
  ['He has a rough patch of skin on his elbow', {}, ['skin_wart']],
  ['He was hit suddenly yesterday by a high fever and aches.', { high_fever: true }, ['recent_injury']],
  ['He was hit by a cricket ball on his knee', { recent_injury: true }],
  [
    'Her periods stopped twelve years ago and she has had some vaginal bleeding this month.',
    { postmenopausal_bleeding: true },
  ],
  ['Four days after giving birth she cries easily.', { tearful: true }],
  ['Pain at the back of her pelvis', { E_55: ['V_40'] }],
  ['A sharp pull low in her right groin when she rolls over in bed.', { E_216: true }],
  ['She has been cutting her forearms to cope.', { self_harm: true }],
  ['He cut his forearm on a broken glass', {}, ['self_harm']],
  ['A milky discharge from both nipples.', { nipple_discharge: true }],
  ['The glands in his groin are swollen.', { E_9: true }],
  [
    'He wakes several nights a week with a sudden painful tight calf.',
    { leg_cramps_night: true },
    ['calf_tender_swollen'],
  ],
  ['His left calf is swollen and tender', { calf_tender_swollen: true }],
];

describe('readings the sixth batch of case vignettes showed missing', () => {
  it.each(CASES)('%s', (text, expected, absent) => expectReading(kb, text, expected, absent));
});

/** Facts for the reasons to be seen today. */
function facts(age: number, yes: string[]): TriageFacts {
  return {
    has: (x) => yes.includes(x),
    denied: () => false,
    scale: () => undefined,
    places: () => [],
    age,
    sex: 'F',
    complaint: null,
    isNew: true,
    today: false,
  };
}
const sameDayReason = (f: TriageFacts) => discriminatorIn(URGENT_DISCRIMINATORS, f)?.reason;

describe('a child who will not walk, with a high fever', () => {
  it('is seen in hospital today (RCH: a febrile limp is a septic joint until shown otherwise)', () => {
    expect(sameDayReason(facts(2, ['limping_child', 'high_fever']))).toBe(
      'a child who limps or will not walk, with a high fever',
    );
    expect(sameDayReason(facts(2, ['limping_child']))).toBeUndefined();
    expect(sameDayReason(facts(40, ['limping_child', 'high_fever']))).toBeUndefined();
  });

  it('sends a febrile toddler who screams when her hip moves to be seen at least the same day', () => {
    const o = interviewVignette(kb, {
      id: 'febrile-hip',
      system: 'musculoskeletal',
      age: 2,
      sex: 'F',
      says: 'A 2-year-old girl has stopped walking and screams when her left hip moves. She has a temperature of 39.',
      facts: ['I have stopped walking.', 'I scream when my left hip moves.', 'My temperature is 39.'],
      expected: 'septic_arthritis',
      urgency: 'emergency',
      source: 'rch-cpg: the limping child',
    });
    expect(['urgent', 'emergency']).toContain(o.disposition);
  });
});
