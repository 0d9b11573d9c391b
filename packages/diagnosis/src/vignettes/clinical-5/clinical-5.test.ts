import { describe, expect, it } from 'vitest';
import { interviewVignette } from '../../bench/vignette-patient.js';
import { loadKnowledgeBase } from '../../index.js';
import { BODY_SYSTEMS, URGENCIES, type Urgency } from '../../knowledge/types.js';
import { expectCasesApart } from '../../test-support.js';
import { casesOutside } from '../sets.js';
import { CLINICAL_5_VIGNETTES } from './index.js';

const kb = loadKnowledgeBase();
const batch = CLINICAL_5_VIGNETTES;
const share = (test: (v: (typeof batch)[number]) => boolean) => batch.filter(test).length / batch.length;
const rank = (u: Urgency) => URGENCIES.indexOf(u);

describe('the fifth batch: short case vignettes told about the patient', () => {
  it('are over 150, across every body system, both sexes, children, older adults and pregnancy', () => {
    expect(batch.length).toBeGreaterThanOrEqual(150);
    expect(new Set(batch.map((v) => v.system)).size).toBe(BODY_SYSTEMS.length);
    expect(share((v) => v.sex === 'F')).toBeGreaterThan(1 / 3);
    expect(share((v) => v.sex === 'M')).toBeGreaterThan(1 / 3);
    expect(batch.filter((v) => v.age < 16).length).toBeGreaterThanOrEqual(20);
    expect(batch.filter((v) => v.age >= 65).length).toBeGreaterThanOrEqual(25);
    expect(batch.filter((v) => v.system === 'pregnancy').length).toBeGreaterThanOrEqual(10);
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

  it('are one to four sentences about the patient, not in their own voice, giving the age', () => {
    for (const v of batch) {
      expect(v.says, v.id).not.toMatch(/\b(?:I|my|I'm|I've|me)\b/);
      const sentences = v.says.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences, v.id).toBeLessThanOrEqual(4);
      expect(v.says, v.id).toMatch(/\b\d+-(?:year|month|week)-old\b/);
    }
  });

  it('each name a known condition, an urgency and listed sources, apart from every other case', () => {
    expectCasesApart(kb, batch, casesOutside(batch));
  });
});

// Through the consultation's own interview: most conditions named first, nearly all within three, and no
// emergency triaged below a doctor today (the first run, before any change it prompted, sent six to a doctor within days).
describe('the fifth batch through the interview', () => {
  const outcomes = batch.map((v) => interviewVignette(kb, v));

  it('names most of its conditions first, and nearly all within the first three', () => {
    const first = outcomes.filter((o) => o.ranked[0] === o.vignette.expected).length;
    const top3 = outcomes.filter((o) => o.ranked.slice(0, 3).includes(o.vignette.expected)).length;
    expect(first / outcomes.length).toBeGreaterThanOrEqual(0.8);
    expect(top3 / outcomes.length).toBeGreaterThanOrEqual(0.87);
  });

  it('sends no emergency below urgent', () => {
    for (const o of outcomes.filter((x) => x.vignette.urgency === 'emergency'))
      expect(rank(o.disposition), o.vignette.id).toBeGreaterThanOrEqual(rank('urgent'));
  });
});
