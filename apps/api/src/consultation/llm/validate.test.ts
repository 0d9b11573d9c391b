import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '@telehealth/diagnosis';
import { validObservations, validQuestion, validSummary } from './validate.js';

const kb = loadKnowledgeBase();

describe('checking what an LLM answers', () => {
  it('keeps observations in the evidence vocabulary and drops the rest', () => {
    const content = JSON.stringify({
      observations: [
        { evidence: 'E_91', value: true },
        { evidence: 'E_999', value: true }, // no such evidence
        { evidence: 'E_201', value: 'yes' }, // not a boolean
        { evidence: 'E_56', value: 7 },
        { evidence: 'E_56', value: 3 }, // a second answer to the same question
        { evidence: 'E_58', value: 12 }, // off the scale
        { evidence: 'E_204', value: 'V_1' },
        { evidence: 'E_55', value: ['V_999'] }, // not one of its places
        'E_97',
      ],
    });
    expect(validObservations(kb, content)).toEqual([
      { evidence: 'E_91', value: true },
      { evidence: 'E_56', value: 7 },
      { evidence: 'E_204', value: 'V_1' },
    ]);
  });

  it('takes a bare array or fenced JSON, and refuses what is not JSON', () => {
    expect(validObservations(kb, '```json\n[{"evidence":"E_201","value":false}]\n```')).toEqual([
      { evidence: 'E_201', value: false },
    ]);
    expect(validObservations(kb, 'The patient has a cough')).toBeNull();
    expect(validObservations(kb, '{"answer":42}')).toBeNull();
  });

  it('takes one short question, and a summary of sensible length', () => {
    expect(validQuestion('"Do you have a fever at the moment?"')).toBe('Do you have a fever at the moment?');
    expect(validQuestion('Fever.')).toBeNull();
    expect(validQuestion('Do you have a fever?\nAlso, do you cough?')).toBeNull();
    expect(validSummary('ok')).toBeNull();
    expect(validSummary('Presenting complaint: cough for 3 days. No fever. No shortness of breath.')).toBeTruthy();
    // The model's words are not trusted markup: a link it echoed comes back escaped.
    expect(validSummary('**Presenting complaint:** cough [click](https://evil.example), 3 days, no fever.')).toBe(
      '**Presenting complaint:** cough \\[click\\]\\(https://evil.example\\), 3 days, no fever.',
    );
  });
});
