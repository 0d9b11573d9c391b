import { describe, expect, it } from 'vitest';
import { interviewVignette } from '../bench/vignette-patient.js';
import { loadKnowledgeBase } from '../index.js';
import { URGENCIES, type Urgency } from '../knowledge/types.js';
import { UNSEEN_2_VIGNETTES } from './index.js';

const kb = loadKnowledgeBase();
const rank = (u: Urgency) => URGENCIES.indexOf(u);

// The second unseen batch through the consultation's own interview: the conditions it was written for are
// recognised, and no emergency among them is sent anywhere but to a doctor today or 000.
describe('the second unseen batch', () => {
  const outcomes = UNSEEN_2_VIGNETTES.map((v) => interviewVignette(kb, v));

  it('names most of its conditions first', () => {
    const first = outcomes.filter((o) => o.ranked[0] === o.vignette.expected).length;
    expect(first / outcomes.length).toBeGreaterThanOrEqual(0.8);
  });

  it('sends no emergency below urgent, and calls nearly all of them emergencies', () => {
    const emergencies = outcomes.filter((o) => o.vignette.urgency === 'emergency');
    for (const o of emergencies) expect(rank(o.disposition), o.vignette.id).toBeGreaterThanOrEqual(rank('urgent'));
    const called = emergencies.filter((o) => o.disposition === 'emergency').length;
    // 15 of 18: the dislocated elbow whose place the simulated patient never gives ("the pain is very bad") was
    // called an emergency only through a wrongly likely dislocated shoulder, until the shoulder's own sign (pain
    // lifting the arm) counted against it; it is now "a doctor today", never below.
    expect(called / emergencies.length).toBeGreaterThanOrEqual(0.8);
  });
});
