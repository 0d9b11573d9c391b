// How well "not sure" is placed: the tallies of src/bench/calibration-cli.ts, kept apart from the running of
// cases so that any rule of certainty can be tried on the grounds one run recorded.
import { illFittingOf, type NotSureRule, type SureGrounds, sureOf } from '../assessment.js';

/** A case of a known condition: what the AI's certainty rested on, and whether its leader was right. */
export interface KnownCase {
  grounds: SureGrounds;
  right: boolean;
}

export interface KnownTally {
  cases: number;
  sureRight: number;
  sureWrong: number;
  unsureRight: number;
  unsureWrong: number;
}

export function tallyKnown(cases: readonly KnownCase[], rule: NotSureRule): KnownTally {
  const tally = { cases: cases.length, sureRight: 0, sureWrong: 0, unsureRight: 0, unsureWrong: 0 };
  for (const c of cases) {
    const sure = sureOf(c.grounds, rule);
    if (sure && c.right) tally.sureRight++;
    else if (sure) tally.sureWrong++;
    else if (c.right) tally.unsureRight++;
    else tally.unsureWrong++;
  }
  return tally;
}

/** Of cases whose condition was held out of the knowledge base: how many the AI was sure of (wrongly, all). */
export function sureOfHeldOut(grounds: readonly SureGrounds[], rule: NotSureRule): number {
  return grounds.filter((g) => sureOf(g, rule)).length;
}

/** What stood between a leader and being named (none when the rule is sure of it), by name. */
export const DOUBTS = [
  'top',
  'unexplained',
  'margin',
  'loose',
  'unfounded',
  'undefined',
  'misplaced',
  'ill-fitting',
] as const;
export type Doubt = (typeof DOUBTS)[number];

export function doubtsOf(g: SureGrounds, rule: NotSureRule): Doubt[] {
  if (sureOf(g, rule)) return [];
  const out: Doubt[] = [];
  if (g.top < rule.top) out.push('top');
  if (g.unexplained >= rule.unexplained) out.push('unexplained');
  if (g.hallmark < rule.hallmark && g.top < rule.margin * g.second) out.push('margin');
  if (g.loose >= rule.looseFindings) out.push('loose');
  if (g.unfounded) out.push('unfounded');
  if (g.undefined) out.push('undefined');
  if (g.misplaced) out.push('misplaced');
  if (illFittingOf(g, rule)) out.push('ill-fitting');
  return out;
}
