import { understand } from '@telehealth/diagnosis';
import type { KnowledgeBase, Observation, Patient, Question } from '@telehealth/diagnosis';

/** The patient's words as observations; never throws (words it cannot read give none). */
export function understandWords(
  kb: KnowledgeBase,
  text: string,
  question?: Question | null,
  patient?: Partial<Patient>,
): Observation[] {
  try {
    return understand(kb, text, {
      ...(question ? { question: { evidence: question.evidence, type: question.type } } : {}),
      ...(patient ? { patient } : {}),
    });
  } catch {
    return [];
  }
}
