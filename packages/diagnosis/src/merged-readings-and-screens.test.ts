import { describe, expect, it } from 'vitest';
import type { EvidenceValue } from './index.js';
import { createInterview, loadKnowledgeBase, understand } from './index.js';
import { expectReading, interviewFromWords } from './test-support.js';

const kb = loadKnowledgeBase();

/**
 * Readings where two findings meet on the same words: each specific reading keeps the general finding it is a case
 * of (a knocked-out tooth is a tooth injury, a dystonic neck a wry neck, a precordial catch a pain, a penile fracture a
 * swelling); an opioid's name leaves "was given" to be read as a new medicine; a pregnancy's glucose test is not any
 * glucose test; bouts of screaming in a baby are crying that cannot be settled (RCH crying baby; intussusception).
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  ['she knocked out one of her front teeth on the trampoline', { tooth_knocked_out: true, tooth_injury: true }],
  ['his head keeps twisting to the side since the injection', { dystonic_spasm: true, E_192: true }],
  ['a stabbing pain in her chest lasting a few seconds', { brief_chest_catch: true, E_53: true }],
  ['he was given endone yesterday for his ribs', { new_medicine: true }],
  ['my sugar test came back high at 27 weeks', { high_glucose_test: true }],
  ['the glucose test at the GP came back high', {}, ['high_glucose_test']],
  ['my 7 month old keeps having screaming fits since this morning', { inconsolable: true }],
  // (bouts of screaming with the legs drawn up are the attacks of pain of an intussusception: own-words readings)
  ['she has sudden bouts of screaming and pulls her legs up', { pain_attacks_pale_between: true }, ['inconsolable']],
  ['my 3 year old throws screaming tantrums when we leave the park', {}, ['inconsolable']],
];

describe('specific readings keep the general finding they are a case of', () => {
  it.each(CASES)('%s', (text, expected, absent) => expectReading(kb, text, expected, absent));
});

describe('screens that come from these readings', () => {
  it('keeps a penile fracture an emergency when every later question is answered no', () => {
    const { interview } = interviewFromWords(
      kb,
      'there was a loud snap during sex and my penis swelled up and went purple',
      {
        age: 40,
        sex: 'M',
      },
    );
    expect(interview.disposition()).toBe('emergency');
  });

  it('makes a headache that keeps getting worse with vomiting urgent at the least, not without the vomiting', () => {
    const worse = createInterview(kb, { age: 34, sex: 'F' });
    for (const o of understand(kb, 'my headache has been getting worse every day this week and I have been vomiting'))
      worse.observe(o.evidence, o.value);
    expect(['urgent', 'emergency']).toContain(worse.disposition());

    const withoutVomit = createInterview(kb, { age: 34, sex: 'F' });
    for (const o of understand(kb, 'my headache has been getting worse every day this week'))
      withoutVomit.observe(o.evidence, o.value);
    withoutVomit.observe('E_211', false);
    expect(withoutVomit.disposition()).not.toBe('urgent');
  });
});
