import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * A carer's reassurances answer their findings no; a denied, past or someone else's reassurance does not. `absent`
 * must not be read.
 */
const REASSURANCE_CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  ['He is feeding well.', { poor_feeding: false }],
  ["She's feeding and growing well.", { poor_feeding: false }],
  ['my baby is taking her bottles normally', { poor_feeding: false }],
  ["He's still drinking.", { poor_feeding: false }],
  ['she is eating and drinking, just tired', { poor_feeding: false }],
  // A denial is the finding's own phrasing; a past state that changed says nothing of now.
  ['She is not feeding well.', { poor_feeding: true }],
  ['She was feeding well until yesterday.', {}, ['poor_feeding']],
  ['he fed normally up to this morning', {}, ['poor_feeding']],
  ['He is drinking a little.', {}, ['poor_feeding']],
  ["She's having plenty of wet nappies.", { fewer_wet_nappies: false }],
  ['he has had 5 wet nappies today', { fewer_wet_nappies: false }],
  ['Wet nappies are normal.', { fewer_wet_nappies: false }],
  ['She has had 2 wet nappies today.', { fewer_wet_nappies: true }],
  ['He is having fewer wet nappies.', { fewer_wet_nappies: true }],
  ["He's breathing normally.", { E_66: false, laboured_breathing: false }],
  ['I can breathe fine.', { E_66: false }],
  ['her breathing seems comfortable and easy, breathing easily', { laboured_breathing: false }],
  ['He can not breathe properly.', { E_66: true }],
  ['His lips are pink.', { blue_lips: false }],
  ['her face is a normal colour', { blue_lips: false }],
  ['She did not go blue.', { blue_lips: false }],
  ['He is awake and talking.', { drowsy: false }],
  ['my daughter is alert and playing', { drowsy: false }],
  ['She is not sleepy.', { drowsy: false }],
  ['He can walk on it.', { cannot_bear_weight: false }],
  ['she could still put weight on her ankle', { cannot_bear_weight: false }],
  ['I can not walk on it.', { cannot_bear_weight: true }],
  ['My hearing is normal.', { hearing_loss: false }],
  ['he can still hear fine', { hearing_loss: false }],
  ['I can not hear well in my left ear.', { hearing_loss: true }],
  // Another grown-up's reassurance is theirs, not the patient's.
  ['My husband can walk fine but I can not walk on my ankle.', { cannot_bear_weight: true }],
  ['My husband can walk fine.', {}, ['cannot_bear_weight']],
  // (the patient's own "puffed" is breathlessness: dangers-told-by-others.ts)
  ['My dad can breathe fine, it is me who is puffed.', { E_66: true }, ['laboured_breathing']],
  ['My mum can hear fine.', {}, ['hearing_loss']],
  ["My husband's lips are pink.", {}, ['blue_lips']],
  ['My mood is fine.', { low_mood: false }],
  ['She is not low in mood.', { low_mood: false }],
  ['My mood is low.', { low_mood: true }],
  ['My voice is normal.', { E_212: false }],
  ['his voice has not changed', { E_212: false }],
  ['My erections are fine.', { erectile_difficulty: false }],
  ['I am thinking clearly.', { E_39: false }],
  ['My bowel habit has not changed.', { bowel_habit_change: false }],
  ['her bowels are normal', { bowel_habit_change: false }],
  ['I can wee and poo normally.', { urinary_retention: false, incontinence: false }],
  ['My bladder and bowels are normal.', { urinary_retention: false }],
  ['I can not wee.', {}, ['incontinence']],
  ["My wife's mood is fine, mine is not.", {}, ['low_mood']],
  ['She was born at full term with no problems.', { E_160: false }],
  ['he was born at 39 weeks', { E_160: false }],
  ['He was born early at 32 weeks.', { E_160: true }],
  ["I don't drink much alcohol.", { E_78: false }],
  ['she drinks very little alcohol', { E_78: false }],
  ['I hardly ever drink.', { E_78: false }],
  ['She does not drink much.', {}, ['E_78']],
  ['My husband hardly drinks alcohol but I drink a bottle of wine a night.', { E_78: true }],
  ['My husband hardly drinks alcohol.', {}, ['E_78']],
  // An adult's drinking is not a child's feeding.
  ['I am drinking.', {}, ['poor_feeding']],
];

describe("a carer's reassurances", () => {
  for (const [text, expected, absent] of REASSURANCE_CASES) {
    it(`reads "${text}"`, () => expectReading(kb, text, expected, absent));
  }
});

/** Findings told plainly, of oneself or of someone else. */
const PLAIN_CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  ['She is passing less urine.', { reduced_urine: true }],
  ['he has been weeing a lot less than usual', { reduced_urine: true }],
  ["He isn't weeing very much.", { reduced_urine: true }],
  ['I pass a lot of urine.', { passing_lots_urine: true }],
  ['she passes more wee than before', { passing_lots_urine: true }],
  ['She passes urine often.', { urinary_frequency: true }],
  ['I am weeing more often at night', { urinary_frequency: true }],
  ['I am breathing deeply and fast.', { laboured_breathing: true }],
  ['he is breathing fast and deep', { laboured_breathing: true }],
  ['My waters have not broken.', { waters_broken: false }],
  ["Her waters haven't gone yet.", { waters_broken: false }],
  ['My waters have broken.', { waters_broken: true }],
  ['I have gallstones.', { known_gallstones: true }],
  ['she has had gallstones for years', { known_gallstones: true }],
  ['I am worried about gallstones.', {}, ['known_gallstones']],
  ['I feel the cold.', { cold_intolerance: true }],
  // A baby "unsettled" or "grizzly" is not the grown-up's irritability the knowledge base asks of.
  ['She is unsettled after every bottle.', {}, ['E_114']],
  ['I am bleeding heavily from the vagina.', { vaginal_bleeding: true }],
  ['she has been bleeding a lot out of her vagina', { vaginal_bleeding: true }],
  ['I am bleeding heavily from a cut on my hand.', {}, ['vaginal_bleeding']],
  ['I am cold to touch.', { cold_to_touch: true }],
  ['he is icy cold to the touch', { cold_to_touch: true }],
  ['His hands are cold to touch.', {}, ['cold_to_touch']],
  ['her mood has been really low', { low_mood: true }],
  ['I feel low in the mornings', {}, ['cold_intolerance']],
  ['she is cold all the time', { cold_intolerance: true }],
  ['I went out and could feel the cold wind on my face.', {}, ['cold_intolerance']],
];

describe('findings told plainly', () => {
  for (const [text, expected, absent] of PLAIN_CASES) {
    it(`reads "${text}"`, () => expectReading(kb, text, expected, absent));
  }
});
