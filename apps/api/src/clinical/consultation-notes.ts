import { loadKnowledgeBase, type Observation } from '@telehealth/diagnosis';
import { findingsOf, type Findings } from '../consultation/findings.js';
import { readState } from '../consultation/state.js';

/** What the AI consultation recorded, for the letters a doctor issues: the patient's words and answers. */
export interface ConsultationNotes {
  complaint: string | null;
  age: number | null;
  sex: 'M' | 'F' | null;
  findings: Findings;
  images: number;
}

const isObservation = (o: unknown): o is Observation =>
  typeof o === 'object' &&
  o !== null &&
  typeof (o as Observation).evidence === 'string' &&
  (o as Observation).value !== undefined;

/**
 * The notes kept in a conversation's consultation state, read defensively: a state of another shape
 * (an older version, a hand-edited row) gives what it can, and no notes when there is nothing.
 */
export function consultationNotesOf(stored: unknown): ConsultationNotes | null {
  const state = readState(stored);
  const observations = Array.isArray(state.observations) ? state.observations.filter(isObservation) : [];
  const unknown = Array.isArray(state.unknown) ? state.unknown.filter((c): c is string => typeof c === 'string') : [];
  const complaint = typeof state.complaint === 'string' && state.complaint.trim() ? state.complaint : null;
  if (!complaint && observations.length === 0) return null;
  return {
    complaint,
    age: typeof state.age === 'number' && Number.isFinite(state.age) ? state.age : null,
    sex: state.sex === 'M' || state.sex === 'F' ? state.sex : null,
    findings: findingsOf(loadKnowledgeBase(), observations, unknown),
    images: typeof state.images === 'number' && Number.isFinite(state.images) ? state.images : 0,
  };
}
