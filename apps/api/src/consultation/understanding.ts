import { understand } from '@telehealth/diagnosis';
import type { KnowledgeBase, Observation, Patient, Question } from '@telehealth/diagnosis';
import { RecentReadings } from './recent-readings.js';

const readings = new WeakMap<KnowledgeBase, RecentReadings>();

function readingsOf(kb: KnowledgeBase): RecentReadings {
  let recent = readings.get(kb);
  if (!recent) readings.set(kb, (recent = new RecentReadings()));
  return recent;
}

/**
 * The patient's words as observations; never throws (words it cannot read give none). Reading runs
 * every phrasing of the vocabulary over the words, most of a turn's CPU, and the same words are read
 * more than once (a turn's step and its crisis check; "No" or a tapped option by every patient), so
 * readings are kept (see recent-readings.ts): the result is the same, since reading depends on nothing else.
 */
export function understandWords(
  kb: KnowledgeBase,
  text: string,
  question?: Question | null,
  patient?: Partial<Patient>,
): Observation[] {
  const context = {
    ...(question ? { question: { evidence: question.evidence, type: question.type } } : {}),
    ...(patient ? { patient } : {}),
  };
  return readingsOf(kb).read(text, context, () => {
    try {
      return understand(kb, text, context);
    } catch {
      return [];
    }
  });
}
