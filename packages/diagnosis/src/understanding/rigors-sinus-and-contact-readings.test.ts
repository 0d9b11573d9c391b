import { describe, expect, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';
import { durationIn } from './durations.js';
import { normalize } from './normalize.js';

const kb = loadKnowledgeBase();

/**
 * Phrasings of rigors (NICE NG51), an infant's intussusception (RCH CPG), contact dermatitis's contact (DermNet),
 * chronic rhinosinusitis (EPOS 2020) and stopped periods (NICE CKS amenorrhoea) as people say them; `absent`
 * must not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // A fever's shaking is rigors; shaking hands with a fever are not.
  ['I have a fever and I am shaking with the fever', { rigors: true, E_91: true }],
  ['he is shaking from the fever', { rigors: true }],
  ['shivering uncontrollably', { rigors: true }],
  ['my teeth are chattering', { rigors: true }],
  ['my hands are shaking and I have a fever', { E_91: true }, ['rigors']],
  // Bouts of screaming with the legs drawn up, pale and floppy in between.
  [
    'sudden bouts of screaming, pulling his legs up, then pale and floppy in between',
    { pain_attacks_pale_between: true },
  ],
  ['he has sudden bouts of screaming, pulling his legs up', { pain_attacks_pale_between: true }],
  ['she has bouts of crying in the evenings', {}, ['pain_attacks_pale_between']],
  // Water to wash a tablet down is not thirst; heaps of water with weeing is.
  ['I drink heaps of water to wash it down', {}, ['thirst']],
  ['I have to drink loads of water to get the tablets down', {}, ['thirst']],
  ['drinking heaps of water and weeing all the time', { thirst: true }],
  // A rash where a watch buckle, necklace, earring, belt buckle or cream touches; the rash is read too.
  ['itchy red rash under my watch buckle', { E_129: true, new_skin_contact: true }],
  ['itchy rash where my necklace touches', { E_129: true, new_skin_contact: true }],
  ['a red itchy rash behind my earrings', { E_129: true, new_skin_contact: true }],
  ['itchy rash where my belt buckle sits', { E_129: true, new_skin_contact: true }],
  ['rash where the cream touches', { E_129: true, new_skin_contact: true }],
  ['itchy rash around my ring finger', { E_129: true }, ['new_skin_contact']],
  ['my watch stopped and my wrist hurts under the strap', {}, ['new_skin_contact']],
  ['the rash got better from the cream', { E_129: true }, ['new_skin_contact']],
  // Chronic sinusitis: discharge down the back of the throat, a full face, blocked for months.
  ['post-nasal gunk', { E_181: true }],
  ['stuff dripping down the back of my throat', { E_181: true }],
  ['my face feels full', { E_53: true, E_55: ['V_108', 'V_109', 'V_89'] }],
  ['sinus pressure', { E_53: true }],
  ['facial pressure over her cheeks', { E_53: true }],
  // Pressure in the chest stays the chest's.
  ['pressure in my chest', { E_55: ['V_101', 'V_29'] }],
  // A sinus headache stays a headache at the forehead and temples, not the cheeks' fullness.
  ['I have a sinus headache', { E_53: true, E_55: ['V_89', 'V_62'] }],
  ['snot everywhere and my nose has been blocked for months', { E_181: true }],
  ['my stomach feels full', {}, ['E_53']],
  ['I have been blocked up for months and need to strain on the toilet', {}, ['E_181']],
  // Stopped periods told across a comma.
  ['my periods stopped, I have not had one for five months', { periods_stopped_months: true }],
  ['my periods are regular, I have not had one missed for years', {}, ['periods_stopped_months']],
];

describe('rigors, intussusception, skin contact, chronic sinusitis and stopped periods as people tell them', () => {
  it.each(CASES)('%s', (text, expected, absent) => expectReading(kb, text, expected, absent));
});

describe('a span that is how long each bout keeps someone down, not the illness', () => {
  it.each([
    ['my period pain puts me in bed for two days', null],
    ['the migraines knock me out for a day', null],
    ['I have been in bed for two days with the flu', 'days'],
  ])('%s', (text, duration) => expect(durationIn(normalize(text))).toBe(duration));
});
