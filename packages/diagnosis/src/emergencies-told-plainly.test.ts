import { describe, expect, it } from 'vitest';
import { assessmentOf, loadKnowledgeBase, understand, type Disposition } from './index.js';
import { interviewFromWords } from './test-support.js';

/**
 * Emergencies and urgent exposures whose telling the reader missed: pain climbing "much worse despite" painkillers in a
 * fresh plaster, a bat scratch told with the place before the animal, and a feverish toddler who will not turn his neck.
 */
const kb = loadKnowledgeBase();

function consult(words: string, age: number, sex: 'F' | 'M') {
  const { interview } = interviewFromWords(kb, words, { age, sex }, []);
  const ranked = assessmentOf(kb, interview).differential.map((d) => kb.pathology(d.pathology)?.id ?? d.pathology);
  return { top: ranked.slice(0, 3), disposition: interview.disposition() as Disposition };
}

const read = (words: string) => new Map(understand(kb, words).map((o) => [o.evidence, o.value]));

describe('emergencies told plainly', () => {
  it('pain getting much worse despite strong painkillers after a plaster cast is compartment syndrome, for 000 (OHCM)', () => {
    const { top, disposition } = consult(
      'My broken shin was put in a plaster cast today. Tonight the pain keeps getting a lot worse even with strong painkillers',
      24,
      'M',
    );
    expect(top[0]).toBe('compartment_syndrome');
    expect(disposition).toBe('emergency');
    expect(read('the pain is getting much worse despite strong painkillers').get('tight_limb_severe_pain')).toBe(true);
    // Worse pain alone, with nothing against pain relief, is not the tense limb.
    expect(read('the pain in my leg is getting much worse').get('tight_limb_severe_pain')).toBeUndefined();
  });

  it('scratched on the wrist by a flying fox is a possible lyssavirus exposure, seen today (Immunisation Handbook)', () => {
    const { top, disposition } = consult(
      'I was scratched on my left wrist by a flying fox I was freeing from a fruit tree net. I feel fine',
      33,
      'F',
    );
    expect(top[0]).toBe('lyssavirus_exposure');
    expect(disposition).toBe('urgent');
    expect(read('she got bitten on her finger by an injured bat').get('bat_or_overseas_bite')).toBe(true);
    expect(read('bitten on the hand by a monkey in Bali').get('bat_or_overseas_bite')).toBe(true);
    // A dog bite at home is not a lyssavirus exposure.
    expect(read('bitten on the hand by our dog').get('bat_or_overseas_bite')).toBeUndefined();
  });

  it('a feverish three-year-old who will not turn his neck and drools is a retropharyngeal abscess, for 000 (RCH)', () => {
    const { top, disposition } = consult(
      'My son is 3, he has had a high fever since yesterday and won’t turn his neck. He is drooling and will not eat or drink',
      3,
      'M',
    );
    expect(top[0]).toBe('retropharyngeal_abscess');
    expect(disposition).toBe('emergency');
    expect(read('I will not turn my neck').get('E_192')).toBe(true);
  });
});
