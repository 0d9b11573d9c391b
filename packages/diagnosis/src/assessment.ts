import { unsureOfDefiningFindings } from './defining-findings.js';
import type { ModelTables } from './model/compose.js';
import { lacksHallmark, notExplainedBy, placeFitOf, presentingMisfitsOf, unexplainedExposures } from './interview.js';
import { tablesOf } from './knowledge-base.js';
import { type ToldFit, toldFitOf } from './told-findings.js';
import type { DifferentialEntry, Disposition, Interview, KnowledgeBase, Triage } from './types.js';

/** Where an interview has got to, in the words a consultation needs. */
export interface Assessment {
  /** Every condition, most likely first (the probabilities sum to 1 − unexplained). */
  differential: DifferentialEntry[];
  /** Probability that no condition of the knowledge base explains the findings. */
  unexplained: number;
  /**
   * False when the AI should say it is not sure: the findings are likely something it does not know,
   * or no condition stands out. It then names no condition and recommends a doctor.
   */
  sure: boolean;
  /**
   * When not sure and the findings are not likely something unknown: the conditions a doctor should
   * consider, most likely first (at most three, each a real possibility with what it requires present).
   * Empty when sure, or when the picture is likely something the knowledge base does not know.
   */
  possibilities: DifferentialEntry[];
  disposition: Disposition;
  triage: Triage;
}

/** A possibility is named, when the AI is not sure, only from this likelihood on: no far-fetched names. */
const POSSIBILITY_FROM = 0.1;
/** The likely conditions a told finding is weighed against: the first five, each at least 5% likely. */
const CANDIDATES = 5;
const CANDIDATE_FROM = 0.05;

/**
 * What the AI's certainty rests on, for its leading condition: each of the things that makes it say "not
 * sure" (see `sureOf`). Measured by src/bench/calibration-cli.ts.
 */
export interface SureGrounds extends ToldFit {
  /** The leading condition's probability (0 when there is none). */
  top: number;
  /** The second condition's probability. */
  second: number;
  /** Probability that no condition of the knowledge base explains the findings. */
  unexplained: number;
  /** Telling symptoms and signs reported that the leading condition does not explain. */
  loose: number;
  /** It leads without the exposure or hallmark it requires, past a rare exposure it does not account for, or against what the patient came with. */
  unfounded: boolean;
  /** The patient was not sure of its defining finding and never said it. */
  undefined: boolean;
  /** Its rash or swelling is elsewhere, while a close rival's is where the patient's is. */
  misplaced: boolean;
  /**
   * Its most telling finding the patient reported: how many times likelier (log, nats) that symptom or sign
   * is in it than in an illness the knowledge base does not know.
   */
  hallmark: number;
}

/** The thresholds of "not sure" (tables.params.notSure, src/model/parameters.ts, where each is explained). */
export interface NotSureRule {
  readonly unexplained: number;
  readonly top: number;
  readonly looseFindings: number;
  readonly margin: number;
  readonly hallmark: number;
  readonly hallmarkUnexplained: number;
  readonly hallmarkMargin: number;
  readonly illFitting: number;
  readonly illFittingMargin: number;
}

/**
 * Sure only of a condition that is likely, stands out from the runner-up, and accounts for the picture: two
 * or more of the symptoms it does not explain, and it is one possibility among others, not the answer; two
 * close rivals are possibilities a doctor may consider, not an answer. Nor is a condition that leads
 * without the exposure or hallmark it requires (a burn nobody had), nor one that does not account for a
 * rare exposure the illness followed (back pain after a marine sting), nor one whose profile makes what
 * the patient came with rarer than in anyone (presenting-complaint.ts), nor one whose defining finding the
 * patient was not sure of and never said (defining-findings.ts), nor one whose rash or swelling is
 * elsewhere when a close rival's is where the patient's is, nor one that makes a telling finding the
 * patient told rarer than an unknown illness does, its own hallmark unreported, while a rival is not far
 * behind (`illFittingOf`).
 */
export function sureOf(grounds: SureGrounds, notSure: NotSureRule): boolean {
  const g = grounds;
  if (g.misplaced || g.unfounded || g.undefined || g.loose >= notSure.looseFindings) return false;
  // The patient reported the leader's hallmark (a finding many times likelier in it than in an illness the
  // knowledge base does not know): its odds against the runner-up need not be checked, and it may be
  // named, standing far above every other known condition, while "not explained" is still high.
  const telling = g.hallmark >= notSure.hallmark;
  const likely =
    g.unexplained < notSure.unexplained && g.top >= notSure.top && (telling || g.top >= notSure.margin * g.second);
  const standsOut =
    telling && g.unexplained < notSure.hallmarkUnexplained && g.top >= notSure.hallmarkMargin * g.second;
  return (likely || standsOut) && !illFittingOf(g, notSure);
}

/**
 * The leader leaves a telling finding the patient told rarer than an unknown illness makes it, the patient
 * did not report the leader's own hallmark, and the leader does not stand far above the runner-up: what
 * the patient has is as likely something the knowledge base does not know (whose hallmark that finding
 * is) as the leader.
 */
export function illFittingOf(g: SureGrounds, notSure: NotSureRule): boolean {
  return g.worst <= -notSure.illFitting && g.hallmark < notSure.hallmark && g.top < notSure.illFittingMargin * g.second;
}

function unfoundedIn(interview: Interview, name: string): boolean {
  return (
    lacksHallmark(interview, name) ||
    unexplainedExposures(interview, name).length > 0 ||
    presentingMisfitsOf(interview, name).length > 0
  );
}

/** Whether the leading condition's rash or swelling is elsewhere while a close rival's is where the patient's is. */
function misplacedIn(interview: Interview, differential: readonly DifferentialEntry[]): boolean {
  const top = differential[0];
  return (
    top !== undefined &&
    placeFitOf(interview, top.pathology) === 'elsewhere' &&
    differential
      .slice(1, 3)
      .some((d) => d.probability >= POSSIBILITY_FROM && placeFitOf(interview, d.pathology) === 'fits')
  );
}

function hallmarkOf(tables: ModelTables, observations: ReadonlyMap<string, unknown>, d: number): number {
  let best = 0;
  for (const [code, value] of observations) {
    const t = tables.byCode.get(code);
    if (!t || t.type !== 'B' || value !== true || (t.entry.kind !== 'symptom' && t.entry.kind !== 'sign')) continue;
    const row = t.logProb[0] as Float64Array;
    best = Math.max(best, (row[d] as number) - (row[tables.unexplained] as number));
  }
  return best;
}

/** The grounds of certainty in an interview's leading condition (see `SureGrounds`). */
export function sureGroundsOf(
  kb: KnowledgeBase,
  interview: Interview,
  differential: readonly DifferentialEntry[] = interview.differential(),
): SureGrounds {
  const tables = tablesOf(kb);
  const top = differential[0];
  const state = interview.toJSON();
  const observations = new Map(state.observations.map((o) => [o.evidence, o.value]));
  const declined = new Set(state.declined);
  const indexOf = (name: string) => tables.conditions.findIndex((c) => c.id === kb.pathology(name)?.id);
  const index = top ? indexOf(top.pathology) : -1;
  // The likely conditions: a told finding none of them explains is the hallmark of something else.
  const candidates = differential
    .slice(0, CANDIDATES)
    .filter((d) => d.probability >= CANDIDATE_FROM)
    .map((d) => indexOf(d.pathology))
    .filter((d) => d >= 0);
  return {
    ...toldFitOf(tables, observations, index, candidates, tables.params.notSure.hallmark),
    top: top?.probability ?? 0,
    second: differential[1]?.probability ?? 0,
    unexplained: interview.unexplained(),
    loose: top ? notExplainedBy(interview, top.pathology).length : 0,
    unfounded: top ? unfoundedIn(interview, top.pathology) : false,
    undefined: top ? unsureOfDefiningFindings(tables, observations, declined, index) : false,
    misplaced: misplacedIn(interview, differential),
    hallmark: index >= 0 ? hallmarkOf(tables, observations, index) : 0,
  };
}

export function assessmentOf(kb: KnowledgeBase, interview: Interview): Assessment {
  const { notSure } = tablesOf(kb).params;
  const differential = interview.differential();
  const unexplained = interview.unexplained();
  const grounds = sureGroundsOf(kb, interview, differential);
  const { misplaced } = grounds;
  const sure = sureOf(grounds, notSure);
  // No possibilities while nothing the patient came with was understood: they would be guesses from
  // the answers to general questions alone.
  const possibilities =
    sure || unexplained >= notSure.unexplained || interview.complaint() === null
      ? []
      : differential
          .slice(0, 3)
          .filter(
            (d) =>
              d.probability >= POSSIBILITY_FROM &&
              !unfoundedIn(interview, d.pathology) &&
              !(misplaced && placeFitOf(interview, d.pathology) === 'elsewhere'),
          );
  return {
    differential,
    unexplained,
    sure,
    possibilities,
    disposition: interview.disposition(),
    triage: interview.triage(),
  };
}
