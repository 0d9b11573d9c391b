import { describe, expect, it } from 'vitest';
import {
  createInterview,
  emergencyDiscriminatorOf,
  leadingProbabilityOf,
  loadKnowledgeBase,
  restoreInterview,
  understand,
} from './index.js';
import type { EvidenceValue, Interview, Question } from './types.js';

const kb = loadKnowledgeBase();

/** An answer of the question's kind: yes or no by turns, else its first option. */
function answerTo(question: Question, turn: number): EvidenceValue {
  if (question.type === 'B') return turn % 2 === 0;
  const first = question.options?.[0]?.value ?? 0;
  return question.type === 'M' ? [String(first)] : first;
}

/** What an interview says of the answers as they stand, read once more from a fresh restore of its state. */
const afresh = (interview: Interview) => restoreInterview(kb, interview.toJSON());

describe('what an interview keeps between readings', () => {
  it('gives the differential’s first probability as leadingProbabilityOf, answer after answer', () => {
    const interview = createInterview(kb, { age: 34, sex: 'F' });
    expect(leadingProbabilityOf(interview)).toBe(interview.differential()[0]!.probability);
    for (const o of understand(kb, "I've had a sore throat and a runny nose for two days"))
      interview.observe(o.evidence, o.value);
    for (let turn = 0; turn < 8; turn++) {
      expect(leadingProbabilityOf(interview)).toBe(interview.differential()[0]!.probability);
      const question = interview.nextQuestion();
      if (!question) break;
      interview.observe(question.evidence, answerTo(question, turn));
    }
  });

  it('reads the triage afresh once an answer changes it, as a restored interview reads it', () => {
    const interview = createInterview(kb, { age: 58, sex: 'M' });
    for (const o of understand(kb, 'I have a fever')) interview.observe(o.evidence, o.value);
    // Read before the answer that changes them: a kept reading must not outlive it.
    expect(interview.triage()).toBe('routine');
    expect(emergencyDiscriminatorOf(interview)).toBeNull();
    for (const o of understand(kb, 'I have a rash that does not fade when I press a glass on it'))
      interview.observe(o.evidence, o.value);
    const restored = afresh(interview);
    expect(interview.triage()).toBe(restored.triage());
    expect(emergencyDiscriminatorOf(interview)).toBe(emergencyDiscriminatorOf(restored));
    expect(interview.triage()).toBe('emergency');
    expect(emergencyDiscriminatorOf(interview)).toBe('fever with a non-blanching rash');
  });

  it('chooses the same next question after a question is declined as a restored interview does', () => {
    const interview = createInterview(kb, { age: 30, sex: 'F' });
    for (const o of understand(kb, 'I have a headache and I feel sick')) interview.observe(o.evidence, o.value);
    const first = interview.nextQuestion();
    expect(first).not.toBeNull();
    interview.decline(first!.evidence);
    expect(interview.nextQuestion()?.evidence).toBe(afresh(interview).nextQuestion()?.evidence);
  });
});
