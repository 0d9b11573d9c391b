import type { Observation, Patient, QuestionRef } from '@telehealth/diagnosis';

/** What a reading depends on besides the words: the question asked, and who the patient is. */
export interface ReadingContext {
  question?: QuestionRef;
  patient?: Partial<Patient>;
}

/**
 * Replies this short are the ones many patients send alike ("No", "About a 3", "34", a tapped option):
 * they are kept for every patient. Longer words are one patient's own and are kept only until the next
 * long words are read, which is enough for the checks of one turn to share one reading.
 */
export const SHARED_UP_TO = 40;
/** The short replies kept, least recently read dropped first. */
export const SHARED_READINGS = 2000;

function keyOf(text: string, { question, patient }: ReadingContext): string {
  // A patient object, even an empty one, changes the reading (phrasings that fit nobody are left out).
  const who = patient ? `${patient.age ?? ''}|${patient.sex ?? ''}` : '-';
  return `${question ? `${question.evidence}|${question.type}` : '-'}\u0000${who}\u0000${text}`;
}

/** A copy, so that no caller changes a kept reading (multiple-choice answers are arrays). */
const copyOf = (observations: readonly Observation[]): Observation[] =>
  observations.map(({ evidence, value }) => ({ evidence, value: Array.isArray(value) ? [...value] : value }));

/** Readings of the patient's words already worked out; reading is a pure function of words and context. */
export class RecentReadings {
  readonly #shared = new Map<string, readonly Observation[]>();
  #last: { key: string; observations: readonly Observation[] } | null = null;

  read(text: string, context: ReadingContext, reading: () => Observation[]): Observation[] {
    const key = keyOf(text, context);
    const shared = text.length <= SHARED_UP_TO;
    const kept = shared ? this.#shared.get(key) : this.#last?.key === key ? this.#last.observations : undefined;
    if (kept) {
      if (shared) {
        // Most recently read last: the first key is the one to drop.
        this.#shared.delete(key);
        this.#shared.set(key, kept);
      }
      return copyOf(kept);
    }
    const observations = copyOf(reading());
    if (shared) {
      this.#shared.set(key, observations);
      if (this.#shared.size > SHARED_READINGS) this.#shared.delete(this.#shared.keys().next().value!);
    } else {
      this.#last = { key, observations };
    }
    return copyOf(observations);
  }

  /** How many short replies are kept (for tests of the bound). */
  get sharedCount(): number {
    return this.#shared.size;
  }
}
