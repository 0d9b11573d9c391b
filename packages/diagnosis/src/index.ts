export { assessmentOf, type Assessment } from './assessment.js';
export { loadKnowledgeBase } from './knowledge-base.js';
export {
  calibratedDifferential,
  createInterview,
  emergencyDiscriminatorOf,
  leadingProbabilityOf,
  restoreInterview,
  settlingQuestionsOf,
} from './interview.js';
export type {
  DifferentialEntry,
  Disposition,
  EvidenceInfo,
  EvidenceType,
  EvidenceValue,
  Interview,
  InterviewOptions,
  InterviewState,
  KnowledgeBase,
  Observation,
  PathologyInfo,
  Patient,
  Population,
  Question,
  QuestionOption,
  Sex,
  Triage,
} from './types.js';
export { understand, type QuestionRef } from './understanding/understand.js';
export type { BodySystem, FindingKind, Prevalence, Source, Telehealth } from './knowledge/types.js';
