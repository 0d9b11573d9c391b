import { describe, expect, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';
import { discriminatorIn, EMERGENCY_DISCRIMINATORS, type TriageFacts } from '../triage-discriminators.js';

const kb = loadKnowledgeBase();

/**
 * What the seventh batch of case vignettes showed unread, each in other words than the case's: a neck that "is
 * stiff" and a dislike of bright light (meningism, eTG), a snap during sex (penile fracture, Oxford EM), a tight
 * throat with hives (ASCIA anaphylaxis), waking deaf in one ear with ringing and fullness (ENT guidelines), a
 * glucose tolerance test that came back high in pregnancy (RANZCOG), a boil come to a head, a dribbling baby
 * gnawing his fists, a twinge while sprinting, a haemarthrosis, and a temperature under 35 °C (hypothermia, Rosen's).
 * `absent` must not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  ['Her neck has gone really stiff since the fever started', { neck_stiffness: true }],
  ['Stiffness of the neck and a headache', { neck_stiffness: true }],
  ['Her neck hurts and feels stiff, with a fever', { neck_stiffness: true }],
  ['She avoids the light and keeps the curtains shut', { photophobia: true }],
  ['He can not stand bright lights with this headache', { photophobia: true }],
  ['Felt a pop while having intercourse and it went soft and swelled', { penis_cracked_during_sex: true }],
  ['My knee popped during netball', {}, ['penis_cracked_during_sex']],
  ['Welts came up on his chest and then his throat felt tight', { throat_closing: true }],
  ['After eating prawns she has a tightening throat', { throat_closing: true }],
  ['My throat is tight when I am anxious', {}, ['throat_closing']],
  [
    'He got up this morning deaf in his left ear, with a buzzing in that ear',
    { hearing_loss_sudden: true, hearing_loss_one_side: true, tinnitus: true },
  ],
  ['Overnight she lost the hearing in her right ear', { hearing_loss_sudden: true }],
  [
    'She can not hear out of her left ear and it has a full feeling',
    { hearing_loss_one_side: true, ear_fullness: true },
  ],
  ['The doorbell kept ringing all morning', {}, ['tinnitus']],
  ['Her OGTT came back raised at 28 weeks', { high_glucose_test: true }],
  ['The one hour glucose was 10.2 on her pregnancy screen', { high_glucose_test: true }],
  ['The boil on his thigh came to a head overnight', { pus_collection: true }],
  ['The spot has a white top and weeps', { pus_collection: true }],
  ['He is gnawing on his fists all day', { teething: true }],
  ['She chews on everything and is drooling', { teething: true }],
  ['He felt a sharp pull in his calf while running for the bus', { lifting_strain: true, recent_injury: true }],
  ['Knee haemarthrosis after a ski twist', { rapid_joint_swelling: true }],
  ['Found at home, temp 33.5 on arrival', { cold_to_touch: true, E_91: false }],
  ['T 36.4, looks well', { E_91: false }, ['cold_to_touch']],
  ['She sat up shrieking two hours after going to sleep', { night_terrors: true }],
  ['He wakes up screaming from a nightmare at 5 am and tells us about it', {}, ['night_terrors']],
  ['A stabbing pain under his right ribs that lasts only seconds at a time', {}, ['brief_chest_catch']],
  [
    'A sharp catching pain in the left side of her chest for a few seconds when she sits hunched',
    { brief_chest_catch: true },
  ],
  ['His face droops on the left and he can not raise his eyebrow on that side', { cannot_close_eye: true }],
  ['She struggles to stand up from the toilet and to climb stairs', { weak_thighs_shoulders: true }],
  ['His left foot went suddenly cold, white and numb an hour ago', { cold_pale_limb: true }],
  ['Her hands are cold in winter', {}, ['cold_pale_limb']],
  ['Since the new water tablet all his muscles feel weak', { E_84: true }],
  ['Muscle weakness in her face on one side', {}, ['E_84']],
  [
    'His right leg went heavy and clumsy for ten minutes and has since completely recovered',
    { arm_or_leg_weakness_one_side: true, neuro_symptoms_resolved: true },
  ],
  ['Her back pain has completely gone', {}, ['neuro_symptoms_resolved']],
  ['At 36 weeks her bump is rigid and she is bleeding', { hard_tender_bump: true }],
  ['Her bump goes hard now and then and relaxes', {}, ['hard_tender_bump']],
  [
    'She wakes screaming soon after falling asleep, not knowing her dad, and recalls nothing next day',
    { night_terrors: true },
  ],
];

/**
 * A clinician's notation spelled out (src/understanding/clinical-notation-2.ts), each in other words than the case's.
 */
const NOTATION: [string, Record<string, EvidenceValue>, string[]?][] = [
  ['A weeping ulcer over her L heel for 2 weeks', { leg_ulcer: true }],
  ['Swelling of her R calf since the flight', { E_152: ['V_119'] }],
  [
    'FOOSH, tender over the distal radius, hand warm and sensate',
    { fall_outstretched_hand: true, E_55: ['V_74', 'V_75'] },
  ],
  ['Severe pain in the left side of the pelvis with vomiting', { E_55: ['V_88'] }],
  ['Hot swollen first MTP joint overnight', { hot_swollen_joint: true }],
  ['Inverted his right ankle on the netball court', { recent_injury: true }],
  ['O/E ciliary flush and photophobia', { E_74: true, photophobia: true }],
  ['Both eyes sticky and pink, with a small node in front of her left ear', { E_9: true }, ['salivary_gland_swelling']],
  ['Tender preauricular node, watery red eye', { E_9: true }],
];

describe('readings the seventh batch of case vignettes showed missing', () => {
  it.each(CASES)('%s', (text, expected, absent) => expectReading(kb, text, expected, absent));
});

describe('a clinician notation the seventh batch showed unread', () => {
  it.each(NOTATION)('%s', (text, expected, absent) => expectReading(kb, text, expected, absent));
});

/** Facts for the reasons to call an ambulance. */
function facts(yes: string[], isNew: boolean): TriageFacts {
  return {
    has: (x) => yes.includes(x),
    denied: () => false,
    scale: () => undefined,
    places: () => [],
    age: 64,
    sex: 'M',
    complaint: null,
    isNew,
    today: true,
  };
}
const emergencyReason = (f: TriageFacts) => discriminatorIn(EMERGENCY_DISCRIMINATORS, f)?.reason;

describe('palpitations with faintness after a heart attack', () => {
  it('are an emergency however long ago the heart attack was (a scarred heart: ventricular tachycardia)', () => {
    const reason = 'palpitations with faintness in someone with heart disease';
    expect(emergencyReason(facts(['E_155', 'E_82', 'E_105'], false))).toBe(reason);
    expect(emergencyReason(facts(['E_155', 'E_82', 'E_106'], false))).toBe(reason);
    expect(emergencyReason(facts(['E_155', 'E_105'], false))).toBeUndefined();
    expect(emergencyReason(facts(['E_155', 'E_82'], false))).toBeUndefined();
  });
});
