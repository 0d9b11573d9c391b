import { describe, it } from 'vitest';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

describe('hearing that got worse over time', () => {
  it.each([
    'my hearing has slowly got worse in both ears',
    'his hearing has gradually become worse',
    'hearing is getting worse',
  ])('%s', (text) => expectReading(kb, text, { hearing_loss: true }));
});
