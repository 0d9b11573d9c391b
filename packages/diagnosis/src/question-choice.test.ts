import { describe, expect, it } from 'vitest';
import { createInterview, loadKnowledgeBase, understand } from './index.js';
import { answerTheRestNo, typicalPatient } from './test-support.js';

const kb = loadKnowledgeBase();

/** Runs an interview from the patient's words, answering every question "no" (or not sure), and returns what it asked. */
function askedFor(words: string, patient: { age: number; sex: 'F' | 'M' }, confidence?: number): string[] {
  const interview = createInterview(kb, patient, confidence === undefined ? {} : { confidence });
  for (const o of understand(kb, words)) interview.observe(o.evidence, o.value);
  return answerTheRestNo(interview);
}

describe('history taking', () => {
  it('opens the presenting complaint with its own questions: how long, then its red flags', () => {
    const asked = askedFor('I have a headache', { age: 30, sex: 'F' });
    expect(asked[0]).toBe('duration');
    for (const flag of ['thunderclap', 'neck_stiffness', 'sudden_weakness_one_side'])
      expect(asked, flag).toContain(flag);
  });

  it("always asks a complaint's red flags, even when the model is already sure", () => {
    const asked = askedFor('I have a headache', { age: 30, sex: 'F' }, 0.01);
    expect(asked).toEqual(expect.arrayContaining(['thunderclap', 'neck_stiffness', 'sudden_weakness_one_side']));
    expect(asked).not.toContain('duration'); // not a red flag: skipped once sure
  });

  it('asks the urinary questions for a burning wee, and nothing irrelevant to it', () => {
    const asked = askedFor('it burns when I wee', { age: 28, sex: 'F' });
    expect(asked).toContain('E_91'); // fever: upper tract infection
    for (const unrelated of ['E_187', 'E_97', 'E_201', 'E_181', 'E_35', 'E_207'])
      expect(asked, unrelated).not.toContain(unrelated);
  });

  it('never asks about tuna or Swiss cheese for a sore throat', () => {
    expect(askedFor('sore throat and a fever', { age: 25, sex: 'M' })).not.toContain('E_187');
  });

  it('puts questions only to whom they fit', () => {
    expect(askedFor('it burns when I wee', { age: 40, sex: 'M' })).not.toContain('E_167');
    expect(askedFor('tummy pain', { age: 35, sex: 'M' })).not.toContain('missed_period');
    expect(askedFor('fever', { age: 30, sex: 'F' })).not.toContain('fewer_wet_nappies');
  });

  it('never repeats a question and asks follow-ups only after their parent is a yes', () => {
    for (const id of ['pericarditis', 'anaphylaxis', 'gord', 'cystitis']) {
      const typical = typicalPatient(kb, id);
      const interview = createInterview(kb, typical.patient, { confidence: 1 });
      for (const o of typical.opening) interview.observe(o.evidence, o.value);
      const seen = new Set(typical.opening.map((o) => o.evidence));
      const yes = new Set(typical.opening.filter((o) => o.value === true).map((o) => o.evidence));
      for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
        expect(seen.has(q.evidence), `${id}: ${q.evidence} twice`).toBe(false);
        const parent = kb.evidence(q.evidence)?.parent;
        if (parent) expect(yes.has(parent), `${id}: ${q.evidence} before ${parent}`).toBe(true);
        seen.add(q.evidence);
        const known = typical.answers.get(q.evidence);
        if (q.type === 'B') {
          interview.observe(q.evidence, known === true);
          if (known === true) yes.add(q.evidence);
        } else if (q.type === 'M') interview.observe(q.evidence, (known as string[] | undefined) ?? []);
        else if (known !== undefined) interview.observe(q.evidence, known);
        else interview.decline(q.evidence);
      }
      expect(interview.asked).toBeGreaterThan(0);
    }
  });

  it('offers the places that fit the complaint when asking where the pain is', () => {
    const interview = createInterview(kb, { age: 30, sex: 'F' }, { confidence: 1 });
    interview.observe('peritonism', true); // tummy pain worse on bumps: the abdominal pain history
    interview.observe('E_53', true);
    let q = interview.nextQuestion();
    for (let i = 0; q && q.evidence !== 'E_55' && i < 10; i++) {
      interview.decline(q.evidence);
      q = interview.nextQuestion();
    }
    expect(q?.evidence).toBe('E_55');
    const labels = q!.options!.map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining(['right lower belly', 'left lower belly']));
    expect(labels.length).toBeLessThan(15);
    expect(labels).not.toContain('right big toe');
  });

  it('is deterministic', () => {
    expect(askedFor('I have a cough and a fever', { age: 45, sex: 'F' })).toEqual(
      askedFor('I have a cough and a fever', { age: 45, sex: 'F' }),
    );
  });

  it('stops at the cap, and counts only answers to its own questions', () => {
    const interview = createInterview(kb, { age: 30, sex: 'M' }, { maxQuestions: 2, confidence: 1 });
    interview.observe('E_201', true);
    interview.observe('E_91', true);
    expect(interview.asked).toBe(0);
    const q = interview.nextQuestion()!;
    expect(interview.nextQuestion()).toEqual(q); // asking again without an answer changes nothing
    interview.decline(q.evidence);
    const second = interview.nextQuestion()!;
    if (second.type === 'B') interview.observe(second.evidence, false);
    else interview.decline(second.evidence);
    expect(interview.asked).toBe(2);
    expect(interview.nextQuestion()).toBeNull();
  });

  it('asks a median of at most 12 questions of the textbook patients of its conditions', () => {
    const counts = kb.pathologies.map((p) => {
      const typical = typicalPatient(kb, p.id);
      const interview = createInterview(kb, typical.patient);
      for (const o of typical.opening) interview.observe(o.evidence, o.value);
      for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
        const known = typical.answers.get(q.evidence);
        if (known !== undefined) interview.observe(q.evidence, known);
        else if (q.type === 'B') interview.observe(q.evidence, false);
        else if (q.type === 'M') interview.observe(q.evidence, []);
        else interview.decline(q.evidence);
      }
      return interview.asked;
    });
    counts.sort((a, b) => a - b);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThanOrEqual(12);
  });
});
