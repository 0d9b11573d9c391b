import { describe, expect, it } from 'vitest';
import { createInterview, emergencyDiscriminatorOf, loadKnowledgeBase, understand } from './index.js';
import { interviewAnswered } from './test-support.js';

/**
 * The tenth batch's rules: stridor with drooling (RCH acute upper airway obstruction), a hot swollen joint with a
 * fever (eTG septic arthritis, NICE CKS gout: same-day hospital; 000 only with sepsis signs, NICE NG51), and a
 * baby's feeding told as "less" (RCH bronchiolitis: under half of usual is severe, so it is asked, not assumed).
 */
const kb = loadKnowledgeBase();

/** An interview opened with these words. */
function opened(words: string, age: number, sex: 'F' | 'M') {
  const interview = createInterview(kb, { age, sex });
  for (const o of understand(kb, words, { patient: { age, sex } })) interview.observe(o.evidence, o.value);
  return interview;
}

describe('stridor with drooling', () => {
  it('calls noisy breathing in with drooling an airway closing, and asks the drooling once stridor is told', () => {
    const reason = 'noisy breathing in (stridor) with drooling';
    const stridor: [string, unknown][] = [
      ['E_194', true],
      ['duration', 'hours'],
    ];
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 3, 'F', [...stridor, ['E_190', true]]))).toBe(reason);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 3, 'F', [...stridor, ['E_190', false]]))).not.toBe(reason);
    const interview = opened('my toddler is making a high whistly sound when he breathes in', 2, 'M');
    const asked: string[] = [];
    for (let q = interview.nextQuestion(); q && asked.length < 6; q = interview.nextQuestion()) {
      asked.push(q.evidence);
      if (q.type === 'B') interview.observe(q.evidence, false);
      else interview.decline(q.evidence);
    }
    expect(asked).toContain('E_190');
  });

  it('does not call a croup that only squeaks when crying an emergency', () => {
    const interview = interviewAnswered(kb, 2, 'M', [
      ['barking_cough', true],
      ['duration', 'hours'],
      ['E_190', false],
      ['laboured_breathing', false],
    ]);
    expect(interview.disposition()).not.toBe('emergency');
  });
});

describe('a hot swollen joint with a fever', () => {
  const hotJointWithFever: [string, unknown][] = [
    ['hot_swollen_joint', true],
    ['E_91', true],
    ['duration', 'hours'],
  ];

  it('is a doctor today (same-day hospital) when there is no sign of sepsis, gout or not', () => {
    const interview = interviewAnswered(kb, 64, 'M', [...hotJointWithFever, ['gout_history', true]]);
    expect(emergencyDiscriminatorOf(interview)).toBeNull();
    for (const sign of ['E_94', 'rigors', 'E_155', 'laboured_breathing', 'E_82', 'E_159', 'E_39', 'drowsy'])
      interview.observe(sign, false);
    expect(interview.disposition()).toBe('urgent');
  });

  it('is 000 with shivers, a racing heart or faintness (NICE NG51)', () => {
    for (const sign of ['E_94', 'E_155', 'E_82'])
      expect(emergencyDiscriminatorOf(interviewAnswered(kb, 64, 'M', [...hotJointWithFever, [sign, true]])), sign).toBe(
        'a hot, swollen joint with a fever and shivers, a racing heart or faintness',
      );
  });

  it('asks the shivers of a hot joint with a fever', () => {
    const interview = interviewAnswered(kb, 64, 'M', hotJointWithFever);
    const asked: string[] = [];
    for (let q = interview.nextQuestion(); q && asked.length < 4; q = interview.nextQuestion()) {
      asked.push(q.evidence);
      interview.observe(q.evidence, q.type === 'B' ? false : ([] as never));
    }
    expect(asked).toContain('E_94');
  });
});

describe("a baby's feeding told as less", () => {
  it('asks whether a breathless baby feeding less takes under half, and calls it an emergency only if so', () => {
    const words = 'my 5 month old is breathing quicker than normal and feeding less';
    const interview = opened(words, 0.42, 'F');
    interview.observe('duration', 'days');
    expect(interview.disposition()).not.toBe('emergency');
    const asked: string[] = [];
    for (let q = interview.nextQuestion(); q && asked.length < 8; q = interview.nextQuestion()) {
      asked.push(q.evidence);
      if (q.evidence === 'poor_feeding') break;
      if (q.type === 'B') interview.observe(q.evidence, false);
      else interview.decline(q.evidence);
    }
    expect(asked).toContain('poor_feeding');
    interview.observe('poor_feeding', true);
    expect(interview.disposition()).toBe('emergency');
  });
});
