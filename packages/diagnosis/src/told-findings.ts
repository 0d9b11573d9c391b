// How well the leading condition accounts for what the patient told, finding by finding: the grounds of
// "not sure" that the posterior, which sums every finding into one number, hides. When the right
// condition is one the knowledge base does not know, a neighbour often leads by explaining most of the
// picture while one telling finding (the hallmark of the condition it lacks) is likelier in an illness it
// does not know than in the neighbour (src/bench/calibration-cli.ts measures it with each case's condition
// held out of the knowledge base).
import type { ModelTables } from './model/compose.js';

/** Telling: rarer than this in people at large (a cough or a tiredness is not). */
const TELLING_BELOW = 0.1;

export interface ToldFit {
  /** Telling symptoms and signs the patient said yes to. */
  told: number;
  /**
   * Of those, the one the leader explains worst: log P(finding | leader) − log P(finding | an illness the
   * knowledge base does not know). Below 0, the leader makes it rarer than an unknown illness does. 0 when
   * nothing telling was told.
   */
  worst: number;
  /**
   * The telling findings told that no likely condition (the leader or a rival) makes likelier than an
   * unknown illness does. Measured, not part of the rule: it costs more right leaders than `worst`.
   */
  orphans: number;
  /**
   * The leader's hallmark the patient denied: the highest P(yes | leader) of a symptom or sign answered no
   * that is many times (e^hallmark) likelier in the leader than in an unknown illness. 0 when none was denied.
   * Measured, not part of the rule: it hardly separates held-out cases from right ones.
   */
  deniedHallmark: number;
}

/** How many times likelier (log, nats) a finding's yes is in condition d than in an illness the knowledge base does not know. */
function ratioOf(row: Float64Array, d: number, unexplained: number): number {
  return (row[d] as number) - (row[unexplained] as number);
}

/**
 * `leader`: the leading condition's index; `candidates`: the likely conditions' indices (the leader among them).
 * `hallmark`: the log-ratio from which a finding is a condition's hallmark (params.notSure.hallmark).
 */
export function toldFitOf(
  tables: ModelTables,
  observations: ReadonlyMap<string, unknown>,
  leader: number,
  candidates: readonly number[],
  hallmark: number,
): ToldFit {
  const u = tables.unexplained;
  const fit: ToldFit = { told: 0, worst: 0, orphans: 0, deniedHallmark: 0 };
  if (leader < 0) return fit;
  for (const [code, value] of observations) {
    const t = tables.byCode.get(code);
    if (!t || t.type !== 'B' || (t.entry.kind !== 'symptom' && t.entry.kind !== 'sign')) continue;
    if (t.entry.def?.nonSpecific) continue;
    const yes = t.logProb[0] as Float64Array;
    if (value === false) {
      // A hallmark denied: the leader's own finding, absent.
      if (ratioOf(yes, leader, u) >= hallmark)
        fit.deniedHallmark = Math.max(fit.deniedHallmark, t.prob[0]![leader] as number);
      continue;
    }
    if (value !== true || (t.entry.background[0] as number) >= TELLING_BELOW) continue;
    fit.told++;
    fit.worst = Math.min(fit.worst, ratioOf(yes, leader, u));
    if (candidates.every((d) => ratioOf(yes, d, u) < 0)) fit.orphans++;
  }
  return fit;
}
