import { createInterview, posteriorOf } from '../interview.js';
import type { DatasetPatient } from '../training/dataset.js';
import type { DifferentialEntry, EvidenceValue, KnowledgeBase, Observation, Question, Triage } from '../types.js';

export interface InterviewOutcome {
  patient: DatasetPatient;
  asked: number;
  differential: DifferentialEntry[];
  /** Calibrated posterior, in knowledge-base order, before the differential floor. */
  posterior: Float64Array;
  triage: Triage;
  /** The answers the interview collected, the volunteered one first. */
  observations: Observation[];
  ms: number;
}

/** How a simulated patient answers: from its own evidences, the default when it lacks one. */
export function simulatedAnswer(kb: KnowledgeBase, patient: DatasetPatient, question: Question): EvidenceValue {
  const known = patient.answers.get(question.evidence);
  if (question.type === 'B') return known === true;
  if (question.type === 'M') return (known as string[] | undefined) ?? [];
  return known ?? kb.evidence(question.evidence)?.defaultValue ?? 0;
}

/** The DDXPlus protocol: the initial evidence volunteered, then at most `maxQuestions` questions. */
export function interviewPatient(
  kb: KnowledgeBase,
  patient: DatasetPatient,
  maxQuestions: number,
  confidence?: number,
  /** Called with the calibrated posterior after every answer (for calibration checks). */
  trace?: (posterior: Float64Array) => void,
): InterviewOutcome {
  const start = performance.now();
  const interview = createInterview(kb, { age: patient.age, sex: patient.sex }, { maxQuestions, ...(confidence === undefined ? {} : { confidence }) });
  interview.observe(patient.initialEvidence, patient.answers.get(patient.initialEvidence) ?? true);
  trace?.(posteriorOf(interview));
  for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
    interview.observe(q.evidence, simulatedAnswer(kb, patient, q));
    trace?.(posteriorOf(interview));
  }
  const differential = interview.differential();
  const triage = interview.triage();
  const ms = performance.now() - start;
  const { observations } = interview.toJSON();
  return { patient, asked: interview.asked, differential, posterior: posteriorOf(interview), triage, observations, ms };
}
