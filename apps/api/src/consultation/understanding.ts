import { understand } from '@telehealth/diagnosis';
import type { KnowledgeBase, Observation, Question } from '@telehealth/diagnosis';

/** The patient's words as DDXPlus observations; never throws (words it cannot read give none). */
export function understandWords(kb: KnowledgeBase, text: string, question?: Question | null): Observation[] {
  try {
    return understand(kb, text, question ? { question: { evidence: question.evidence, type: question.type } } : {});
  } catch {
    return [];
  }
}
