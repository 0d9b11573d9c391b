import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../index.js';
import { expectCasesApart } from '../test-support.js';
import { casesOutside } from './sets.js';
import { EVERYDAY_12_VIGNETTES } from './index.js';

const kb = loadKnowledgeBase();
const batch = EVERYDAY_12_VIGNETTES;
const count = (pattern: RegExp): number => batch.filter((v) => pattern.test(v.says)).length;

describe('the twelfth everyday batch (typed into a phone chat: short, rambling, typos, questions, wrong guesses, numbers, slang)', () => {
  it('keeps its cases apart from every other set, with known conditions and listed sources', () => {
    expectCasesApart(kb, batch, casesOutside(EVERYDAY_12_VIGNETTES));
  });

  it('spreads across every body system, both sexes, children, pregnancy and older adults, each condition once', () => {
    expect(batch.length).toBeGreaterThanOrEqual(170);
    expect(new Set(batch.map((v) => v.system)).size).toBe(17);
    expect(new Set(batch.map((v) => v.expected)).size).toBe(batch.length);
    expect(batch.filter((v) => v.sex === 'M').length).toBeGreaterThan(batch.length / 3);
    expect(batch.filter((v) => v.sex === 'F').length).toBeGreaterThan(batch.length / 3);
    expect(batch.filter((v) => v.age < 16).length).toBeGreaterThanOrEqual(30);
    expect(batch.filter((v) => v.age >= 70).length).toBeGreaterThanOrEqual(20);
    expect(batch.filter((v) => v.system === 'pregnancy').length).toBeGreaterThanOrEqual(10);
  });

  it('is about one fifth emergencies', () => {
    const share = batch.filter((v) => v.urgency === 'emergency').length / batch.length;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.25);
  });

  it('is told in the registers it was written for', () => {
    // Openings of a few words that leave everything to the questions ("cant stop coughing", "sore ear").
    expect(batch.filter((v) => v.says.trim().split(/\s+/).length <= 4).length).toBeGreaterThanOrEqual(3);
    // Long stories, the point somewhere in the middle.
    expect(batch.filter((v) => v.says.length > 200).length).toBeGreaterThanOrEqual(20);
    // Questions instead of statements, and the wrong diagnosis named ("is it a migraine?", "probably just jet lag?").
    expect(count(/\?/)).toBeGreaterThanOrEqual(60);
    expect(
      count(/\b(?:is it|is this|could it be|just a|thought it was|probably just|mates say)\b/i),
    ).toBeGreaterThanOrEqual(30);
    // Missing apostrophes as thumbs type them: "cant", "dont", "im", "its".
    expect(count(/\b(?:cant|dont|im|didnt|isnt|wont|hasnt|havent|doesnt|hes|shes)\b/)).toBeGreaterThanOrEqual(25);
    // Numbers: temperatures with a decimal point, and spans and amounts in figures.
    expect(count(/\b(?:3[7-9]|40)\.\d\b/)).toBeGreaterThanOrEqual(15);
    expect(count(/\d/)).toBeGreaterThanOrEqual(110);
    // Timelines told out of order ("since monday", "last week").
    expect(
      count(
        /\b(?:since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|yesterday|last night|this morning)|(?:last|this) week)\b/i,
      ),
    ).toBeGreaterThanOrEqual(25);
    // Emojis and abbreviations.
    expect(count(/\p{Extended_Pictographic}/u)).toBeGreaterThanOrEqual(15);
    expect(
      count(/\b(?:UTI|BP|preg|bf|\d+ ?yo|\d+ ?mo|ED|AF|tbh|lol|hrs?|wks?|pos|neg|temp|RAT|INR)\b/),
    ).toBeGreaterThanOrEqual(60);
    // Australian words and the names of what is bought at the chemist.
    expect(
      count(
        /\b(?:arvo|servo|chemist|GP|panadol|nurofen|footy|mozzies|bub|missus|mrs|reckons|knackered|schoolies|slab|grog|telfast|canesten|mylanta|gaviscon|ventolin|sudocrem|kindy|netball|nits|ural|maxalon|thongs|esky|ute|priceline|strepsils)\b/i,
      ),
    ).toBeGreaterThanOrEqual(40);
  });
});
