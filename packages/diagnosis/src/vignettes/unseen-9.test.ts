import { describe, expect, it } from 'vitest';
import { interviewVignette } from '../bench/vignette-patient.js';
import { loadKnowledgeBase } from '../index.js';
import { URGENCIES, type Urgency } from '../knowledge/types.js';
import { expectCasesApart } from '../test-support.js';
import { casesOutside } from './sets.js';
import { UNSEEN_9_VIGNETTES } from './index.js';

const kb = loadKnowledgeBase();
const rank = (u: Urgency) => URGENCIES.indexOf(u);

// The ninth unseen batch through the consultation's own interview: the everyday conditions it was written
// for are recognised, and none is triaged below the urgency a clinician would give it.
describe('the ninth unseen batch', () => {
  const outcomes = UNSEEN_9_VIGNETTES.map((v) => interviewVignette(kb, v));

  it('keeps its cases apart from every earlier set, two of each condition, with listed sources', () => {
    expectCasesApart(kb, UNSEEN_9_VIGNETTES, casesOutside(UNSEEN_9_VIGNETTES));
    const perCondition = new Map<string, number>();
    for (const v of UNSEEN_9_VIGNETTES) perCondition.set(v.expected, (perCondition.get(v.expected) ?? 0) + 1);
    expect(perCondition.size).toBeGreaterThanOrEqual(20);
    for (const [id, n] of perCondition) expect(n, id).toBe(2);
  });

  it('names most of its conditions first, and nearly all within the first three', () => {
    const first = outcomes.filter((o) => o.ranked[0] === o.vignette.expected).length;
    const top3 = outcomes.filter((o) => o.ranked.slice(0, 3).includes(o.vignette.expected)).length;
    expect(first / outcomes.length).toBeGreaterThanOrEqual(0.8);
    expect(top3 / outcomes.length).toBeGreaterThanOrEqual(0.9);
  });

  it('sends no case below the urgency it needs', () => {
    for (const o of outcomes)
      expect(rank(o.disposition), o.vignette.id).toBeGreaterThanOrEqual(rank(o.vignette.urgency));
  });
});
