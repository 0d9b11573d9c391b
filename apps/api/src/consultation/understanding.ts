import * as diagnosis from '@telehealth/diagnosis';
import type { KnowledgeBase, Observation, Question } from '@telehealth/diagnosis';

type Understand = (kb: KnowledgeBase, text: string, context?: { question?: Question }) => Observation[];

// Looked up at run time so the API still builds against a diagnosis build that predates `understand`.
const packaged = (diagnosis as unknown as { understand?: Understand }).understand;

/** The patient's words as DDXPlus observations; never throws (words it cannot read give none). */
export function understandWords(kb: KnowledgeBase, text: string, question?: Question | null): Observation[] {
  if (!packaged) return [];
  try {
    return packaged(kb, text, question ? { question: { evidence: question.evidence, type: question.type, text: question.text } } : {});
  } catch {
    return [];
  }
}
