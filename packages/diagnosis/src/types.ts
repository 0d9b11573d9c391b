import type { AskIf, BodySystem, FindingKind, Prevalence, Source, Telehealth } from './knowledge/types.js';

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

/** How soon care is needed: 000 now, a doctor today, a doctor within a few days, or self-care. */
export type Disposition = 'emergency' | 'urgent' | 'days' | 'self-care';

export type Sex = 'M' | 'F';

export interface Patient {
  age: number;
  sex: Sex;
}

export interface DifferentialEntry {
  /** The condition's name: the DDXPlus English name for its 49 ('URTI'), the clinical name for the rest. */
  pathology: string;
  icd10: string;
  probability: number;
}

export interface Interview {
  /** Records an answer, with DDXPlus codes such as 'E_91'. A later answer to the same evidence replaces the earlier one. */
  observe(evidence: string, value: EvidenceValue): void;
  /** The question awaiting an answer could not be answered ("not sure"): it counts as asked and is not asked again. */
  decline(evidence: string): void;
  /**
   * The next question: the presenting complaint's history first (its red flags always), then the most
   * informative one; null when enough is known or the cap is reached.
   */
  nextQuestion(): Question | null;
  /** Every condition, most probable first; the probabilities sum to 1 − unexplained(). */
  differential(): DifferentialEntry[];
  /** Probability that no condition of the knowledge base explains the findings. */
  unexplained(): number;
  /** The presenting complaint whose history is being taken (a complaint id such as 'headache'), if any. */
  complaint(): string | null;
  triage(): Triage;
  disposition(): Disposition;
  /** How many of the interview's own questions have been answered (volunteered observations do not count). */
  readonly asked: number;
  /** Plain JSON, to keep on the conversation and pass to restoreInterview. */
  toJSON(): InterviewState;
}

export interface InterviewOptions {
  /** Most questions the interview asks before it stops (default 20). */
  maxQuestions?: number;
  /** Stop once the most probable condition reaches this probability (default 0.85). */
  confidence?: number;
  /** Ask at least this many questions before stopping on confidence (default 0). */
  minQuestions?: number;
  /**
   * Whom the patient is drawn from: 'primary-care' (default: the conditions of general practice and
   * emergency departments at their real frequencies) or 'ddxplus' (the DDXPlus data set's synthetic
   * population: its 49 conditions at its own frequencies and ages, for its benchmark).
   */
  population?: Population;
}

/** Whom a patient is drawn from (see `InterviewOptions.population`). */
export type Population = 'primary-care' | 'ddxplus';

export interface InterviewState {
  version: 1;
  patient: Patient;
  observations: Observation[];
  /** Questions the patient could not answer. */
  declined?: string[];
  asked: number;
  /** The evidence of the last question handed out and not yet answered. */
  pending: string | null;
  options: Required<InterviewOptions>;
}

export interface PathologyInfo {
  /** Stable key, e.g. 'cystitis' or 'urti'. */
  id: string;
  /** The DDXPlus English name for its 49 conditions (kept as published, e.g. 'Larygospasm'), else the clinical name. */
  name: string;
  /** A plain-English name to show a patient. */
  plainName: string;
  icd10: string;
  /** The ICD-10 field as published in DDXPlus; the authored code for the other conditions. */
  sourceIcd10: string;
  /** 1 (most severe) to 5 (mildest): DDXPlus's for its conditions, from the urgency for the others. */
  severity: 1 | 2 | 3 | 4 | 5;
  urgency: Disposition;
  /** How often general practice and emergency departments see it. */
  prevalence: Prevalence;
  system: BodySystem;
  telehealth: Telehealth;
  /** One of the 49 DDXPlus conditions, with likelihoods fitted on DDXPlus patients. */
  ddxplus: boolean;
  /** Keys of the knowledge base's sources (kb.sources). */
  sources: readonly string[];
}

export interface EvidenceInfo {
  /** The code observations use: a DDXPlus code (E_91) or the finding's name for the others (dysuria). */
  code: string;
  /** The finding's readable name (fever, dysuria). */
  name: string;
  /** Short clinical label for summaries ("dysuria", "fever"). */
  label: string;
  kind: FindingKind;
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
  /** Who the question may be put to, when it is not everyone. */
  askIf: AskIf | null;
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
  /** Where the authored knowledge comes from, by key. */
  readonly sources: Readonly<Record<string, Source>>;
}
