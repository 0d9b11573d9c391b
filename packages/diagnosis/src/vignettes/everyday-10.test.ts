import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../index.js';
import { expectCasesApart } from '../test-support.js';
import { casesOutside } from './sets.js';
import { EVERYDAY_10_VIGNETTES } from './index.js';

const kb = loadKnowledgeBase();
const batch = EVERYDAY_10_VIGNETTES;
const count = (pattern: RegExp): number => batch.filter((v) => pattern.test(v.says)).length;

describe('the tenth everyday batch (typing slips, named medicines, flares, worried-well, older adults, understating men)', () => {
  it('keeps its cases apart from every earlier set, with known conditions and listed sources', () => {
    expectCasesApart(kb, batch, casesOutside(EVERYDAY_10_VIGNETTES));
  });

  it('spreads across every body system, both sexes, children and pregnancy, each condition once', () => {
    expect(batch.length).toBeGreaterThanOrEqual(150);
    expect(new Set(batch.map((v) => v.system)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(batch.map((v) => v.expected)).size).toBe(batch.length);
    expect(batch.filter((v) => v.sex === 'M').length).toBeGreaterThan(batch.length / 3);
    expect(batch.filter((v) => v.sex === 'F').length).toBeGreaterThan(batch.length / 3);
    expect(batch.filter((v) => v.age < 16).length).toBeGreaterThanOrEqual(25);
    expect(batch.filter((v) => v.age >= 70).length).toBeGreaterThanOrEqual(20);
    expect(batch.filter((v) => v.system === 'pregnancy').length).toBeGreaterThanOrEqual(8);
  });

  it('is about one fifth emergencies', () => {
    const share = batch.filter((v) => v.urgency === 'emergency').length / batch.length;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.25);
  });

  it('is told in the registers it was written for', () => {
    // Patients naming what they took or tried, by brand or generic name.
    expect(
      count(
        /\b(?:nurofen|panadol|panadeine|ventolin|voltaren|mylanta|gaviscon|imodium|telfast|canesten|codral|maxalt|spiriva|seretide|nasonex|betnovate|ramipril|perindopril|metformin|gliclazide|warfarin|sertraline|tramadol|keppra|mesalazine|methotrexate|augmentin|frusemide|anginine|travacalm|stemetil)\b/i,
      ),
    ).toBeGreaterThanOrEqual(25);
    // Chronic conditions flaring.
    expect(
      count(/\b(?:flar(?:e|ed|ing)|playing up|back with a vengance|gone nuts|gouts back)\b/i),
    ).toBeGreaterThanOrEqual(5);
    // Typing slips kept as typed.
    expect(count(/\b(?:sudenly|breth|migranes|vengance|sentances|embarrasing|probly|rite)\b/i)).toBeGreaterThanOrEqual(
      5,
    );
    // Dictated by voice-to-text: no punctuation at all but the decimal point of a temperature.
    const dictated = batch.filter((v) => !/[,!?;:()]|(?<!\d)\.|\.(?!\d)/.test(v.says));
    expect(dictated.length).toBeGreaterThanOrEqual(15);
    // Worried-well and understating phrasing.
    expect(count(/\b(?:terrified|convinced|scared|googl\w*|is it cancer|worried)\b/i)).toBeGreaterThanOrEqual(8);
    expect(
      count(/\b(?:probably (?:nothing|just|piles|indigestion)|not a big deal|made me|wife says|missus reckons)\b/i),
    ).toBeGreaterThanOrEqual(6);
  });
});
