import type { EvidenceType } from './types.js';

/** The bundled data file (data/model.json): the DDXPlus knowledge base in English plus counts from its patients. */
export interface ModelFile {
  format: 1;
  attribution: string;
  builtFrom: { files: string[]; patients: number };
  fit: FitParameters;
  /** Lower bounds of the age bands, in years. */
  ageBands: number[];
  pathologies: ModelPathology[];
  evidences: ModelEvidence[];
  counts: ModelCounts;
}

export interface ModelPathology {
  name: string;
  icd10: string;
  severity: number;
  /** Evidence codes DDXPlus links to the pathology (symptoms and antecedents). */
  evidences: string[];
}

export interface ModelEvidence {
  code: string;
  type: EvidenceType;
  parent: string | null;
  antecedent: boolean;
  question: string;
  defaultValue: string | number;
  /** Possible values for C and M evidences (value codes or 0–10). */
  values: (string | number)[];
  /** English meaning of each value code. */
  labels: Record<string, string>;
}

export interface ModelCounts {
  /** Patients per pathology. */
  patients: number[];
  /** [pathology][age band] patient counts. */
  age: number[][];
  /** Female patients per pathology. */
  female: number[];
  /** Parent evidence code → patients per pathology with the parent present. */
  parentPresent: Record<string, number[]>;
  /** Evidence code → flat triples (pathology index, value index, count). B evidences use value index 0 for "present". */
  evidence: Record<string, number[]>;
  /** Flat triples (true pathology index, listed pathology index, count): how often a patient's published differential lists a pathology. */
  differential: number[];
}

/** Smoothing and decision parameters, chosen on the train and dev patients only. */
export interface FitParameters {
  priorStrength: number;
  ageStrength: number;
  sexStrength: number;
  /** Pseudo-count pulling a pathology's evidence rate toward the pooled rate of the pathologies that share the evidence. */
  evidenceStrength: number;
  /** Rate of an evidence in a pathology DDXPlus does not link it to. */
  unlinkedRate: number;
  /** Exponent on the likelihoods, fit so that the probabilities are calibrated. */
  temper: number;
  /** Stop asking once the top pathology reaches this probability. */
  confidence: number;
  /** Ask at least this many questions before stopping on confidence. */
  minQuestions: number;
  /** Share of similar patients whose published differential lists a pathology, above which it is kept at the floor. */
  differentialShare: number;
  /** Probability given to a pathology kept in the differential only by that rule. */
  differentialFloor: number;
  triage: TriageParameters;
}

export interface TriageParameters {
  /** Probability of a severity-1 pathology that calls for emergency care. */
  emergencyCritical: number;
  /** Probability of a severity 1–2 pathology that calls for emergency care when a danger sign is present. */
  emergencySevereWithFlag: number;
  /** Probability of a severity 1–2 pathology that calls for emergency care without a danger sign. */
  emergencySevere: number;
  /** Probability of a severity 1–2 pathology that calls for urgent care (a danger sign always does). */
  urgentSevere: number;
}
