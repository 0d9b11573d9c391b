import { createInterview, emergencyDiscriminatorOf, posteriorOf } from '../interview.js';
import type { DatasetPatient } from '../training/dataset.js';
import type {
  DifferentialEntry,
  EvidenceValue,
  KnowledgeBase,
  Observation,
  Population,
  Question,
  Triage,
} from '../types.js';

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
  /** The emergency discriminator the answers met, if any. */
  emergencyBecause: string | null;
}

/** DDXPlus's own evidence codes (release_evidences.json) are all E_<number>. */
const isDdxplusEvidence = (code: string): boolean => /^E_\d+$/.test(code);

/**
 * How a simulated patient answers: from its own evidences, the default ("no") when it lacks one, and
 * undefined ("not sure") for a question with no default that DDXPlus does not record.
 */
export function simulatedAnswer(
  kb: KnowledgeBase,
  patient: DatasetPatient,
  question: Question,
): EvidenceValue | undefined {
  const known = patient.answers.get(question.evidence);
  // DDXPlus records every one of its own evidences (absent means no), and none of ours: a finding it
  // never asked about (how long, barking cough) is one the patient cannot answer from the data.
  if (known === undefined && !isDdxplusEvidence(question.evidence)) return undefined;
  if (question.type === 'B') return known === true;
  if (question.type === 'M') return (known as string[] | undefined) ?? [];
  const fallback = kb.evidence(question.evidence)?.defaultValue;
  return known ?? (fallback === '' ? undefined : fallback);
}

/** The DDXPlus protocol: the initial evidence volunteered, then at most `maxQuestions` questions. */
export function interviewPatient(
  kb: KnowledgeBase,
  patient: DatasetPatient,
  maxQuestions: number,
  confidence?: number,
  /** Called with the calibrated posterior after every answer (for calibration checks). */
  trace?: (posterior: Float64Array) => void,
  population: Population = 'ddxplus',
): InterviewOutcome {
  const start = performance.now();
  const interview = createInterview(
    kb,
    { age: patient.age, sex: patient.sex },
    { maxQuestions, population, ...(confidence === undefined ? {} : { confidence }) },
  );
  interview.observe(patient.initialEvidence, patient.answers.get(patient.initialEvidence) ?? true);
  trace?.(posteriorOf(interview));
  for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
    const answer = simulatedAnswer(kb, patient, q);
    // Findings DDXPlus does not record (how long, for one) are answered "not sure".
    if (answer === undefined) interview.decline(q.evidence);
    else interview.observe(q.evidence, answer);
    trace?.(posteriorOf(interview));
  }
  const differential = interview.differential();
  const triage = interview.triage();
  const ms = performance.now() - start;
  const { observations } = interview.toJSON();
  return {
    patient,
    asked: interview.asked,
    differential,
    posterior: posteriorOf(interview),
    triage,
    observations,
    ms,
    emergencyBecause: emergencyDiscriminatorOf(interview),
  };
}
