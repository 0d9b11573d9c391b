import { describe, expect, it } from 'vitest';
import { emergencyDiscriminatorOf, loadKnowledgeBase } from './index.js';
import { interviewAnswered } from './test-support.js';

/**
 * Jerking muscles with agitation, sweating or a tremor on a medicine that raises serotonin (Hunter criteria; eTG
 * serotonin toxicity), and drooling with a high fever without mouth sores (RCH acute upper airway obstruction).
 */
const kb = loadKnowledgeBase();

describe('serotonin toxicity by the Hunter criteria', () => {
  const reason = 'jerking muscles with agitation, sweating or a tremor on a medicine that raises serotonin';
  it('calls jerking with sweating on sertraline an emergency', () => {
    const interview = interviewAnswered(kb, 28, 'F', [
      ['serotonergic_medicine', true],
      ['muscle_jerking', true],
      ['E_50', true],
    ]);
    expect(emergencyDiscriminatorOf(interview)).toBe(reason);
    expect(interview.disposition()).toBe('emergency');
  });
  it('does not call sweating on sertraline without jerking one', () => {
    const interview = interviewAnswered(kb, 28, 'F', [
      ['serotonergic_medicine', true],
      ['E_50', true],
      ['muscle_jerking', false],
    ]);
    expect(emergencyDiscriminatorOf(interview)).not.toBe(reason);
  });
});

describe('drooling with a high fever', () => {
  const reason = 'drooling with a high fever';
  it('calls a drooling child with a high fever an emergency', () => {
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 4, 'M', [
          ['E_190', true],
          ['high_fever', true],
        ]),
      ),
    ).toBe(reason);
  });
  it('leaves the drooling of mouth ulcers with a fever (a gum infection) to the differential', () => {
    const interview = interviewAnswered(kb, 2, 'M', [
      ['E_190', true],
      ['high_fever', true],
      ['E_206', true],
    ]);
    expect(emergencyDiscriminatorOf(interview)).not.toBe(reason);
  });
});
