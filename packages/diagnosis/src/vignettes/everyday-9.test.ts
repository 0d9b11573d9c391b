import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../index.js';
import { expectCasesApart } from '../test-support.js';
import { casesOutside } from './sets.js';
import { CLINICAL_2_VIGNETTES } from './clinical-2/index.js';
import { CLINICAL_VIGNETTES } from './clinical/index.js';
import {
  EVERYDAY_2_VIGNETTES,
  EVERYDAY_3_VIGNETTES,
  EVERYDAY_4_VIGNETTES,
  EVERYDAY_5_VIGNETTES,
  EVERYDAY_6_VIGNETTES,
  EVERYDAY_7_VIGNETTES,
  EVERYDAY_9_VIGNETTES,
  VIGNETTES,
} from './index.js';

const kb = loadKnowledgeBase();
const batch = EVERYDAY_9_VIGNETTES;
const AREAS = new Set(['children', 'pregnancy', 'sexual-reproductive', 'urinary', 'skin', 'eyes', 'ent']);

describe('the ninth everyday batch (children, pregnancy, sexual health, skin, eyes, ENT, over 75s)', () => {
  const earlierCounted = [
    ...VIGNETTES,
    ...EVERYDAY_2_VIGNETTES,
    ...EVERYDAY_3_VIGNETTES,
    ...EVERYDAY_4_VIGNETTES,
    ...EVERYDAY_5_VIGNETTES,
    ...EVERYDAY_6_VIGNETTES,
    ...EVERYDAY_7_VIGNETTES,
    ...CLINICAL_VIGNETTES,
    ...CLINICAL_2_VIGNETTES,
  ];

  it('keeps its cases apart from every earlier set, with known conditions and listed sources', () => {
    expectCasesApart(kb, batch, casesOutside(EVERYDAY_9_VIGNETTES));
  });

  it('stays in its areas: every case is a child, an adult over 75 or of one of the areas named', () => {
    expect(batch.length).toBeGreaterThanOrEqual(120);
    for (const v of batch) expect(AREAS.has(v.system) || v.age < 16 || v.age >= 75, v.id).toBe(true);
    expect(batch.filter((v) => v.age < 16).length).toBeGreaterThanOrEqual(40);
    expect(batch.filter((v) => v.age >= 75).length).toBeGreaterThanOrEqual(25);
    expect(batch.filter((v) => v.system === 'pregnancy').length).toBeGreaterThanOrEqual(12);
    expect(batch.filter((v) => v.sex === 'M').length).toBeGreaterThan(batch.length / 3);
  });

  it('is about one fifth emergencies', () => {
    const share = batch.filter((v) => v.urgency === 'emergency').length / batch.length;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.25);
  });

  it('favours the conditions the earlier sets used least: most used at most twice before, none twice here', () => {
    const earlierCount = new Map<string, number>();
    for (const v of earlierCounted) earlierCount.set(v.expected, (earlierCount.get(v.expected) ?? 0) + 1);
    const seldom = batch.filter((v) => (earlierCount.get(v.expected) ?? 0) <= 2);
    expect(seldom.length).toBeGreaterThan((batch.length * 4) / 5);
    const perCondition = new Set<string>();
    for (const v of batch) {
      expect(perCondition.has(v.expected), v.id).toBe(false);
      perCondition.add(v.expected);
    }
  });

  it('is told in registers little used before: carers for older adults, parents for children, pregnancy in months', () => {
    const byCarer = batch.filter(
      (v) =>
        v.age >= 75 &&
        /\b(?:mum|dad|mother|father|nan|grandad|aunty|husband|wife|carers?|nursing home)\b/i.test(v.says),
    );
    expect(byCarer.length).toBeGreaterThanOrEqual(15);
    const byParent = batch.filter(
      (v) => v.age < 16 && /\b(?:my|our|her|his)\b/i.test(v.says) && !/\bi(?:'m| am)\b \d/i.test(v.says),
    );
    expect(byParent.length).toBeGreaterThanOrEqual(30);
    const oddWeeks = batch.filter((v) => /\b(?:months? (?:gone|pregnant)|due in|due date)\b/i.test(v.says));
    expect(oddWeeks.length).toBeGreaterThanOrEqual(4);
  });
});
