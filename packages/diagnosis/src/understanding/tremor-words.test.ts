import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * A tremor told as "a shake in the hands", with the action that brings it on told after the hands (essential
 * tremor: NICE CKS; Murtagh). A shake in the voice is not a tremor of the hands.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  ['he has a shake in both hands when he holds a cup or writes', { action_tremor: true }],
  ['a tremor in her hands while she is pouring the tea', { action_tremor: true }],
  ['my mum has a shake in her hands', { tremor: true }],
  ['a tremble in my fingers', { tremor: true }],
  ['I had a shake in my voice at the interview', {}, ['tremor', 'action_tremor']],
];

describe('a shake in the hands, read as a tremor', () => {
  it.each(CASES)('%s', (text, expected, absent) => expectReading(kb, text, expected, absent));
});
