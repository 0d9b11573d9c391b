import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * Hallmarks of the thirteenth everyday batch's conditions told in other words than its cases'; `absent` must not
 * be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // A bat that bites is the animal (lyssavirus), a bat held as a weapon is not.
  [
    'we found a bat in the shed and when I moved it it scratched my hand',
    { bat_or_overseas_bite: true },
    ['threat_to_others'],
  ],
  ['my son was bitten on the hand by a flying fox', { bat_or_overseas_bite: true }],
  ['he is holding a baseball bat and shouting at the neighbours', { threat_to_others: true }, ['bat_or_overseas_bite']],
  // Too little breast milk, told by someone else or as barely any.
  ['my wife doesn t think she has enough milk for the baby', { low_milk_supply: true }],
  ['I am barely getting any milk when I pump', { low_milk_supply: true }],
  // A catheter bag with nothing in it; a stoma bag is not a catheter.
  ['mum has a suprapubic catheter and not a drop has gone into her bag today', { catheter_not_draining: true }],
  ['nothing in his stoma bag since yesterday', {}, ['catheter_not_draining']],
  // Bowel accidents and soiling in other words.
  ['I keep having poo accidents', { bowel_accidents: true }],
  ['there are stains on his underwear most days', { faecal_soiling: true }],
  // Twitching told with where it is: fasciculations, not myoclonic jerks.
  ['my calves have been twitching all over for a month', { muscle_twitching: true }, ['muscle_jerking']],
  // Loss of control that names the gambling reads the gambling too.
  ['I keep trying to quit the pokies but I go back', { cannot_cut_down: true, gambling_problem: true }],
  // Not making sense, told by someone else, is confusion rather than a change in personality.
  ['my wife says I was not making any sense last night', { E_39: true }, ['personality_change']],
  ['grandad is just not making sense today', { E_39: true }, ['personality_change']],
  // A flat patch on one side of the back of a baby's head.
  ['my baby has a flattened area on the back left of her head', { flat_head_baby: true }],
];

describe('reading the hallmarks of the thirteenth everyday batch', () => {
  it.each(CASES)('reads %j', (text, expected, absent = []) => expectReading(kb, text, expected, absent));
});
