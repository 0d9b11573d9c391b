import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../index.js';
import { expectCasesApart } from '../test-support.js';
import { casesOutside } from './sets.js';
import { EVERYDAY_11_VIGNETTES } from './index.js';

const kb = loadKnowledgeBase();
const batch = EVERYDAY_11_VIGNETTES;
const count = (pattern: RegExp): number => batch.filter((v) => pattern.test(v.says)).length;

describe('the eleventh everyday batch (as typed on a phone: short, rambling, questions, wrong guesses, numbers, slang)', () => {
  it('keeps its cases apart from every other set, with known conditions and listed sources', () => {
    expectCasesApart(kb, batch, casesOutside(EVERYDAY_11_VIGNETTES));
  });

  it('spreads across every body system, both sexes, children, pregnancy and older adults, each condition once', () => {
    expect(batch.length).toBeGreaterThanOrEqual(160);
    expect(new Set(batch.map((v) => v.system)).size).toBeGreaterThanOrEqual(16);
    expect(new Set(batch.map((v) => v.expected)).size).toBe(batch.length);
    expect(batch.filter((v) => v.sex === 'M').length).toBeGreaterThan(batch.length / 3);
    expect(batch.filter((v) => v.sex === 'F').length).toBeGreaterThan(batch.length / 3);
    expect(batch.filter((v) => v.age < 16).length).toBeGreaterThanOrEqual(30);
    expect(batch.filter((v) => v.age >= 70).length).toBeGreaterThanOrEqual(20);
    expect(batch.filter((v) => v.system === 'pregnancy').length).toBeGreaterThanOrEqual(8);
  });

  it('is about one fifth emergencies', () => {
    const share = batch.filter((v) => v.urgency === 'emergency').length / batch.length;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.25);
  });

  it('is told in the registers it was written for', () => {
    // Openings of a few words that leave everything to the questions ("sore ear", "rash on my kid").
    expect(batch.filter((v) => v.says.trim().split(/\s+/).length <= 4).length).toBeGreaterThanOrEqual(2);
    // Long stories, the point somewhere in the middle.
    expect(batch.filter((v) => v.says.length > 200).length).toBeGreaterThanOrEqual(20);
    // Questions instead of statements, and the wrong diagnosis named ("is it my appendix?", "just a sprain?").
    expect(count(/\?/)).toBeGreaterThanOrEqual(50);
    expect(
      count(/\b(?:is it|is this|could it be|just a|thought it was|probably just|mates say)\b/i),
    ).toBeGreaterThanOrEqual(30);
    // Numbers: temperatures with a decimal point, and spans and amounts in figures.
    expect(count(/\b(?:3[7-9]|40)\.\d\b/)).toBeGreaterThanOrEqual(10);
    expect(count(/\d/)).toBeGreaterThanOrEqual(90);
    // Timelines told out of order ("started Tuesday, got worse since yesterday").
    expect(
      count(
        /\b(?:since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|yesterday|last night|this morning)|(?:last|this) week)\b/i,
      ),
    ).toBeGreaterThanOrEqual(25);
    // Emojis and abbreviations.
    expect(count(/\p{Extended_Pictographic}/u)).toBeGreaterThanOrEqual(5);
    expect(
      count(/\b(?:UTI|BP|preg|bf|gf|\d+ ?yo|\d+ ?mo|FOOSH|ED|AF|tbh|lol|hrs?|wks?|pos|neg|temp)\b/),
    ).toBeGreaterThanOrEqual(40);
    // Australian words and the names of what is bought at the chemist.
    expect(
      count(
        /\b(?:arvo|chemist|GP|panadol|panadeine|nurofen|footy|mozzies|bub|missus|reckons|knackered|schoolies|slab|telfast|canesten|mylanta|gaviscon|ventolin|sudocrem|kindy|netball|nits|ural|nexium|puffed)\b/i,
      ),
    ).toBeGreaterThanOrEqual(30);
  });
});
