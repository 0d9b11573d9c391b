import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../index.js';
import { BODY_SYSTEMS } from '../../knowledge/types.js';
import { expectCasesApart } from '../../test-support.js';
import { VIGNETTES } from '../index.js';
import { CLINICAL_VIGNETTES } from '../clinical/index.js';
import { CLINICAL_2_VIGNETTES } from './index.js';

const kb = loadKnowledgeBase();

describe("the second batch of cases told in a clinician's words", () => {
  it('are about a hundred, across the body systems, both sexes, children, older adults and pregnancy', () => {
    expect(CLINICAL_2_VIGNETTES.length).toBeGreaterThanOrEqual(95);
    expect(new Set(CLINICAL_2_VIGNETTES.map((v) => v.system)).size).toBe(BODY_SYSTEMS.length);
    const share = (test: (v: (typeof CLINICAL_2_VIGNETTES)[number]) => boolean) =>
      CLINICAL_2_VIGNETTES.filter(test).length;
    expect(share((v) => v.sex === 'F')).toBeGreaterThan(CLINICAL_2_VIGNETTES.length / 3);
    expect(share((v) => v.sex === 'M')).toBeGreaterThan(CLINICAL_2_VIGNETTES.length / 3);
    expect(share((v) => v.age < 16)).toBeGreaterThanOrEqual(15);
    expect(share((v) => v.age >= 65)).toBeGreaterThanOrEqual(12);
    expect(share((v) => v.system === 'pregnancy')).toBeGreaterThanOrEqual(4);
  });

  it('are about one fifth emergencies', () => {
    const share = CLINICAL_2_VIGNETTES.filter((v) => v.urgency === 'emergency').length / CLINICAL_2_VIGNETTES.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.3);
  });

  it('are told in the third person, most with vital signs or examination, some with past history or medicines', () => {
    for (const v of CLINICAL_2_VIGNETTES) expect(v.says, v.id).not.toMatch(/\b(?:I|my|I'm|I've|me)\b/);
    const count = (pattern: RegExp) => CLINICAL_2_VIGNETTES.filter((v) => pattern.test(v.says)).length;
    expect(count(/\b(?:T|HR|RR|BP|sats)\b \d/)).toBeGreaterThan(CLINICAL_2_VIGNETTES.length / 2);
    expect(count(/\b(?:PMH|Meds|on|with (?:known|long-standing)|known)\b/)).toBeGreaterThan(10);
    expect(count(/\b(?:no|nil|denies|not)\b/i)).toBeGreaterThan(CLINICAL_2_VIGNETTES.length / 2);
  });

  it('each name a known condition, an urgency and sources the knowledge base lists, apart from every other case', () => {
    expectCasesApart(kb, CLINICAL_2_VIGNETTES, [...VIGNETTES, ...CLINICAL_VIGNETTES]);
  });
});
