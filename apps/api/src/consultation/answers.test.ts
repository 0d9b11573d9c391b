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
    expect((readAnswer(kb, q('E_55'), where.join(', ')).value as string[]).sort()).toEqual(
      where.map((l) => valueOf('E_55', l)).sort(),
    );
    // A label with a comma of its own.
    expect(readAnswer(kb, q('E_57'), "nowhere, it doesn't spread").value).toEqual([
      valueOf('E_57', "nowhere, it doesn't spread"),
    ]);
    expect(readAnswer(kb, q('E_133'), 'none').value).toEqual([]);
  });

  it('takes a coded choice by its label', () => {
    expect(readAnswer(kb, q('E_204'), "No, I haven't travelled").value).toBe('V_10');
    expect(readAnswer(kb, q('E_204'), 'I was in West Africa last week').value).toBe('V_1');
  });

  it('offers quick replies that fit the question, always with "I\'m not sure", which is understood', () => {
    expect(questionReplies(q('E_91')).choices.map((c) => c.label)).toEqual(['Yes', 'No', "I'm not sure"]);
    // 0 to 10, then "I'm not sure".
    expect(
      questionReplies(q('E_56'))
        .choices.map((c) => c.label)
        .slice(-1),
    ).toEqual(["I'm not sure"]);
    expect(questionReplies(q('E_56')).choices).toHaveLength(12);
    expect(questionReplies(q('duration')).choices.map((c) => c.label)).toContain("I'm not sure");
    for (const code of ['E_91', 'E_56', 'duration', 'E_55', 'E_54']) {
      expect(readAnswer(kb, q(code), "I'm not sure"), code).toMatchObject({ unsure: true });
      expect(readAnswer(kb, q(code), "I'm not sure").value, code).toBeUndefined();
    }
  });

  it('groups the places of a location question by body region, from head to toe', () => {
    const places = questionReplies(q('E_55'));
    expect(places.multiple).toBe(true);
    // The common places only; any other is understood in words.
    expect(places.choices.length).toBeGreaterThan(10);
    expect(places.choices.length).toBeLessThan(30);
    expect(places.choices.every((c) => c.group)).toBe(true);
    // Each region's places sit together, and the regions run from the head down.
    const regions = places.choices.map((c) => c.group).filter((g, i, all) => all.indexOf(g) === i);
    expect(regions).toEqual(['Head', 'Throat and neck', 'Chest', 'Belly', 'Back', 'Shoulders', 'Other']);
    expect(places.choices.map((c) => c.group)).toEqual(
      regions.flatMap((r) => places.choices.filter((c) => c.group === r).map(() => r)),
    );
    expect(places.choices.filter((c) => c.group === 'Belly').map((c) => c.label)).toContain('right lower belly');
    expect(places.choices.at(-1)).toMatchObject({ label: "I'm not sure", group: 'Other' });
    // Every chip is a place the question knows (or "not sure"), and a tapped one is read back.
    const labels = new Set(q('E_55').options!.map((o) => o.label));
    for (const c of places.choices.slice(0, -1)) expect(labels.has(c.label), c.label).toBe(true);
    expect(readAnswer(kb, q('E_55'), 'right lower belly, pubic area').value).toEqual(
      ['right lower belly', 'pubic area'].map((l) => valueOf('E_55', l)),
    );
  });
});
