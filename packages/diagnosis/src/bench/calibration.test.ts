import { describe, expect, it } from 'vitest';
import type { SureGrounds } from '../assessment.js';
import { doubtsOf, sureOfHeldOut, tallyKnown } from './calibration.js';

const rule = {
  unexplained: 0.35,
  top: 0.3,
  looseFindings: 2,
  margin: 1.5,
  hallmark: 2.5,
  hallmarkUnexplained: 0.65,
  hallmarkMargin: 10,
  illFitting: 1.2,
  illFittingMargin: 50,
};
const clear: SureGrounds = {
  top: 0.7,
  second: 0.1,
  unexplained: 0.05,
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

describe('the tallies of the calibration bench', () => {
  it('counts sure and unsure cases by whether the leader was right', () => {
    const cases = [
      { grounds: clear, right: true },
      { grounds: clear, right: false },
      { grounds: { ...clear, top: 0.2 }, right: true },
      { grounds: { ...clear, unexplained: 0.5 }, right: false },
      { grounds: { ...clear, loose: 2 }, right: false },
    ];
    expect(tallyKnown(cases, rule)).toEqual({ cases: 5, sureRight: 1, sureWrong: 1, unsureRight: 1, unsureWrong: 2 });
    // A looser rule names more, right and wrong.
    expect(tallyKnown(cases, { ...rule, top: 0.15, looseFindings: 3 })).toMatchObject({ sureRight: 2, sureWrong: 2 });
  });

  it('names every ground of doubt, and counts held-out cases named with none', () => {
    expect(doubtsOf(clear, rule)).toEqual([]);
    expect(doubtsOf({ ...clear, top: 0.2, unexplained: 0.4, undefined: true }, rule)).toEqual([
      'top',
      'unexplained',
      'undefined',
    ]);
    expect(doubtsOf({ ...clear, top: 0.4, second: 0.35 }, rule)).toEqual(['margin']);
    expect(doubtsOf({ ...clear, worst: -1.5 }, rule)).toEqual(['ill-fitting']);
    expect(sureOfHeldOut([clear, { ...clear, misplaced: true }, { ...clear, unfounded: true }], rule)).toBe(1);
  });
});
