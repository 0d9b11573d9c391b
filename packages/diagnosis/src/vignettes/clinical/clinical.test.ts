import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../index.js';
import { BODY_SYSTEMS } from '../../knowledge/types.js';
import { expectCasesApart } from '../../test-support.js';
import { VIGNETTES } from '../index.js';
import { CLINICAL_VIGNETTES } from './index.js';

const kb = loadKnowledgeBase();

describe("cases told in a clinician's words", () => {
  it('are at least 60, across the body systems, both sexes, children, older adults and pregnancy', () => {
    expect(CLINICAL_VIGNETTES.length).toBeGreaterThanOrEqual(60);
    const systems = new Set(CLINICAL_VIGNETTES.map((v) => v.system));
    expect(systems.size).toBe(BODY_SYSTEMS.length);
    expect(CLINICAL_VIGNETTES.filter((v) => v.sex === 'F').length).toBeGreaterThan(CLINICAL_VIGNETTES.length / 3);
    expect(CLINICAL_VIGNETTES.filter((v) => v.sex === 'M').length).toBeGreaterThan(CLINICAL_VIGNETTES.length / 3);
    expect(CLINICAL_VIGNETTES.filter((v) => v.age < 16).length).toBeGreaterThanOrEqual(10);
    expect(CLINICAL_VIGNETTES.filter((v) => v.age >= 65).length).toBeGreaterThanOrEqual(8);
    expect(CLINICAL_VIGNETTES.filter((v) => v.system === 'pregnancy').length).toBeGreaterThanOrEqual(4);
  });

  it('are about one fifth emergencies', () => {
    const share = CLINICAL_VIGNETTES.filter((v) => v.urgency === 'emergency').length / CLINICAL_VIGNETTES.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.3);
  });

  it('are told in the third person, as a clinician presents a case, with vital signs or examination in most', () => {
    for (const v of CLINICAL_VIGNETTES) {
      expect(v.says, v.id).toMatch(/\b(?:presents|is brought in)\b/);
      expect(v.says, v.id).not.toMatch(/\b(?:I|my|I'm|I've)\b/);
    }
    const withSigns = CLINICAL_VIGNETTES.filter((v) => /\b(?:T|HR|RR|BP|SpO2)\b \d|°C/.test(v.says)).length;
    expect(withSigns).toBeGreaterThan(CLINICAL_VIGNETTES.length / 2);
  });

  it('each name a known condition, an urgency and sources the knowledge base lists, apart from the other vignettes', () => {
    expectCasesApart(kb, CLINICAL_VIGNETTES, VIGNETTES);
  });
});
