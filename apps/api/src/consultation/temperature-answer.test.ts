import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '@telehealth/diagnosis';
import { readAnswer } from './answers.js';

const kb = loadKnowledgeBase();
const fever = kb.question('E_91')!;
const highFever = kb.question('high_fever')!;

describe('a thermometer reading in answer to a fever question', () => {
  it.each([
    ['38.4', true],
    ['it was 38', true],
    ['101 F', true],
    // Under 38.0 °C is not a fever (NICE NG143, RCH febrile child): a low reading is a no.
    ['37.8', false],
    ['just 37.7', false],
    ['37.6 this morning', false],
    ['about 37.9 under the arm', false],
    ['no, 37.2', false],
    // A yes stands: the question counts feeling hot and shivery, whatever the thermometer said.
    ['yes 37.8', true],
  ])('"%s" is %s', (text, value) => expect(readAnswer(kb, fever, text).value).toBe(value));

  it('reads a high fever from 39 °C on, and never from a low reading', () => {
    expect(readAnswer(kb, fever, '39.5').volunteered).toContainEqual({ evidence: 'high_fever', value: true });
    expect(readAnswer(kb, fever, '38.6').volunteered).not.toContainEqual({ evidence: 'high_fever', value: true });
    expect(readAnswer(kb, highFever, '38.6').value).toBe(false);
    expect(readAnswer(kb, highFever, '39.2').value).toBe(true);
  });

  it('leaves figures that are not temperatures to the other readings', () => {
    expect(readAnswer(kb, fever, 'for 38 hours').volunteered).toContainEqual({ evidence: 'duration', value: 'days' });
    expect(readAnswer(kb, kb.question('E_56')!, '38').value).toBeUndefined();
  });
});
