import type { BodySystem, Urgency } from '../knowledge/types.js';

/**
 * A patient case written from a textbook presentation, in the patient's own words. The simulated
 * patient opens with `says` and answers every question from `facts` (read by the same understand()
 * the chat uses); anything the facts do not mention is answered "no".
 */
export interface Vignette {
  /** Unique, e.g. 'gut-appendicitis-1'. */
  id: string;
  system: BodySystem;
  age: number;
  sex: 'F' | 'M';
  /** The first message, as a patient (or a parent) would type it. */
  says: string;
  /** Short sentences in lay words: what is there and what is not ("It burns when I pee.", "No fever."). */
  facts: string[];
  /** The condition id, or 'not-explained' for a condition the knowledge base does not cover. */
  expected: string;
  /** The disposition a clinician would give. */
  urgency: Urgency;
  /** The textbook or guideline the presentation was written from (a key of SOURCES, and where). */
  source: string;
}

/** Expected outcome of a case whose condition the knowledge base does not know. */
export const NOT_EXPLAINED = 'not-explained';
