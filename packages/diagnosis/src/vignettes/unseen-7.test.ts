import { describe, expect, it } from 'vitest';
import { interviewVignette } from '../bench/vignette-patient.js';
import { loadKnowledgeBase } from '../index.js';
import { URGENCIES, type Urgency } from '../knowledge/types.js';
import { UNSEEN_7_VIGNETTES } from './index.js';

const kb = loadKnowledgeBase();
const rank = (u: Urgency) => URGENCIES.indexOf(u);

// The seventh unseen batch through the consultation's own interview: the everyday conditions it was written
// for are recognised, and none is triaged below the urgency a clinician would give it.
describe('the seventh unseen batch', () => {
  const outcomes = UNSEEN_7_VIGNETTES.map((v) => interviewVignette(kb, v));

  it('names most of its conditions first, and nearly all within the first three', () => {
    const first = outcomes.filter((o) => o.ranked[0] === o.vignette.expected).length;
    const top3 = outcomes.filter((o) => o.ranked.slice(0, 3).includes(o.vignette.expected)).length;
    expect(first / outcomes.length).toBeGreaterThanOrEqual(0.8);
    expect(top3 / outcomes.length).toBeGreaterThanOrEqual(0.9);
  });

  it('sends no case below the urgency it needs (a broken elbow in a child goes to an emergency department, a needlestick is seen today)', () => {
    for (const o of outcomes)
      expect(rank(o.disposition), o.vignette.id).toBeGreaterThanOrEqual(rank(o.vignette.urgency));
  });
});
