import { describe, it } from 'vitest';
import { loadKnowledgeBase, type EvidenceValue } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** What these words are read as; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // A cut told as not deep is a no to the gaping or deep wound.
  ["I cut my finger on a knife, it's not deep", { skin_wound: true, gaping_wound: false }],
  ['sliced my thumb opening a tin, it isnt very deep', { gaping_wound: false }],
  ['cut my hand on some glass, only shallow', { gaping_wound: false }],
  ['just a small nick on my finger from the bread knife', { gaping_wound: false }],
  ['the cut is pretty superficial', { gaping_wound: false }],
  ['grazed my knee, it is only skin deep', { gaping_wound: false }],
  // A deep cut stays a yes; "not deep" about something else is no answer about a wound.
  ["I cut my hand and it's really deep", { gaping_wound: true }],
  ['a deep cut on my palm that is still bleeding', { gaping_wound: true }],
  ['my sleep is not deep', {}, ['gaping_wound']],
  // A cut after which the finger will not bend, or its tip is numb, reached a tendon or nerve: a deep wound.
  ['cut my hand on a broken glass and now I cannot bend my finger properly', { gaping_wound: true }],
  ['sliced my finger with a knife and the tip feels numb', { gaping_wound: true }],
  ['my arthritic fingers can not bend in the mornings', {}, ['gaping_wound']],
  ['the water was not deep when I dived in', {}, ['gaping_wound']],
];

describe('a cut told as not deep', () => {
  it.each(CASES)('%s', (text, expected, absent = []) => expectReading(kb, text, expected, absent));
});
