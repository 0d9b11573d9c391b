import { describe, expect, it } from 'vitest';
import { assessmentOf } from './assessment.js';
import { createInterview } from './interview.js';
import { knowledgeBaseWithout, loadKnowledgeBase, tablesOf } from './knowledge-base.js';
import { interviewed, topId } from './test-support.js';

const kb = loadKnowledgeBase();

describe('a knowledge base acting as if it did not know a condition (the calibration bench)', () => {
  it("does not name the condition held out, even for its textbook patient, and leaves the others' odds as they were", () => {
    const full = interviewed(kb, 'shingles');
    expect(topId(kb, full)).toBe('shingles');
    const without = knowledgeBaseWithout(kb, ['shingles']);
    const held = interviewed(without, 'shingles');
    const differential = held.differential();
    expect(topId(without, held)).not.toBe('shingles');
    expect(differential.find((d) => without.pathology(d.pathology)?.id === 'shingles')?.probability ?? 0).toBe(0);
    // The same answers before any question: every other condition keeps its ratio to the rest.
    const patient = { age: 40, sex: 'F' as const };
    const a = createInterview(kb, patient).differential();
    const b = createInterview(without, patient).differential();
    const ratio = (list: typeof a, x: string, y: string) =>
      (list.find((d) => d.pathology === x)?.probability ?? 0) / (list.find((d) => d.pathology === y)?.probability ?? 1);
    const [x, y] = [a[0]!.pathology, a[1]!.pathology];
    expect(ratio(b, x, y)).toBeCloseTo(ratio(a, x, y), 6);
  });

  it('leaves the bundled knowledge base as it was, and refuses a condition it does not have', () => {
    knowledgeBaseWithout(kb, ['pneumonia']);
    const interview = interviewed(kb, 'pneumonia');
    expect(topId(kb, interview)).toBe('pneumonia');
    expect(assessmentOf(kb, interview).sure).toBe(true);
    expect(tablesOf(kb).logPrevalence.every((x) => x > -100)).toBe(true);
    expect(() => knowledgeBaseWithout(kb, ['no-such-condition'])).toThrow(RangeError);
  });

  it('holds the condition out of the DDXPlus population too', () => {
    const without = knowledgeBaseWithout(kb, ['urti']);
    const d = tablesOf(without, 'ddxplus').conditions.findIndex((c) => c.id === 'urti');
    expect(tablesOf(without, 'ddxplus').ddxplusPrior.logPrior[d]).toBeLessThan(-1e6);
    expect(tablesOf(kb, 'ddxplus').ddxplusPrior.logPrior[d]).toBeGreaterThan(-100);
  });
});
