import { describe, expect, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';
import { durationIn } from './durations.js';
import { normalize } from './normalize.js';

const kb = loadKnowledgeBase();

/**
 * Phrasings typed on a phone: a food bolus (Rosen), rigors against alcohol withdrawal (NICE NG51; eTG), a hot joint
 * (NICE CKS), sleep apnoea (NICE CKS), an acute dystonic reaction (AMH metoclopramide), restless legs, cholestasis of
 * pregnancy's itch (RANZCOG), ADHD told by a teacher (DSM-5-TR), obesity (NICE CKS), compartment syndrome's pain on
 * stretch (Rosen), injuries and the urine of a child's infection (RCH CPG); `absent` must not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // A named piece of food needs no verb; "something stuck in my throat" without one is globus, not a bolus.
  ['piece of steak stuck in my throat since dinner', { food_stuck_now: true }],
  ['feels like something stuck in my throat', {}, ['food_stuck_now']],
  // Shakes with a temperature are rigors, not withdrawal; the shakes after stopping drinking are withdrawal.
  ["I've got the shakes with 39 temp", { rigors: true }, ['stopped_drinking_shakes']],
  ['got the shakes since I stopped drinking', { stopped_drinking_shakes: true }],
  ['right knee blew up overnight, hot, red', { hot_swollen_joint: true }],
  // Operations named by the part.
  ['had my knee scoped 10 days ago', { E_196: true }],
  ['she had knee surgery 10 days ago', { E_196: true }],
  // Stopping breathing at night is sleep apnoea, not a collapse; snoring like a chainsaw is no noise at work.
  ['missus reckons I stop breathing at night', { E_23: true }, ['stopped_breathing']],
  ['snore like a chainsaw apparently', { snoring: true }, ['noise_exposure']],
  ['I use a chainsaw all day at work', { noise_exposure: true }],
  ['put on 15 kg since covid', {}, ['after_covid']],
  ['I have not been right since covid', { after_covid: true }],
  // The ear, not a rash or a mind.
  ['my ear is so itchy', { ear_itch: true }, ['E_129']],
  ["can't hear much out of it", { hearing_loss: true }, ['E_39']],
  ['he is a bit out of it', { E_39: true }],
  // A dopamine-blocking anti-sickness medicine, and a neck that turns on its own (not a flank).
  ['got given maxalon at the ED yesterday', { new_medicine: true }],
  // (read as an acute dystonia's spasm, which is a wry neck too: findings/triage.ts)
  ['my neck is twisting to the side on its own', { dystonic_spasm: true, E_192: true }],
  ['pain in my left side', { E_55: ['V_85'] }],
  ['creepy crawly feeling in your legs at night', { restless_legs_urge: true }],
  [
    "so itchy at night I'm scratching till I bleed, mostly palms of my hands and soles of my feet",
    { itchy_palms_soles: true },
  ],
  // A teacher's report is behaviour, not a restless patient in pain.
  ["teacher says my 8yo can't sit still, blurts out answers", { attention_hyperactivity: true }, ['cannot_keep_still']],
  ["the pain is so bad I can't keep still", { cannot_keep_still: true }],
  // Weight told in figures.
  ["I'm 118kg and want to talk about options", { E_70: true }],
  ['my BMI is 34', { E_70: true }],
  ['I weigh 68 kg', {}, ['E_70']],
  ['not able to lose weight no matter what', { wants_weight_help: true }],
  // A head that itches is the scalp; a pimple's head is no headache.
  ["my 7yo's head is so itchy", { itchy_scalp: true }, ['E_129']],
  ['a pimple on my eyelid that has a yellow head', { eyelid_lump: true }, ['E_55']],
  ['fell asleep at bondi, back bright red and stinging', { sunburn: true }],
  // Injuries in the words of the game or the furniture, and a toe at a weird angle.
  ['kicked the bed leg in the dark last night', { recent_injury: true }],
  ["basketball hit the end of my son's ring finger", { recent_injury: true }],
  ['my little toe is sticking out at a weird angle', { deformity: true }],
  ['hurts like crazy when the nurse moves my toes', { tight_limb_severe_pain: true }],
  ['woken by a stabbing pain behind my right eye', { one_sided_headache: true }],
  // A child's urine infection in a parent's words.
  ['she is weeing often', { urinary_frequency: true }],
  ['her urine smells', { cloudy_urine: true }],
  ['her urine smells normal', {}, ['cloudy_urine']],
  ['she has had wetting accidents', { incontinence: true }],
  ['she has low iron', { E_24: true }],
  [
    'dry red itchy patches on his cheeks and in the creases of his elbows and knees',
    { E_133: ['V_108', 'V_109', 'V_47', 'V_48'] },
  ],
  // A sore throat that won't quit lasts; what is told after it is not denied.
  ["sore throat for 10 days that won't quit, glands in my neck like golf balls", { E_97: true, E_9: true }],
  // Tetanus within 10 years is not overdue; asking about stitches is no gaping wound; a cut finger is an injury.
  ['tetanus shot 3 years ago', {}, ['tetanus_overdue']],
  ['my last tetanus shot was 12 years ago', { tetanus_overdue: true }],
  ['does it need stitches?', {}, ['gaping_wound']],
  ['it might need stitches', { gaping_wound: true }],
  ['cut my finger chopping onions', { skin_wound: true, recent_injury: true }],
  ['two deep puncture holes on her hand', { skin_wound: true }],
  // Bent over with pain is not weak legs.
  ["can't stand up straight and I keep throwing up", { E_211: true }, ['E_84']],
  ["I can't stand up, my legs are like jelly", { E_84: true }],
  // The whole skin's itch, and lumps in the neck and the armpit for months.
  ['lost 5kg without trying. itchy all over', { itch_no_rash: true }, ['E_129']],
  ['itchy all over with red welts', { hives: true }, ['itch_no_rash']],
  ['lumps in my neck and under my arm for about 2 months', { neck_lump_side: true }],
];

describe('phrasings typed on a phone, read as what they say', () => {
  it.each(CASES)('%s', (text, expected, absent) => expectReading(kb, text, expected, absent));
});

describe('how the day goes is not how long it has been', () => {
  it.each([
    ["I'm knackered all day", null],
    ['tired all day and snoring', null],
    ["I've been vomiting all day", 'hours'],
    ['sleeping 14 hrs. temps on and off', null],
    ['not sleeping for 3 days', 'days'],
    ['I have a cyst on my right ovary from a scan last year', null],
    ["sore throat for 10 days that won't quit", 'weeks'],
  ])('%s', (text, duration) => expect(durationIn(normalize(text))).toBe(duration));
});
