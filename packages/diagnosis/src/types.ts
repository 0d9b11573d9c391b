/** B evidences: boolean. C evidences: a number for 0–10 scales, else a value code such as 'V_161'.
 *  M evidences: an array of value codes ([] when none). */
export type EvidenceValue = boolean | number | string | string[];

export type EvidenceType = 'B' | 'C' | 'M';

export interface QuestionOption {
  value: string | number;
  label: string;
}

export interface Question {
  evidence: string;
  type: EvidenceType;
  text: string;
  options?: QuestionOption[];
}

export interface Observation {
  evidence: string;
  value: EvidenceValue;
}

export type Triage = 'emergency' | 'urgent' | 'routine';

export type Sex = 'M' | 'F';

export interface Patient {
  age: number;
  sex: Sex;
}

export interface DifferentialEntry {
  /** The DDXPlus English condition name, e.g. 'URTI' or 'Possible NSTEMI / STEMI'. */
  pathology: string;
  icd10: string;
  probability: number;
}

export interface Interview {
  /** Records an answer, with DDXPlus codes such as 'E_91'. A later answer to the same evidence replaces the earlier one. */
  observe(evidence: string, value: EvidenceValue): void;
  /** The most informative next question; null when enough is known or the cap is reached. */
  nextQuestion(): Question | null;
  /** Every pathology, most probable first; the probabilities sum to 1. */
  differential(): DifferentialEntry[];
  triage(): Triage;
  /** How many of the interview's own questions have been answered (volunteered observations do not count). */
  readonly asked: number;
  /** Plain JSON, to keep on the conversation and pass to restoreInterview. */
  toJSON(): InterviewState;
}

export interface InterviewOptions {
  /** Most questions the interview asks before it stops (default 30). */
  maxQuestions?: number;
  /** Stop once the most probable pathology reaches this probability (default from the model's fit). */
  confidence?: number;
  /** Ask at least this many questions before stopping on confidence (default from the model's fit). */
  minQuestions?: number;
}

export interface InterviewState {
  version: 1;
  patient: Patient;
  observations: Observation[];
  asked: number;
  /** The evidence of the last question handed out and not yet answered. */
  pending: string | null;
  options: Required<InterviewOptions>;
}

export interface PathologyInfo {
  /** The DDXPlus English condition name (kept as published, e.g. 'Larygospasm'). */
  name: string;
  /** A plain-English name to show a patient. */
  plainName: string;
  icd10: string;
  /** The ICD-10 field exactly as published in DDXPlus. */
  sourceIcd10: string;
  /** 1 (most severe) to 5 (mildest), as in DDXPlus. */
  severity: 1 | 2 | 3 | 4 | 5;
}

export interface EvidenceInfo {
  code: string;
  type: EvidenceType;
  /** The evidence whose 'yes' this one follows up (DDXPlus code_question), or null for a top-level question. */
  parent: string | null;
  /** History and risk factors (true) as opposed to current symptoms (false). */
  isAntecedent: boolean;
  /** The friendly question put to a patient. */
  question: Question;
  /** The question as worded in DDXPlus. */
  sourceQuestion: string;
  /** The value meaning "nothing to report" (false, 0 or a value code). */
  defaultValue: EvidenceValue;
  /** Why a positive answer is a danger sign, when it is one. */
  redFlag: string | null;
}

export interface KnowledgeBase {
  readonly pathologies: readonly PathologyInfo[];
  readonly evidences: readonly EvidenceInfo[];
  pathology(name: string): PathologyInfo | undefined;
  evidence(code: string): EvidenceInfo | undefined;
  /** The friendly question for an evidence, with its options. */
  question(code: string): Question | undefined;
  /** Whether this evidence (optionally with this answer) is a danger sign. Without a value, asks whether a positive answer would be. */
  isRedFlag(code: string, value?: EvidenceValue): boolean;
  /** Codes of the danger-sign evidences. */
  readonly redFlags: readonly string[];
  /** Credit owed for the bundled data (DDXPlus, CC BY 4.0). */
  readonly attribution: string;
}
