import { describe, it } from 'vitest';
import { loadKnowledgeBase, type EvidenceValue } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

describe('a denial opening a list', () => {
  it.each<[string, Record<string, EvidenceValue>]>([
    // An item stated by how bad it is, or counted or timed, is there.
    ['no drooling, mild recession', { E_190: false, laboured_breathing: true }],
    ['no stridor, moderate indrawing', { E_194: false, laboured_breathing: true }],
    ['no fever, vomiting twice', { E_91: false, E_211: true }],
    ['nil rash, cough for 3 days', { E_129: false, E_201: true }],
    ['no vomiting, diarrhoea x3', { E_211: false, E_51: true }],
    ['no fever, some nausea', { E_91: false, E_148: true }],
    ['denies chest pain, but short of breath', { E_66: true }],
    // Plain items are denied with the first.
    ['no fever, cough or rash', { E_91: false, E_201: false, E_129: false }],
    ['without fever, cough or rash', { E_91: false, E_201: false, E_129: false }],
    ['no cough, sore throat', { E_201: false, E_97: false }],
  ])('%s', (text, expected) => expectReading(kb, text, expected));

  it('reads recession with a degree as a child working hard to breathe, not gums', () => {
    expectReading(kb, 'mild recession', { laboured_breathing: true });
    expectReading(kb, 'gum recession', {}, ['laboured_breathing']);
  });
});
