import { describe, it } from 'vitest';
import { loadKnowledgeBase, type EvidenceValue } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** What these everyday words are read as: each listed finding with its value; `absent` must not be read at all. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  ['She is sleepier than normal', { drowsy: true }],
  ['He is much more sleepy than usual', { drowsy: true }],
  ["She's a bit sleepier than normal", {}, ['drowsy']],
  ['the bites are very itchy and swollen', { E_129: true, E_136: 8 }],
  ['I am very itchy down there', { vaginal_itch: true }, ['E_129']],
  ['I am drinking water all day', { thirst: true }, ['E_78']],
  ['I have been bleeding from my vagina between periods', { bleeding_between_periods: true }],
  ['I have been having some vaginal bleeding between my periods', { bleeding_between_periods: true }],
  ['I have had some vaginal bleeding, my periods stopped 5 years ago', { postmenopausal_bleeding: true }],
  ['I have had vaginal bleeding since the menopause', { postmenopausal_bleeding: true }],
  ['My 3 month old brings up a bit of milk after most feeds', { spills_after_feeds: true }],
  ['My heart has been racing and feels all over the place', { E_164: true, E_155: true }],
  ['I have had diarrhoea since starting antibiotics', { E_51: true, recent_antibiotics: true, new_medicine: true }],
  ['a rash since starting new tablets', { new_medicine: true }, ['recent_antibiotics']],
  ['I suddenly felt my heart pounding, could not breathe and thought I was going to die', { E_66: true, E_111: true }],
  ['I can not breathe and have no fever', { E_66: true, E_91: false }],
  ['I get heartburn most nights and a sour taste coming up into my mouth', { E_173: true, regurgitation: true }],
  ['It is worse after big meals and lying down.', { E_217: true }],
  ['my blue puffer is only helping a bit', { reliever_not_helping: true }],
  ['It is hot to touch.', {}, ['E_91']],
  ['my leg is red and hot to touch', {}, ['E_91']],
  ['he is hot to touch', { E_91: true }],
  ['nothing interests me any more', { anhedonia: true }],
  ['I wake at 4 am and can not get back to sleep', { insomnia: true }],
  ['I feel stressed, low and can not cope', { low_mood: true }],
  ['I feel tired and run down', {}, ['low_mood']],
  ['My ears feel blocked since I flew home', { ear_fullness: true, recent_flight_dive: true }],
  ['I landed a new job', {}, ['recent_flight_dive']],
];

describe('everyday phrasings', () => {
  it.each(CASES)('%s', (text, expected, absent = []) => {
    expectReading(kb, text, expected, absent);
  });
});
