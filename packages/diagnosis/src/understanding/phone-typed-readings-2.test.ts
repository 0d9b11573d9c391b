import { describe, expect, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';
import { durationIn } from './durations.js';
import { normalize } from './normalize.js';

const kb = loadKnowledgeBase();

/**
 * More phrasings typed on a phone, each read as a finding the knowledge base has: giant cell arteritis's scalp and
 * jaw and polymyalgia's girdle (NICE CKS), claudication (Heart Foundation), the window of alcohol withdrawal (eTG),
 * bereavement and work stress (Murtagh), a child's thirst and nights (RCH), urgency (NICE CKS), cholestasis of
 * pregnancy's itch (RANZCOG), a tetanus booster not known to be recent (Australian Immunisation Handbook), a cold
 * before sinusitis (NICE CKS), sudden deafness and its ringing (ENT guidelines), a twisted ovary's low side (Rosen),
 * the weeks of a pregnancy written "wks preg"; `absent` must not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  ['my scalp hurts when i brush my hair', { scalp_tenderness: true }],
  ['his jaw aches chewing his toast', { scalp_tenderness: true }],
  // The stiffness is both the girdle's and the morning's.
  ['both shoulders and hips so stiff in the mornings', { shoulder_girdle_stiffness: true, morning_stiffness: true }],
  ['my hips are stiff', {}, ['shoulder_girdle_stiffness']],
  ['calves cramp up after walking about 200m', { leg_pain_walking: true }],
  ['my legs ache up after walking to the shops', { leg_pain_walking: true }],
  ['tried to give up the grog cold turkey yesterday', { stopped_drinking_shakes: true }],
  ['gave up drinking 2 days ago', { stopped_drinking_shakes: true }],
  ['i gave up drinking years ago', {}, ['stopped_drinking_shakes']],
  ['lost my husband of 52 years in june', { bereaved: true }],
  ['lost my wife of forty years', { bereaved: true }],
  ['60 hr weeks since the start of term', { work_stress: true }],
  ['dreading monday from saturday arvo', { work_stress: true }],
  // Drinking all the time is thirst only beside the toilet; up all night peeing is the bladder's night.
  ['drinking constantly and weeing heaps', { thirst: true }],
  ['he has been drinking constantly since the divorce', {}, ['thirst']],
  ['up all night peeing', { nocturia: true }],
  ['when i gotta go i gotta go, dont always make it to the loo', { urinary_urgency: true }],
  ['she has sudden urges to pass urine', { urinary_urgency: true }],
  ['she leaks before she gets to the toilet', { urge_leak: true }],
  ['my palms and the soles of my feet itch like mad', { itchy_palms_soles: true }],
  ['her hands and feet itch at night', { itchy_palms_soles: true }],
  // Forgetting the last booster is not denying it.
  ['cant remember my last tetanus shot, maybe 20 yrs ago', { tetanus_overdue: true }],
  ["can't recall when I last had a tetanus jab", { tetanus_overdue: true }],
  ['it started with a cold 8 days ago', { E_116: true }],
  ['began with a virus last week', { E_116: true }],
  ['woke up yesterday deaf in my left ear', { hearing_loss_sudden: true }],
  ['woke up on tuesday deaf in my right ear', { hearing_loss_sudden: true }],
  ['deaf in my left ear and a high ringing', { tinnitus: true }],
  ['he has ringing in that ear', { tinnitus: true }],
  ['it burns when she passes urine', { dysuria: true }],
  ['it hurts him to pass urine', { dysuria: true }],
  // Low on one side of the belly is its lower quarter, not the flank.
  ['sudden severe pain low right side of her belly', { E_55: ['V_87'] }],
  ['low tummy pain', { E_53: true }],
  ['8 wks preg and some spotting', { pregnancy_under_14_weeks: true }],
  ['34 wks preg and baby quiet', { pregnancy_over_20_weeks: true }],
  // Breathing that is not fast has not stopped.
  ['she is not breathing fast', {}, ['stopped_breathing']],
  ['he is not breathing', { stopped_breathing: true }],
];

describe('phrasings typed on a phone (a twelfth batch), read as what they say', () => {
  it.each(CASES)('%s', (text, expected, absent) => expectReading(kb, text, expected, absent));
});

describe('the weeks of a pregnancy and the last tetanus shot are not how long it has been', () => {
  it.each([
    ['8 wks preg and some spotting', null],
    ['cant remember my last tetanus shot, maybe 20 yrs ago', null],
    ['spotting for 3 days', 'days'],
  ])('%s', (text, duration) => expect(durationIn(normalize(text))).toBe(duration));
});
