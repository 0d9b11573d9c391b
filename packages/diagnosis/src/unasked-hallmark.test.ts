import { describe, expect, it } from 'vitest';
import { assessmentOf, createInterview, loadKnowledgeBase, understand } from './index.js';
import { answerTheRestNo } from './test-support.js';

const kb = loadKnowledgeBase();
const FACIAL_WEAKNESS = 'E_156';
const FACE_ARM_OR_LEG_WEAKNESS = 'E_176'; // limb_face_weakness

function earache(maxQuestions?: number) {
  const interview = createInterview(kb, { age: 40, sex: 'M' }, maxQuestions ? { maxQuestions } : undefined);
  for (const o of understand(kb, 'my ear hurts')) interview.observe(o.evidence, o.value);
  return interview;
}

describe('the defining finding of a condition about to be named', () => {
  it('is asked before an earache with every answer no could end on Bell palsy', () => {
    const interview = earache();
    const asked = answerTheRestNo(interview, (q) => (q.evidence === 'duration' ? 'days' : undefined));
    expect(asked).toContain(FACIAL_WEAKNESS);
    const assessment = assessmentOf(kb, interview);
    const named = assessment.sure ? [assessment.differential[0]!] : assessment.possibilities;
    expect(named.map((d) => d.pathology)).not.toContain("Bell's palsy");
  });

  it('takes the last question left, when the interview would otherwise end on it unasked', () => {
    // Sixteen questions: as many as the chat leaves an earache answered no, after age, sex and a re-asked duration.
    const interview = earache(16);
    const asked = answerTheRestNo(interview, (q) => (q.evidence === 'duration' ? 'days' : undefined));
    expect(asked).toHaveLength(16);
    expect(asked.at(-1)).toBe(FACIAL_WEAKNESS);
    expect(assessmentOf(kb, interview).differential[0]?.pathology).not.toBe("Bell's palsy");
  });

  it('is not asked when the patient told one of the defining findings already', () => {
    const interview = createInterview(kb, { age: 40, sex: 'M' });
    for (const o of understand(
      kb,
      "woke up and the right side of my face won't work, can't close my eye and my mouth droops",
    ))
      interview.observe(o.evidence, o.value);
    expect(interview.differential()[0]?.pathology).toBe("Bell's palsy");
    const asked = answerTheRestNo(interview);
    expect(asked).not.toContain(FACE_ARM_OR_LEG_WEAKNESS);
    expect(assessmentOf(kb, interview).differential[0]?.pathology).toBe("Bell's palsy");
  });
});
