import { knowledgeBaseFromModel } from '../knowledge-base.js';
import { interviewPatient, type InterviewOutcome } from '../bench/simulate.js';
import type { FitParameters } from '../model-file.js';
import type { DatasetPatient, SourceCondition, SourceEvidence } from './dataset.js';
import { fitModel } from './fit-model.js';

/** Assigns each dev patient a fold, alternating within its pathology so every fold holds every pathology. */
export function foldsOf(patients: DatasetPatient[], k: number): number[] {
  const seen = new Map<string, number>();
  return patients.map((p) => {
    const i = seen.get(p.pathology) ?? 0;
    seen.set(p.pathology, i + 1);
    return i % k;
  });
}

export interface CrossValidationInput {
  conditions: Record<string, SourceCondition>;
  evidences: Record<string, SourceEvidence>;
  train: DatasetPatient[];
  dev: DatasetPatient[];
  fit: FitParameters;
  folds: number;
  maxQuestions: number;
  /** Called with each patient and its posterior after every answer. */
  trace?: (patient: DatasetPatient, posterior: Float64Array) => void;
}

/** Out-of-fold interviews of the dev patients: each fold is interviewed by a model fit on train plus the other folds. */
export function crossValidate(input: CrossValidationInput): InterviewOutcome[] {
  const fold = foldsOf(input.dev, input.folds);
  const outcomes: InterviewOutcome[] = [];
  for (let f = 0; f < input.folds; f++) {
    const fitOn = [...input.train, ...input.dev.filter((_, i) => fold[i] !== f)];
    const kb = knowledgeBaseFromModel(fitModel(input.conditions, input.evidences, fitOn, input.fit, []));
    input.dev.forEach((patient, i) => {
      if (fold[i] === f) {
        const trace = input.trace;
        outcomes.push(
          interviewPatient(kb, patient, input.maxQuestions, undefined, trace ? (p) => trace(patient, p) : undefined),
        );
      }
    });
  }
  return outcomes;
}
