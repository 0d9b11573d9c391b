import { describe, expect, it } from 'vitest';
import { emergencyDiscriminatorOf, loadKnowledgeBase } from './index.js';
import { interviewAnswered } from './test-support.js';

/**
 * A sudden, severe pain low on one side of the belly with vomiting in a girl or young woman is a twisted ovary until
 * a surgeon says otherwise (RANZCOG acute pelvic pain; Rosen's): 000, whatever the differential ranks first — a
 * restless teenager's torsion had ended as a kidney stone, urgent.
 */
const kb = loadKnowledgeBase();
const REASON = 'sudden severe pain low on one side of the belly with vomiting in a girl or young woman';

const TORSION: [string, unknown][] = [
  ['E_53', true],
  ['E_55', ['V_87']],
  ['E_56', 8],
  ['E_59', 9],
  ['E_211', true],
  ['duration', 'hours'],
];

describe('ovarian torsion', () => {
  it('calls the sudden severe one-sided low belly pain with vomiting in a girl of 15 an emergency', () => {
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 15, 'F', TORSION))).toBe(REASON);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 30, 'F', TORSION))).toBe(REASON);
  });

  it('does not for a boy, without vomiting, with a gradual pain, with blood in the urine or a fever, or for days', () => {
    const without = (finding: string) => TORSION.filter(([e]) => e !== finding);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 15, 'M', TORSION))).not.toBe(REASON);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 15, 'F', without('E_211')))).not.toBe(REASON);
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 15, 'F', [...without('E_59'), ['E_59', 2]]))).not.toBe(
      REASON,
    );
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 15, 'F', [...TORSION, ['haematuria', true]]))).not.toBe(
      REASON,
    );
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 15, 'F', [...TORSION, ['E_91', true]]))).not.toBe(REASON);
    expect(
      emergencyDiscriminatorOf(interviewAnswered(kb, 15, 'F', [...without('duration'), ['duration', 'days']])),
    ).not.toBe(REASON);
  });
});
