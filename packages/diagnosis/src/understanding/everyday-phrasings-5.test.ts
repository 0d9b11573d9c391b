import { describe, it } from 'vitest';
import { loadKnowledgeBase, type EvidenceValue } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** What these words, told over months or years or by a family member, are read as; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // Ringing with the owner between; hearing told as slowly going.
  ["there's a high pitched ringing in both my ears", { tinnitus: true }],
  ['a buzzing in one of my ears', { tinnitus: true }],
  ['my dad has been getting deafer for years', { hearing_loss: true }],
  ['my hearing is maybe a bit down', { hearing_loss: true }],
  ['he says everyone mumbles', { hearing_loss: true }],
  ["she can't follow conversation in a restaurant", { hearing_loss: true }],
  // Said to be fine: a no, not hearing loss.
  ['my hearing is fine', { hearing_loss: false }],
  // A tongue-tie seen by the parent; a finger drawn into the palm over years.
  ["his tongue looks heart shaped when he cries and he can't stick it out past his lips", { tongue_tie_seen: true }],
  ['my ring finger has slowly pulled down into my palm', { finger_contracture: true }],
  ['I can not straighten my finger after I jammed it', {}, ['finger_contracture']],
  // Episodes counted over a stretch of time are a recurrence; a count today is not.
  ["it's happened maybe 5 times over a few months", { recurrent: true }],
  ['she has had it three times in the last year', { recurrent: true }],
  ['I vomited 5 times today', {}, ['recurrent']],
  // A birth a week ago.
  ['my wife had our baby a week ago', { recent_birth: true }],
  ['we are having our baby in a week', {}, ['recent_birth']],
  // "I want to quit" after smoking is told is about the smokes, not a job.
  ['smoked 25 a day for 30 years and I want to quit for good', { wants_to_quit_smoking: true }],
  ['I smoke a bit but I want to quit my job', {}, ['wants_to_quit_smoking']],
  ['I want to quit my job', {}, ['wants_to_quit_smoking']],
  // A burning tongue likened to a scald is not a burn.
  ["my tongue burns like I've scalded it", { burning_mouth: true }, ['burn_injury']],
  ['I scalded my hand on the kettle', { burn_injury: true }],
  // Knobbly finger joints, white vulval skin, a scrotum swelling over months, what teachers say.
  ['my finger joints have gone knobbly and stiff', { bony_finger_lumps: true }],
  ['the joints at the ends of my fingers are knobbly', { bony_finger_lumps: true }],
  ['my vulva is itchy and the skin there has gone white and shiny', { genital_white_patches: true }],
  ['my face is itchy and the skin there has gone pale', {}, ['genital_white_patches']],
  ['my scrotum on the right has been slowly swelling over months', { testicular_swelling: true }],
  ["teachers have said for years he can't sit still", { attention_hyperactivity: true }],
  // Night terrors told with the words between.
  [
    'he wakes up about an hour after he goes to sleep screaming, eyes open but he does not seem to know us',
    { night_terrors: true },
  ],
];

describe('everyday phrasings, sixth batch: long-standing complaints and complaints told for someone', () => {
  it.each(CASES)('%s', (text, expected, absent = []) => {
    expectReading(kb, text, expected, absent);
  });
});
