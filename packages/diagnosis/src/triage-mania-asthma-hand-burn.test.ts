import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand, type Disposition } from './index.js';
import { interviewFromWords } from './test-support.js';

/**
 * Three reasons for a doctor today that the thirteenth triage batch sent to "within days": mania in someone known
 * to have bipolar disorder who stopped lithium (RANZCP mood disorders 2020), a reliever needed every 3 hours (National
 * Asthma Council, Australian Asthma Handbook: flare-ups), and a blistering burn of a child's fingers (ANZBA burns
 * referral criteria: hands, feet, face, genitals and joints are referred whatever the size; RCH burns).
 */
const kb = loadKnowledgeBase();
const read = (words: string) => understand(kb, words).map((o) => o.evidence);

/** Opening words, then every question answered from the patient's other words ("no" where they are silent). */
function fromFacts(words: string, age: number, sex: 'F' | 'M', facts: string[]): Disposition {
  const { interview } = interviewFromWords(kb, words, { age, sex }, facts);
  return interview.disposition();
}

describe('mania in known bipolar disorder', () => {
  it("reads the patient's own bipolar disorder or lithium, not a relative's", () => {
    expect(read('I have bipolar disorder and stopped my lithium a month ago.')).toContain('known_bipolar');
    expect(read("I'm on lithium")).toContain('known_bipolar');
    expect(read('my brother has bipolar disorder')).not.toContain('known_bipolar');
  });

  it('is a doctor today', () => {
    const words = "haven't slept for 3 nights, I've got so many ideas, I feel amazing";
    const facts = ['I have bipolar disorder and stopped my lithium a month ago.', "I'm not hearing voices."];
    expect(fromFacts(words, 35, 'M', facts)).toBe('urgent');
  });
});

describe('a reliever needed every 3 hours', () => {
  it('reads it as a flare-up, and daily use as poor control only', () => {
    expect(read('my asthma is playing up, I need my puffer every 3 hours')).toContain('reliever_not_helping');
    expect(read('I use my ventolin every day')).not.toContain('reliever_not_helping');
  });

  it('is a doctor today while the patient can talk in sentences', () => {
    const words = 'my asthma is playing up, I need my puffer every 3 hours';
    expect(fromFacts(words, 33, 'F', ['I can talk in full sentences.', 'My lips are a normal colour.'])).toBe('urgent');
  });
});

describe("a blistering burn of a child's fingers", () => {
  it('is a doctor today, and a red burn of the arm without blisters is not', () => {
    const facts = ['There are blisters on three of his fingers.', 'No other burns.'];
    expect(fromFacts('he grabbed the hot iron and burnt his fingers', 1.5, 'M', facts)).toBe('urgent');
    expect(['days', 'self-care']).toContain(
      fromFacts('I burnt my forearm on the oven door', 30, 'F', ["It's red but there are no blisters."]),
    );
  });
});
