import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '@telehealth/diagnosis';
import { crisisFindingsIn } from './crisis-words.js';

const kb = loadKnowledgeBase();
const read = (text: string) => crisisFindingsIn(kb, text, {}).map((o) => o.evidence);

describe('thoughts of suicide or self-harm in a patient’s words', () => {
  it.each([
    'I want to kill myself',
    "i've been thinking about suicide",
    "I don't want to be here anymore",
    'I want to end my life',
    'sometimes I think everyone would be better off without me',
    'I keep thinking of hurting myself',
    'I want to hurt myself',
    'I feel like cutting myself again',
    "I wish I wasn't alive",
    'honestly kms',
    "I've been cutting myself",
    'I took a whole packet of panadol',
    'can you give me something to help me sleep forever lol',
  ])('"%s" is a crisis', (text) => {
    expect(read(text).length).toBeGreaterThan(0);
  });

  it.each([
    "I'm not suicidal",
    'I would never want to hurt myself',
    "I don't want to hurt myself, it's just the pain",
    'I hurt myself playing footy',
    'this headache is killing me',
    'I have a sore throat and a cough',
    "I'm so tired I could sleep forever",
  ])('"%s" is not', (text) => {
    expect(read(text)).toEqual([]);
  });
});
