import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

describe('a bare denial of one named finding', () => {
  it('reads a denial standing alone as a no', () => {
    expectReading(kb, 'No fits.', { E_43: false });
    expectReading(kb, 'No light sensitivity.', { photophobia: false });
    expectReading(kb, 'nil vertigo', { vertigo: false });
    expectReading(kb, 'Denies photophobia.', { photophobia: false });
    expectReading(kb, 'No ringing.', { tinnitus: false });
    expectReading(kb, 'No testicle pain.', { testicular_pain: false });
    expectReading(kb, 'No burning when she passes urine.', { dysuria: false });
    expectReading(kb, 'No locking or giving way.', { joint_locking: false });
  });
  it("carries a list's denial to each item", () => {
    expectReading(kb, 'No fever, vomiting or fits.', { E_91: false, E_211: false, E_43: false });
    expectReading(kb, 'No fever, rash or neck stiffness.', { E_91: false, E_129: false, neck_stiffness: false });
    expectReading(kb, 'No ear pain or discharge.', { ear_discharge: false });
  });
  it('reads the usual denials of the vocabulary as before', () => {
    expectReading(kb, 'No fever.', { E_91: false });
    expectReading(kb, 'Denies vomiting.', { E_211: false });
    expectReading(kb, 'nil SOB', { E_66: false });
  });
  it('does not deny what "but" tells after it, nor what is only doubted', () => {
    expectReading(kb, 'no fever but a cough', { E_91: false, E_201: true });
    expectReading(kb, 'No fever but fits', { E_91: false }, ['E_43']);
    expectReading(kb, 'not sure if fits', {}, ['E_43']);
    expectReading(kb, 'not sure if fever', {}, ['E_91']);
  });
  it('never reads the bare words as a finding told', () => {
    expectReading(kb, 'fits', {}, ['E_43']);
    expectReading(kb, 'spinning', {}, ['vertigo']);
    expectReading(kb, 'I have had two fits', { E_43: true });
  });
  it('reads nothing from a denial that could name many findings, or a pain denied in one place', () => {
    for (const words of ['No bleeding.', 'No discharge.', 'No weakness.', 'No chest pain.', 'No headache.'])
      expect(understand(kb, words), words).toEqual([]);
    // A pain denied in one place is not pain denied everywhere.
    expectReading(kb, 'No chest pain but my arm hurts', { E_53: true });
  });
});
