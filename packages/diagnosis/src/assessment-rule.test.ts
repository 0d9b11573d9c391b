import { describe, expect, it } from 'vitest';
import { type SureGrounds, sureOf } from './assessment.js';
import { loadKnowledgeBase, tablesOf } from './knowledge-base.js';

const rule = tablesOf(loadKnowledgeBase()).params.notSure;
// A leader that is likely, explains the picture, and whose most telling finding is only somewhat specific.
const likely: SureGrounds = {
  top: 0.6,
  second: 0.1,
  unexplained: 0.1,
  loose: 0,
  unfounded: false,
  undefined: false,
  misplaced: false,
  hallmark: 1,
  told: 2,
  worst: 0,
  orphans: 0,
  deniedHallmark: 0,
};

describe('when the AI is sure of its leading condition (sureOf)', () => {
  it('is sure of a likely leader that explains the picture, and not of one past the thresholds', () => {
    expect(sureOf(likely, rule)).toBe(true);
    expect(sureOf({ ...likely, top: rule.top - 0.01 }, rule)).toBe(false);
    expect(sureOf({ ...likely, unexplained: rule.unexplained }, rule)).toBe(false);
    expect(sureOf({ ...likely, loose: rule.looseFindings }, rule)).toBe(false);
    for (const flag of ['unfounded', 'undefined', 'misplaced'] as const)
      expect(sureOf({ ...likely, [flag]: true }, rule)).toBe(false);
  });

  it('is not sure between two close rivals, unless the patient reported the hallmark of the leader', () => {
    const close = { ...likely, top: 0.45, second: 0.4 };
    expect(sureOf(close, rule)).toBe(false);
    expect(sureOf({ ...close, hallmark: rule.hallmark }, rule)).toBe(true);
  });

  it('names a leader whose hallmark was reported and that stands far above every other known condition, though "not explained" is high', () => {
    const standsOut = { ...likely, top: 0.3, second: 0.02, unexplained: 0.55, hallmark: rule.hallmark + 0.5 };
    expect(sureOf(standsOut, rule)).toBe(true);
    // Not without the hallmark, nor with a close second, nor once "not explained" is most of it, nor with loose findings.
    expect(sureOf({ ...standsOut, hallmark: rule.hallmark - 0.5 }, rule)).toBe(false);
    expect(sureOf({ ...standsOut, second: 0.1 }, rule)).toBe(false);
    expect(sureOf({ ...standsOut, unexplained: rule.hallmarkUnexplained }, rule)).toBe(false);
    expect(sureOf({ ...standsOut, loose: rule.looseFindings }, rule)).toBe(false);
  });

  it('is not sure of a leader that leaves a telling finding the patient told at its background, unless it stands far above the runner-up', () => {
    const illFitting = { ...likely, worst: -rule.illFitting - 0.2 };
    expect(sureOf(illFitting, rule)).toBe(false);
    expect(sureOf({ ...illFitting, top: 0.8, second: 0.8 / (rule.illFittingMargin + 1) }, rule)).toBe(true);
    // Nor when the patient reported the leader's own hallmark.
    expect(sureOf({ ...illFitting, hallmark: rule.hallmark }, rule)).toBe(true);
    // A finding it makes only a little rarer than an unknown illness does is no doubt.
    expect(sureOf({ ...likely, worst: -rule.illFitting + 0.2 }, rule)).toBe(true);
  });
});
