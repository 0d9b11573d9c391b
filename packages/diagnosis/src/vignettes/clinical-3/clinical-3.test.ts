import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../index.js';
import { BODY_SYSTEMS } from '../../knowledge/types.js';
import { expectCasesApart } from '../../test-support.js';
import { VIGNETTES } from '../index.js';
import { OWN_SETS } from '../sets.js';
import { CLINICAL_3_VIGNETTES } from './index.js';

const kb = loadKnowledgeBase();
const batch = CLINICAL_3_VIGNETTES;
const share = (test: (v: (typeof batch)[number]) => boolean) => batch.filter(test).length / batch.length;

describe('the third batch: short case vignettes told about the patient', () => {
  it('are about 120, across every body system, both sexes, children, older adults and pregnancy', () => {
    expect(batch.length).toBeGreaterThanOrEqual(115);
    expect(new Set(batch.map((v) => v.system)).size).toBe(BODY_SYSTEMS.length);
    expect(share((v) => v.sex === 'F')).toBeGreaterThan(1 / 3);
    expect(share((v) => v.sex === 'M')).toBeGreaterThan(1 / 3);
    expect(batch.filter((v) => v.age < 16).length).toBeGreaterThanOrEqual(20);
    expect(batch.filter((v) => v.age >= 65).length).toBeGreaterThanOrEqual(15);
    expect(batch.filter((v) => v.system === 'pregnancy').length).toBeGreaterThanOrEqual(6);
  });

  it('are about a third each emergencies, cases for a doctor and self-care', () => {
    const emergency = share((v) => v.urgency === 'emergency');
    const doctor = share((v) => v.urgency === 'urgent' || v.urgency === 'days');
    const selfCare = share((v) => v.urgency === 'self-care');
    for (const part of [emergency, doctor, selfCare]) {
      expect(part).toBeGreaterThan(0.25);
      expect(part).toBeLessThan(0.45);
    }
  });

  it('are one to four sentences about the patient, not in their own voice, most giving the age', () => {
    for (const v of batch) {
      expect(v.says, v.id).not.toMatch(/\b(?:I|my|I'm|I've|me)\b/);
      const sentences = v.says.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences, v.id).toBeLessThanOrEqual(4);
    }
    expect(share((v) => /\b\d+-(?:year|month|week)-old\b/.test(v.says))).toBeGreaterThan(0.85);
  });

  it('each name a known condition, an urgency and listed sources, apart from every other case', () => {
    const others = Object.values(OWN_SETS)
      .map((s) => s.pool)
      .filter((pool) => pool !== batch)
      .flat();
    expectCasesApart(kb, batch, [...VIGNETTES, ...others]);
  });
});
