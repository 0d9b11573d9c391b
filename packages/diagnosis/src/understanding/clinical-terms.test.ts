import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from '../index.js';

const kb = loadKnowledgeBase();
const read = (text: string) => Object.fromEntries(understand(kb, text).map((o) => [o.evidence, o.value]));

describe("clinicians' words", () => {
  it.each([
    ['2 days of dysuria, frequency and urgency', { dysuria: true, urinary_frequency: true, urinary_urgency: true }],
    ['urinary frequency', { urinary_frequency: true }],
    ['denies syncope', { E_159: false }],
    ['presyncopal episodes on standing', { E_82: true }],
    ['rhinorrhoea and sneezing', { E_181: true }],
    ['cervical lymphadenopathy', { E_9: true }],
    ['new diplopia', { E_52: true }],
    ['paraesthesiae in both hands', { E_177: true }],
    ['altered mental status', { E_39: true }],
    ['polydipsia and polyuria', { thirst: true }],
    ['orthopnoea', { E_217: true }],
    ['PR bleeding for a week', { E_179: true }],
    ['generalised pruritus', { E_136: 6 }],
    ['pruritus ani', { anal_itch: true }],
    ['galactorrhoea', { nipple_discharge: true }],
    ['dysarthria', { E_63: true }],
    ['early satiety', { E_161: true }],
    ['hearing loss', { hearing_loss: true }],
    ['anosmia', { E_103: true }],
  ] as const)('%s', (text, expected) => expect(read(text)).toMatchObject(expected));

  it('leaves words with other meanings alone', () => {
    expect(read('the frequency of my headaches is increasing')).not.toHaveProperty('urinary_frequency');
  });
});
