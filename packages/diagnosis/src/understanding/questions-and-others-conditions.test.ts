import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();
const readFor = (words: string, age?: number) =>
  Object.fromEntries(
    understand(kb, words, age === undefined ? {} : { patient: { age } }).map((o) => [o.evidence, o.value]),
  );

describe("someone else's condition", () => {
  it('does not read a son or daughter with asthma, told by a parent, as a family history', () => {
    expectReading(kb, 'her son has asthma', {}, ['E_87']);
    expectReading(kb, 'my son with asthma has had a cough for two days', {}, ['E_87']);
    expectReading(kb, 'my daughter has asthma and a fever', {}, ['E_87']);
  });
  it("still reads a parent's or a brother's asthma as one", () => {
    expectReading(kb, 'my dad has asthma', { E_87: true });
    expectReading(kb, 'my brother has bad asthma', { E_87: true });
  });
});

describe("a question in the patient's words", () => {
  it('does not read the finding asked about as told', () => {
    expectReading(kb, 'is he depressed?', {}, ['low_mood']);
    expectReading(kb, "I'm worried it's a stroke", {}, ['E_107']);
  });
  it('still reads what is told beside the question', () => {
    expectReading(kb, 'is it normal that she is breathing so fast?', { laboured_breathing: true });
    expectReading(kb, 'the thing is he has been vomiting', { E_211: true });
    expectReading(kb, 'he is depressed', { low_mood: true });
  });
});

describe("one's own medicine is not a child's ingestion", () => {
  it('reads "I take tramadol" as an opioid the patient is on (and a medicine raising serotonin), not one pill that can kill', () => {
    const read = readFor('I take tramadol for my back');
    expect(read.takes_opioid).toBe(true);
    expect(read.serotonergic_medicine).toBe(true);
    expect(read.one_pill_can_kill).toBeUndefined();
    expect(readFor("I'm on blood pressure tablets").one_pill_can_kill).toBeUndefined();
  });
  it("still reads a parent's medicine a toddler may have swallowed", () => {
    expect(readFor('he got into my bag, I take amlodipine and he might have had one', 2).one_pill_can_kill).toBe(true);
    expect(readFor('they were her heart tablets').one_pill_can_kill).toBe(true);
    expect(readFor("she got into nana's verapamil").one_pill_can_kill).toBe(true);
  });
});
