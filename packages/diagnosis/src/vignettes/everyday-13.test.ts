import { describe, expect, it } from 'vitest';
import { interviewVignette } from '../bench/vignette-patient.js';
import { loadKnowledgeBase } from '../index.js';
import { URGENCIES } from '../knowledge/types.js';
import { expectCasesApart } from '../test-support.js';
import { casesOutside } from './sets.js';
import { EVERYDAY_13_VIGNETTES } from './index.js';

const kb = loadKnowledgeBase();
const batch = EVERYDAY_13_VIGNETTES;
const count = (pattern: RegExp): number => batch.filter((v) => pattern.test(v.says)).length;

describe('the thirteenth everyday batch (typed into a phone chat: short, rambling, for someone else, wrong guesses, numbers, slang)', () => {
  it('keeps its cases apart from every other set, with known conditions and listed sources', () => {
    expectCasesApart(kb, batch, casesOutside(EVERYDAY_13_VIGNETTES));
  });

  it('spreads across every body system, both sexes, children, pregnancy and older adults, each condition once', () => {
    expect(batch.length).toBeGreaterThanOrEqual(170);
    expect(new Set(batch.map((v) => v.system)).size).toBe(17);
    expect(new Set(batch.map((v) => v.expected)).size).toBe(batch.length);
    expect(batch.filter((v) => v.sex === 'M').length).toBeGreaterThan(batch.length / 3);
    expect(batch.filter((v) => v.sex === 'F').length).toBeGreaterThan(batch.length / 3);
    expect(batch.filter((v) => v.age < 16).length).toBeGreaterThanOrEqual(40);
    expect(batch.filter((v) => v.age < 1).length).toBeGreaterThanOrEqual(6);
    expect(batch.filter((v) => v.age >= 70).length).toBeGreaterThanOrEqual(20);
    expect(batch.filter((v) => v.system === 'pregnancy').length).toBeGreaterThanOrEqual(10);
  });

  it('is written for the conditions the earlier everyday sets tested least', () => {
    const earlier = casesOutside(EVERYDAY_13_VIGNETTES).filter((v) => v.id.startsWith('everyday'));
    const before = new Map<string, number>();
    for (const v of earlier) before.set(v.expected, (before.get(v.expected) ?? 0) + 1);
    // Most never in an everyday set before, nearly all the rest once.
    expect(batch.filter((v) => !before.has(v.expected)).length).toBeGreaterThanOrEqual(80);
    expect(batch.filter((v) => (before.get(v.expected) ?? 0) <= 1).length).toBeGreaterThanOrEqual(145);
  });

  it('is about one fifth emergencies, several of them told mildly', () => {
    const emergencies = batch.filter((v) => v.urgency === 'emergency');
    const share = emergencies.length / batch.length;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.25);
    const mild =
      /\b(?:probably nothing|probably just|just a|just the|is it just|normal\??|ride it out|sleep it off|overreacting|is that (?:ok|fine|enough)|ok\?|fine\?)/i;
    expect(emergencies.filter((v) => mild.test(v.says)).length).toBeGreaterThanOrEqual(8);
  });

  it('is told in the registers it was written for', () => {
    // Openings of a few words that leave everything to the questions ("bad breath", "ball of foot sore").
    expect(batch.filter((v) => v.says.trim().split(/\s+/).length <= 4).length).toBeGreaterThanOrEqual(3);
    // Long stories, the point somewhere in the middle.
    expect(batch.filter((v) => v.says.length > 200).length).toBeGreaterThanOrEqual(20);
    // Told for someone else: a parent for a child, a partner or a grown-up child for an older person, a mate.
    expect(
      count(
        /\b(?:my (?:son|daughter|boy|girl|mate|wife|husband|dad|mum)|son|daughter|hubby|husband|dad|mum|nan|bub|baby|\d+ ?yo)\b/i,
      ),
    ).toBeGreaterThanOrEqual(45);
    // Questions instead of statements, and the wrong diagnosis named ("just DOMS right?", "is it a UTI?").
    expect(count(/\?/)).toBeGreaterThanOrEqual(100);
    expect(
      count(/\b(?:is it|is this|could it be|just a|thought it was|probably just|mates say|mates reckon)\b/i),
    ).toBeGreaterThanOrEqual(30);
    // Missing apostrophes as thumbs type them: "cant", "dont", "im", "its".
    expect(count(/\b(?:cant|dont|im|didnt|isnt|wont|hasnt|havent|doesnt|hes|shes)\b/)).toBeGreaterThanOrEqual(40);
    // Numbers: temperatures with a decimal point, and spans and amounts in figures.
    expect(count(/\b(?:3[7-9]|40)\.\d\b/)).toBeGreaterThanOrEqual(15);
    expect(count(/\d/)).toBeGreaterThanOrEqual(120);
    // Timelines told out of order ("since monday", "last week").
    expect(
      count(
        /\b(?:since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|yesterday|last night|this morning)|(?:last|this) week)\b/i,
      ),
    ).toBeGreaterThanOrEqual(20);
    // Emojis and abbreviations.
    expect(count(/\p{Extended_Pictographic}/u)).toBeGreaterThanOrEqual(15);
    expect(
      count(/\b(?:UTI|BP|preg|bf|\d+ ?yo|\d+ ?mo|ED|AF|CF|tbh|lol|hrs?|wks?|pos|neg|temp|RAT|INR)\b/),
    ).toBeGreaterThanOrEqual(80);
    // Australian words and the names of what is bought at the chemist.
    expect(
      count(
        /\b(?:arvo|servo|chemist|GP|panadol|nurofen|footy|mozzies?|bub|missus|mrs|reckons?|knackered|schoolies|slab|grog|telfast|canesten|mylanta|gaviscon|ventolin|sudocrem|kindy|netball|nits|ural|maxalon|thongs|esky|ute|priceline|strepsils|spewing|sooky|tradie|pokies|tutes|king hit|augmentin)\b/i,
      ),
    ).toBeGreaterThanOrEqual(35);
  });

  describe('through the interview', () => {
    const outcomes = batch.map((v) => interviewVignette(kb, v));
    const rank = (u: (typeof URGENCIES)[number]) => URGENCIES.indexOf(u);

    // Bars a little under what the batch reached (first run top-1 79.8%, top-3 83.8%; after its hallmarks were read,
    // 87.3% and 90.8%; every emergency called one).
    it('names most of its conditions first and within the first three', () => {
      const first = outcomes.filter((o) => o.ranked[0] === o.vignette.expected).length;
      const top3 = outcomes.filter((o) => o.ranked.slice(0, 3).includes(o.vignette.expected)).length;
      expect(first / outcomes.length).toBeGreaterThanOrEqual(0.85);
      expect(top3 / outcomes.length).toBeGreaterThanOrEqual(0.88);
    });

    it('calls nearly every emergency one, and none below urgent', () => {
      const emergencies = outcomes.filter((o) => o.vignette.urgency === 'emergency');
      for (const o of emergencies) expect(rank(o.disposition), o.vignette.id).toBeGreaterThanOrEqual(rank('urgent'));
      expect(emergencies.filter((o) => o.disposition === 'emergency').length).toBeGreaterThanOrEqual(38);
    });
  });
});
