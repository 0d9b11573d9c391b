import { lacksHallmark, notExplainedBy, unexplainedExposures } from './interview.js';
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
  disposition: Disposition;
  triage: Triage;
}

export function assessmentOf(kb: KnowledgeBase, interview: Interview): Assessment {
  const { notSure } = tablesOf(kb).params;
  const differential = interview.differential();
  const unexplained = interview.unexplained();
  const top = differential[0];
  // Sure only of a condition that is likely and accounts for the picture: two or more of the
  // symptoms it does not explain, and it is one possibility among others, not the answer. Nor is a
  // condition that leads without the exposure or hallmark it requires (a burn nobody had), nor one
  // that does not account for a rare exposure the illness followed (back pain after a marine sting).
  const loose = top ? notExplainedBy(interview, top.pathology).length : 0;
  const unfounded = top
    ? lacksHallmark(interview, top.pathology) || unexplainedExposures(interview, top.pathology).length > 0
    : false;
  return {
    differential,
    unexplained,
    sure:
      unexplained < notSure.unexplained &&
      (top?.probability ?? 0) >= notSure.top &&
      loose < notSure.looseFindings &&
      !unfounded,
    disposition: interview.disposition(),
    triage: interview.triage(),
  };
}
