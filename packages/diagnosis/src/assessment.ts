import { unsureOfDefiningFindings } from './defining-findings.js';
import { lacksHallmark, notExplainedBy, placeFitOf, presentingMisfitsOf, unexplainedExposures } from './interview.js';
import { tablesOf } from './knowledge-base.js';
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

export function assessmentOf(kb: KnowledgeBase, interview: Interview): Assessment {
  const tables = tablesOf(kb);
  const { notSure } = tables.params;
  const differential = interview.differential();
  const unexplained = interview.unexplained();
  const top = differential[0];
  // Sure only of a condition that is likely and accounts for the picture: two or more of the
  // symptoms it does not explain, and it is one possibility among others, not the answer. Nor is a
  // condition that leads without the exposure or hallmark it requires (a burn nobody had), nor one
  // that does not account for a rare exposure the illness followed (back pain after a marine sting), nor
  // one whose profile makes what the patient came with rarer than in anyone (presenting-complaint.ts).
  const loose = top ? notExplainedBy(interview, top.pathology).length : 0;
  // Nor one whose defining finding the patient was not sure of and never said (defining-findings.ts): a
  // doctor may still consider it.
  const state = interview.toJSON();
  const observations = new Map(state.observations.map((o) => [o.evidence, o.value]));
  const declined = new Set(state.declined);
  const indexOf = (name: string) => tables.conditions.findIndex((c) => c.id === kb.pathology(name)?.id);
  const unfounded = (name: string) =>
    lacksHallmark(interview, name) ||
    unexplainedExposures(interview, name).length > 0 ||
    presentingMisfitsOf(interview, name).length > 0;
  // Nor one whose rash or swelling is elsewhere, when a close rival's is where the patient's is (a nail
  // infection leading for bumps on the forehead): what the patient came with is then likely something else.
  const misplaced =
    top !== undefined &&
    placeFitOf(interview, top.pathology) === 'elsewhere' &&
    differential
      .slice(1, 3)
      .some((d) => d.probability >= POSSIBILITY_FROM && placeFitOf(interview, d.pathology) === 'fits');
  const sure =
    !misplaced &&
    unexplained < notSure.unexplained &&
    (top?.probability ?? 0) >= notSure.top &&
    loose < notSure.looseFindings &&
    !(top && unfounded(top.pathology)) &&
    !(top && unsureOfDefiningFindings(tables, observations, declined, indexOf(top.pathology)));
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
              !unfounded(d.pathology) &&
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
