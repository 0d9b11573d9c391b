import { describe, expect, it } from 'vitest';
import { createInterview, loadKnowledgeBase } from './index.js';
import { answerFor, typicalPatient } from './test-support.js';

const kb = loadKnowledgeBase();

describe('nextQuestion', () => {
  it('never repeats a question and asks follow-ups only after their parent is a yes', () => {
    for (const name of ['Pericarditis', 'Anaphylaxis', 'Localized edema', 'GERD']) {
      const patient = typicalPatient(kb, name);
      const interview = createInterview(kb, { age: patient.age, sex: patient.sex }, { confidence: 1 });
      interview.observe(patient.initial, true);
      const seen = new Set<string>([patient.initial]);
      const yes = new Set<string>([patient.initial]);
      for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
        expect(seen.has(q.evidence)).toBe(false);
        const parent = kb.evidence(q.evidence)?.parent;
        if (parent) expect(yes.has(parent)).toBe(true);
        const answer = answerFor(kb, patient, q);
        seen.add(q.evidence);
        if (answer === true) yes.add(q.evidence);
        interview.observe(q.evidence, answer);
      }
      expect(interview.asked).toBeGreaterThan(0);
    }
  });

  it('keeps asking new questions up to the cap when the answers stay unclear', () => {
    const interview = createInterview(kb, { age: 40, sex: 'F' }, { confidence: 1.01 });
    interview.observe('E_89', true); // tired
    const seen = new Set<string>();
    for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
      expect(seen.has(q.evidence)).toBe(false);
      seen.add(q.evidence);
      interview.observe(q.evidence, q.type === 'B' ? false : kb.evidence(q.evidence)!.defaultValue);
    }
    expect(interview.asked).toBe(30);
    expect(seen.size).toBe(30);
  });

  it('asks about the details of a pain once the pain is known', () => {
    const interview = createInterview(kb, { age: 50, sex: 'M' }, { confidence: 1 });
    interview.observe('E_53', false);
    for (let i = 0; i < 10; i++) {
      const q = interview.nextQuestion()!;
      expect(['E_54', 'E_55', 'E_56', 'E_57', 'E_58', 'E_59']).not.toContain(q.evidence);
      interview.observe(q.evidence, false);
    }
    const withPain = createInterview(kb, { age: 50, sex: 'M' }, { confidence: 1 });
    withPain.observe('E_53', true);
    expect(['E_54', 'E_55', 'E_56', 'E_57', 'E_58', 'E_59']).toContain(withPain.nextQuestion()?.evidence);
  });

  it('asks the most informative question: not a question that cannot change anything', () => {
    const interview = createInterview(kb, { age: 3, sex: 'M' });
    interview.observe('E_194', true); // stridor in a toddler
    const q = interview.nextQuestion()!;
    // Occupation and country-life questions say nothing about croup, epiglottitis or laryngospasm.
    expect(['E_198', 'E_199', 'E_200', 'E_183', 'E_195']).not.toContain(q.evidence);
    expect(q.text.length).toBeGreaterThan(10);
  });

  it('is deterministic', () => {
    const run = (): string[] => {
      const patient = typicalPatient(kb, 'Pulmonary embolism');
      const interview = createInterview(kb, { age: 45, sex: 'F' });
      interview.observe(patient.initial, true);
      const asked: string[] = [];
      for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
        asked.push(q.evidence);
        interview.observe(q.evidence, answerFor(kb, patient, q));
      }
      return asked;
    };
    expect(run()).toEqual(run());
  });

  it('stops at the cap', () => {
    const interview = createInterview(kb, { age: 30, sex: 'M' }, { maxQuestions: 2, confidence: 1 });
    interview.observe('E_201', true);
    for (let i = 0; i < 2; i++) interview.observe(interview.nextQuestion()!.evidence, false);
    expect(interview.asked).toBe(2);
    expect(interview.nextQuestion()).toBeNull();
  });

  it('stops once confident', () => {
    const interview = createInterview(kb, { age: 30, sex: 'M' }, { confidence: 0.05 });
    interview.observe('E_201', true);
    expect(interview.nextQuestion()).toBeNull();
    expect(interview.asked).toBe(0);
  });

  it('counts only answers to its own questions', () => {
    const interview = createInterview(kb, { age: 30, sex: 'M' });
    interview.observe('E_201', true);
    interview.observe('E_91', true);
    expect(interview.asked).toBe(0);
    const q = interview.nextQuestion()!;
    expect(interview.nextQuestion()).toEqual(q); // asking again without an answer changes nothing
    interview.observe(q.evidence, false);
    expect(interview.asked).toBe(1);
  });
});
