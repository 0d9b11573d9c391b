import { describe, expect, it } from 'vitest';
import { assessmentOf } from './assessment.js';
import { createInterview } from './interview.js';
import { loadKnowledgeBase } from './knowledge-base.js';
import { interviewed, topId } from './test-support.js';
import { understand } from './understanding/understand.js';

const kb = loadKnowledgeBase();

describe('a defining finding the patient is not sure of', () => {
  it('an earache answered "not sure" to every question names no condition', () => {
    const interview = createInterview(kb, { age: 35, sex: 'M' });
    for (const o of understand(kb, 'my ear hurts')) interview.observe(o.evidence, o.value);
    for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) interview.decline(q.evidence);
    expect(assessmentOf(kb, interview).sure).toBe(false);
  });

  it('the textbook patient who says it is still named', () => {
    for (const id of ['otitis_externa', 'shingles', 'olecranon_bursitis']) {
      const interview = interviewed(kb, id);
      expect(topId(kb, interview), id).toBe(id);
      expect(assessmentOf(kb, interview).sure, id).toBe(true);
    }
  });
});
