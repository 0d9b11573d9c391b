import { describe, expect, it } from 'vitest';
import { interviewVignette } from '../bench/vignette-patient.js';
import { loadKnowledgeBase } from '../index.js';
import { URGENCIES, type Urgency } from '../knowledge/types.js';
import { UNSEEN_6_VIGNETTES } from './index.js';
import { NOT_EXPLAINED } from './types.js';

const kb = loadKnowledgeBase();
const rank = (u: Urgency) => URGENCIES.indexOf(u);

// The sixth unseen batch, of conditions the knowledge base does not have, through the consultation's own
// interview: it should say it is not sure rather than name what it knows, and never triage below the need;
// the few whose condition has been added since are named.
describe('the sixth unseen batch', () => {
  const outcomes = UNSEEN_6_VIGNETTES.map((v) => interviewVignette(kb, v));
  const unknown = outcomes.filter((o) => o.vignette.expected === NOT_EXPLAINED);
  const addedSince = outcomes.filter((o) => o.vignette.expected !== NOT_EXPLAINED);

  it('is written mostly of conditions the knowledge base lacks', () => {
    // Fourteen of its cases are now known conditions; each was replaced by a still-unknown one or more.
    expect(unknown.length / outcomes.length).toBeGreaterThanOrEqual(0.7);
  });

  it('answers most of those "not sure"', () => {
    const unsure = unknown.filter((o) => !o.sure).length;
    expect(unsure / unknown.length).toBeGreaterThanOrEqual(0.7);
  });

  it('names a condition added since within the first three', () => {
    for (const o of addedSince) expect(o.ranked.slice(0, 3), o.vignette.id).toContain(o.vignette.expected);
  });

  it('sends no case it is unsure of below the urgency it needs, and nearly none of the rest', () => {
    for (const o of outcomes.filter((o) => !o.sure))
      expect(rank(o.disposition), o.vignette.id).toBeGreaterThanOrEqual(rank(o.vignette.urgency));
    const safe = outcomes.filter((o) => rank(o.disposition) >= rank(o.vignette.urgency)).length;
    expect(safe / outcomes.length).toBeGreaterThanOrEqual(0.95);
  });
});
