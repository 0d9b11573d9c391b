export { loadKnowledgeBase } from './knowledge-base.js';
export { calibratedDifferential, createInterview, restoreInterview } from './interview.js';
export type {
  DifferentialEntry,
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
  Question,
  QuestionOption,
  Sex,
  Triage,
} from './types.js';
export { understand, type QuestionRef } from './understanding/understand.js';
