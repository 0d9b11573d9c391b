import type { EvidenceValue, Question } from '@telehealth/diagnosis';
import { readAnswer } from './answers.js';
import { patientOf, recordObservations } from './interview-state.js';
import type { Turn } from './turn.js';

export interface RecordedAnswer {
  /** The question's answer was recorded. */
  answered: boolean;
  value: EvidenceValue | undefined;
  /** The patient said they do not know. */
  unsure: boolean;
}

/**
 * The patient's reply to the question put: read by the embedded reader, then by the LLM when there is one and the
 * words could not be placed; whatever else they told is recorded with it.
 */
export async function recordQuestionAnswer(turn: Turn, question: Question): Promise<RecordedAnswer> {
  const s = turn.state;
  const read = readAnswer(turn.kb, question, turn.text, patientOf(s));
  let value = read.value;
  const volunteered = [...read.volunteered];
  if (value === undefined && !read.unsure && turn.llm) {
    const extracted = (await turn.llm.extract({ text: turn.text, question })) ?? [];
    value = extracted.find((o) => o.evidence === question.evidence)?.value;
    volunteered.push(...extracted.filter((o) => o.evidence !== question.evidence));
  }
  recordObservations(turn.kb, s, volunteered);
  const answered =
    value !== undefined && recordObservations(turn.kb, s, [{ evidence: question.evidence, value }]).length > 0;
  return { answered, value, unsure: read.unsure };
}
