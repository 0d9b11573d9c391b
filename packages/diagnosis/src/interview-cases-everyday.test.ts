import { describe, it } from 'vitest';
import { loadKnowledgeBase } from './index.js';
import { EVERYDAY_CASES, type ConsultationCase } from './interview-cases-everyday.js';
import { checkConsultation } from './test-support.js';

/**
 * The everyday batch (src/interview-cases-everyday.ts), driven as the consultation drives it: the right condition
 * must be among the first three and the disposition at least the urgency a clinician would give.
 */
const kb = loadKnowledgeBase();

/**
 * Still wrong, kept visible rather than dropped: each test fails until the model gets it right, and then must
 * move to the passing cases. A urinary infection at 20 weeks, left "not sure" and "within days". (A
 * 12-year-old's appendicitis told without the migration of the pain is right since appendicitis accounts for
 * the anorexia the appetite question asks about.)
 */
const KNOWN_MISSES = new Set(['uti_in_pregnancy']);

const check = (c: ConsultationCase) => checkConsultation(kb, c);

const missed = (c: ConsultationCase): boolean => KNOWN_MISSES.has([c[0]].flat()[0] as string);

describe('everyday consultations', () => {
  it.each(EVERYDAY_CASES.filter((c) => !missed(c)))('%s (%s %s): %s', (...c) => check(c));
  it.fails.each(EVERYDAY_CASES.filter(missed))('still missed: %s (%s %s): %s', (...c) => check(c));
});
