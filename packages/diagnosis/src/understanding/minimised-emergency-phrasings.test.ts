import { describe, it } from 'vitest';
import { loadKnowledgeBase, type EvidenceValue } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** Emergencies told in passing or played down: each listed finding with its value; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // The count after the medicine, made light of; a time or a dose after it is not a count.
  ['I just took a few extra panadol last night after a fight, like 20', { took_overdose: true }],
  ['she had some nurofen, maybe thirty of them', { took_overdose: true }],
  ['I took panadol for my headache about 20 minutes ago', {}, ['took_overdose']],
  ['took ibuprofen around 400 mg', {}, ['took_overdose']],
  // Ending things is a wish to die; ending things with someone is a break-up.
  ["I've been feeling like I want to end things", { suicidal_thoughts: true }],
  ['he keeps thinking about ending it all', { suicidal_thoughts: true }],
  ['I want to end things with my boyfriend', {}, ['suicidal_thoughts']],
  // A plan to take all one's tablets; taking them as prescribed is not one.
  ['I have been thinking about taking all my tablets tonight', { suicide_plan: true, suicidal_thoughts: true }],
  ["she's planning to take all of her sleeping pills", { suicide_plan: true }],
  ['I keep forgetting to take my tablets', {}, ['suicide_plan']],
  // A battery chewed is a battery maybe swallowed; a flat battery in the car is not.
  [
    'I think he may have chewed one of those button batteries from the remote',
    { button_battery: true, swallowed_object: true },
  ],
  ['my car battery is flat', {}, ['button_battery']],
  // A face droopy on one side, a lopsided smile; droopy eyelids are not the face of a stroke.
  ['my face feels a bit droopy on one side', { E_156: true }],
  ['his smile looks lopsided', { E_156: true }],
  ['my eyelids are droopy when I am tired', {}, ['E_156']],
  // Words that came out wrong are slurred speech; words that came out fine are not.
  ['my words came out weird for a minute', { E_63: true }],
  ["mum's speech came out all jumbled", { E_63: true }],
  ['her words came out fine after a sip of water', {}, ['E_63']],
  // A reading told after "warm" without a unit is a fever when it is one; a normal one is not.
  ['my 3 week old feels a bit warm, 38.2, otherwise she seems alright', { E_91: true }],
  ['she felt warm, 36.8 when I checked', {}, ['E_91']],
  // A jaw or arm pain that comes with walking is effort's; the pain and its place are still read.
  ['my jaw aches when I walk up the street', { E_218: true, E_53: true }],
  ['his left arm gets tight whenever he hurries', { E_218: true }],
  ['my jaw aches when I chew', {}, ['E_218']],
];

describe('emergencies told in passing or played down', () => {
  it.each(CASES)('%s', (text, expected, absent) => expectReading(kb, text, expected, absent));
});
