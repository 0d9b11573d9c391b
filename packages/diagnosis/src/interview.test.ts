import { describe, expect, it } from 'vitest';
import { calibratedDifferential, createInterview, loadKnowledgeBase, restoreInterview, type Interview } from './index.js';
import { answerFor, typicalPatient } from './test-support.js';

const kb = loadKnowledgeBase();

function top(interview: Interview): string {
  return interview.differential()[0]?.pathology ?? '';
}

describe('differential', () => {
  it('lists every pathology once, sorted, summing to 1', () => {
    const interview = createInterview(kb, { age: 30, sex: 'F' });
    const d = interview.differential();
    expect(d).toHaveLength(49);
    expect(new Set(d.map((e) => e.pathology)).size).toBe(49);
    expect(d.reduce((s, e) => s + e.probability, 0)).toBeCloseTo(1, 9);
    for (let i = 1; i < d.length; i++) expect(d[i - 1]!.probability).toBeGreaterThanOrEqual(d[i]!.probability);
    expect(d[0]).toHaveProperty('icd10');
  });

  it('keeps pathologies worth ruling out at 1% while the calibrated list does not', () => {
    const interview = createInterview(kb, { age: 30, sex: 'F' });
    for (const code of ['E_181', 'E_201', 'E_97', 'E_91']) interview.observe(code, true);
    for (const code of ['E_66', 'E_53', 'E_129', 'E_77']) interview.observe(code, false);
    const shown = interview.differential();
    const calibrated = calibratedDifferential(interview);
    expect(calibrated.reduce((s, e) => s + e.probability, 0)).toBeCloseTo(1, 9);
    const listed = (d: typeof shown): number => d.filter((e) => e.probability >= 0.01).length;
    expect(listed(shown)).toBeGreaterThan(listed(calibrated));
    expect(shown[0]!.pathology).toBe(calibrated[0]!.pathology);
    expect(shown[0]!.probability).toBeLessThanOrEqual(calibrated[0]!.probability);
  });

  it('recognises a common cold from its symptoms', () => {
    const interview = createInterview(kb, { age: 30, sex: 'F' });
    interview.observe('E_181', true); // runny nose
    interview.observe('E_201', true); // cough
    interview.observe('E_97', true); // sore throat
    interview.observe('E_91', true); // fever
    interview.observe('E_66', false);
    interview.observe('E_53', false);
    expect(['URTI', 'Influenza', 'Viral pharyngitis']).toContain(top(interview));
    expect(interview.triage()).toBe('routine');
  });

  it('moves toward a heart attack with crushing chest pain in an older man', () => {
    const interview = createInterview(kb, { age: 62, sex: 'M' });
    interview.observe('E_53', true);
    interview.observe('E_55', ['V_101', 'V_29', 'V_56']);
    interview.observe('E_54', ['V_183']);
    interview.observe('E_57', ['V_31', 'V_28']);
    interview.observe('E_50', true);
    interview.observe('E_66', true);
    const leading = interview.differential().slice(0, 3).map((e) => e.pathology);
    expect(leading.some((p) => /NSTEMI|angina|Pericarditis|Myocarditis/.test(p))).toBe(true);
    expect(interview.triage()).toBe('emergency');
  });

  it('nearly rules out the pathologies that DDXPlus does not link to a reported symptom', () => {
    const interview = createInterview(kb, { age: 40, sex: 'M' });
    const ratio = (): number => {
      const d = interview.differential();
      return d.find((e) => e.pathology === 'GERD')!.probability / d.find((e) => e.pathology === 'Influenza')!.probability;
    };
    const before = ratio();
    interview.observe('E_91', true); // fever: an influenza symptom, not a GERD one
    interview.observe('E_144', true); // aching all over
    expect(ratio()).toBeLessThan(before / 100);
  });

  it('lets a later answer replace an earlier one', () => {
    const a = createInterview(kb, { age: 40, sex: 'M' });
    a.observe('E_91', true);
    a.observe('E_91', false);
    const b = createInterview(kb, { age: 40, sex: 'M' });
    b.observe('E_91', false);
    expect(a.differential()).toEqual(b.differential());
  });

  it('takes a follow-up as saying yes to its parent', () => {
    const interview = createInterview(kb, { age: 40, sex: 'M' });
    interview.observe('E_55', ['V_29']);
    expect(interview.toJSON().observations).toContainEqual({ evidence: 'E_53', value: true });
  });

  it('rejects unknown evidences and impossible values', () => {
    const interview = createInterview(kb, { age: 40, sex: 'M' });
    expect(() => interview.observe('E_1000', true)).toThrow(RangeError);
    expect(() => interview.observe('E_55', ['V_9999'])).toThrow(TypeError);
    expect(() => interview.observe('E_204', 'V_9999')).toThrow(TypeError);
    expect(() => createInterview(kb, { age: -1, sex: 'M' })).toThrow(TypeError);
    interview.observe('E_56', 14); // clamped to the 0–10 scale
    expect(interview.toJSON().observations).toContainEqual({ evidence: 'E_56', value: 10 });
  });

  it('diagnoses the typical patient of most pathologies within the question cap', () => {
    let right = 0;
    for (const p of kb.pathologies) {
      const patient = typicalPatient(kb, p.name);
      const interview = createInterview(kb, { age: patient.age, sex: patient.sex });
      interview.observe(patient.initial, true);
      for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) interview.observe(q.evidence, answerFor(kb, patient, q));
      if (top(interview) === p.name) right++;
      expect(interview.asked).toBeLessThanOrEqual(30);
    }
    expect(right / kb.pathologies.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('toJSON / restoreInterview', () => {
  it('round-trips through plain JSON', () => {
    const interview = createInterview(kb, { age: 25, sex: 'F' }, { maxQuestions: 12 });
    interview.observe('E_201', true);
    const q = interview.nextQuestion()!;
    interview.observe(q.evidence, true);
    const pending = interview.nextQuestion();
    const state = JSON.parse(JSON.stringify(interview.toJSON()));
    const restored = restoreInterview(kb, state);
    expect(restored.asked).toBe(1);
    expect(restored.toJSON()).toEqual(interview.toJSON());
    expect(restored.differential()).toEqual(interview.differential());
    expect(restored.nextQuestion()).toEqual(pending);
    expect(state.options.maxQuestions).toBe(12);
    restored.observe(pending!.evidence, false);
    expect(restored.asked).toBe(2);
  });

  it('refuses a state it does not know', () => {
    expect(() => restoreInterview(kb, { version: 2 } as never)).toThrow(TypeError);
  });
});
