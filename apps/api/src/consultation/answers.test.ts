import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '@telehealth/diagnosis';
import { readAnswer } from './answers.js';
import { questionReplies } from './quick-replies.js';

const kb = loadKnowledgeBase();
const q = (code: string) => kb.question(code)!;
const valueOf = (code: string, label: string) => q(code).options!.find((o) => o.label === label)!.value;

describe('reading an answer to the question asked', () => {
  it('takes yes and no to a yes/no question, and "not sure" as unknown', () => {
    expect(readAnswer(kb, q('E_91'), 'Yes').value).toBe(true);
    expect(readAnswer(kb, q('E_91'), 'nope').value).toBe(false);
    expect(readAnswer(kb, q('E_91'), 'Not sure')).toMatchObject({ unsure: true });
    expect(readAnswer(kb, q('E_91'), 'purple elephants').value).toBeUndefined();
  });

  it('takes a rating out of ten', () => {
    expect(readAnswer(kb, q('E_56'), 'about a 7').value).toBe(7);
    expect(readAnswer(kb, q('E_56'), '0 (no pain)').value).toBe(0);
  });

  it('takes the quick replies of a multiple choice, as the app sends them (joined by ", ")', () => {
    const where = ['upper chest', 'left side of the chest'];
    expect((readAnswer(kb, q('E_55'), where.join(', ')).value as string[]).sort()).toEqual(where.map((l) => valueOf('E_55', l)).sort());
    // A label with a comma of its own.
    expect(readAnswer(kb, q('E_57'), "nowhere, it doesn't spread").value).toEqual([valueOf('E_57', "nowhere, it doesn't spread")]);
    expect(readAnswer(kb, q('E_133'), 'none').value).toEqual([]);
  });

  it('takes a coded choice by its label', () => {
    expect(readAnswer(kb, q('E_204'), "No, I haven't travelled").value).toBe('V_10');
    expect(readAnswer(kb, q('E_204'), 'I was in West Africa last week').value).toBe('V_1');
  });

  it('offers quick replies that fit the question', () => {
    expect(questionReplies(q('E_91')).choices.map((c) => c.label)).toEqual(['Yes', 'No', 'Not sure']);
    expect(questionReplies(q('E_56')).choices).toHaveLength(11);
    const places = questionReplies(q('E_55'));
    expect(places.multiple).toBe(true);
    // The common places only; any other is understood in words.
    expect(places.choices.length).toBeGreaterThan(10);
    expect(places.choices.length).toBeLessThan(30);
  });
});
