import { describe, expect, it } from 'vitest';
import { emergencyDiscriminatorOf, loadKnowledgeBase } from './index.js';
import { interviewAnswered } from './test-support.js';

/**
 * Voices or false beliefs in the weeks after a birth: postpartum psychosis, a psychiatric emergency (RANZCP perinatal
 * mental health; NICE CG192).
 */
const kb = loadKnowledgeBase();
const reason = 'hearing voices or false beliefs in the weeks after a birth';

describe('psychosis in the weeks after a birth', () => {
  it('calls hearing voices nine days after a birth an emergency', () => {
    const interview = interviewAnswered(kb, 28, 'F', [
      ['recent_birth', true],
      ['hearing_voices', true],
    ]);
    expect(emergencyDiscriminatorOf(interview)).toBe(reason);
    expect(interview.disposition()).toBe('emergency');
  });
  it('calls a false belief about the baby after a birth an emergency', () => {
    const interview = interviewAnswered(kb, 28, 'F', [
      ['recent_birth', true],
      ['paranoid_beliefs', true],
    ]);
    expect(emergencyDiscriminatorOf(interview)).toBe(reason);
  });
  it('does not call tearfulness and poor sleep after a birth one', () => {
    const interview = interviewAnswered(kb, 28, 'F', [
      ['recent_birth', true],
      ['insomnia', true],
      ['hearing_voices', false],
      ['paranoid_beliefs', false],
    ]);
    expect(emergencyDiscriminatorOf(interview)).not.toBe(reason);
  });
  it('does not call voices without a recent birth this one', () => {
    const interview = interviewAnswered(kb, 28, 'F', [
      ['recent_birth', false],
      ['hearing_voices', true],
    ]);
    expect(emergencyDiscriminatorOf(interview)).not.toBe(reason);
  });
});
