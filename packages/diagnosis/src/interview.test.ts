import { describe, expect, it } from 'vitest';
import {
  assessmentOf,
  calibratedDifferential,
  createInterview,
  loadKnowledgeBase,
  restoreInterview,
  understand,
} from './index.js';
import { posteriorOf } from './interview.js';
import { answerTheRestNo, interviewTypical, topId, typicalPatient } from './test-support.js';

const kb = loadKnowledgeBase();
const id = (name: string | undefined) => (name ? (kb.pathology(name)?.id ?? name) : '');

describe('differential', () => {
  it('lists every condition once, sorted, summing to 1 minus "not explained"', () => {
    const interview = createInterview(kb, { age: 30, sex: 'F' });
    interview.observe('E_201', true);
    const d = interview.differential();
    expect(d).toHaveLength(kb.pathologies.length);
    expect(new Set(d.map((e) => e.pathology)).size).toBe(kb.pathologies.length);
    expect(d.reduce((s, e) => s + e.probability, 0) + interview.unexplained()).toBeCloseTo(1, 9);
    for (let i = 1; i < d.length; i++) expect(d[i - 1]!.probability).toBeGreaterThanOrEqual(d[i]!.probability);
    expect(d[0]).toHaveProperty('icd10');
  });

  it('reads the posterior of the answers as they stand, however often it was read before', () => {
    const kept = createInterview(kb, { age: 30, sex: 'F' });
    const answers: [string, boolean][] = [
      ['E_201', true],
      ['E_91', true],
      ['E_66', false],
      ['E_201', false], // a changed answer
    ];
    for (let i = 0; i < answers.length; i++) {
      const [code, value] = answers[i]!;
      kept.observe(code, value);
      kept.decline('E_53');
      // The same answers given to a new interview, whose posterior was never read.
      const fresh = createInterview(kb, { age: 30, sex: 'F' });
      for (const [c, v] of answers.slice(0, i + 1)) fresh.observe(c, v);
      fresh.decline('E_53');
      expect(kept.differential()).toEqual(fresh.differential());
      expect(kept.unexplained()).toBe(fresh.unexplained());
      // What a caller is handed is its own: changing it changes nothing read later.
      posteriorOf(kept).fill(0);
      expect(posteriorOf(kept)).toEqual(posteriorOf(fresh));
      expect(calibratedDifferential(kept)).toEqual(calibratedDifferential(fresh));
    }
  });

  it('lists equally likely conditions by name', () => {
    const d = createInterview(kb, { age: 30, sex: 'F' }).differential();
    for (let i = 1; i < d.length; i++) {
      if (d[i - 1]!.probability === d[i]!.probability)
        expect(d[i - 1]!.pathology.localeCompare(d[i]!.pathology)).toBeLessThanOrEqual(0);
    }
    expect(d.some((e, i) => i > 0 && e.probability === d[i - 1]!.probability)).toBe(true);
  });

  it('keeps the DDXPlus conditions worth ruling out at 1% while the calibrated list does not', () => {
    const interview = createInterview(kb, { age: 30, sex: 'F' });
    for (const code of ['E_181', 'E_201', 'E_97', 'E_91']) interview.observe(code, true);
    for (const code of ['E_66', 'E_53', 'E_129', 'E_77']) interview.observe(code, false);
    const shown = interview.differential();
    const calibrated = calibratedDifferential(interview);
    const listed = (d: typeof shown): number => d.filter((e) => e.probability >= 0.01).length;
    expect(listed(shown)).toBeGreaterThanOrEqual(listed(calibrated));
    expect(shown[0]!.pathology).toBe(calibrated[0]!.pathology);
  });

  it('recognises a common cold from its symptoms, and calls it self-care', () => {
    const interview = createInterview(kb, { age: 30, sex: 'F' });
    for (const code of ['E_181', 'E_201', 'E_97']) interview.observe(code, true);
    interview.observe('duration', 'days');
    for (const code of ['E_66', 'E_91', 'E_77', 'E_220']) interview.observe(code, false);
    expect(['urti', 'viral_pharyngitis', 'influenza', 'covid_19']).toContain(
      id(interview.differential()[0]?.pathology),
    );
    expect(interview.disposition()).toBe('self-care');
    expect(interview.triage()).toBe('routine');
  });

  it('moves toward a heart attack with crushing chest pain in an older man, an emergency', () => {
    const interview = createInterview(kb, { age: 62, sex: 'M' });
    interview.observe('E_53', true);
    interview.observe('E_55', ['V_101', 'V_29', 'V_56']);
    interview.observe('E_54', ['V_183']);
    interview.observe('E_57', ['V_31', 'V_28']);
    interview.observe('E_50', true);
    interview.observe('E_14', true);
    interview.observe('duration', 'hours');
    const leading = interview
      .differential()
      .slice(0, 3)
      .map((e) => e.pathology);
    expect(leading.some((p) => /NSTEMI|angina|Pericarditis|aortic dissection/i.test(p))).toBe(true);
    expect(interview.triage()).toBe('emergency');
  });

  it('says "not explained" when no condition explains the findings, and is then not sure', () => {
    const interview = createInterview(kb, { age: 40, sex: 'M' });
    // A set of findings no single condition produces.
    for (const code of ['dysuria', 'E_45', 'E_170', 'hearing_loss', 'E_93', 'hair_loss']) interview.observe(code, true);
    const assessment = assessmentOf(kb, interview);
    expect(assessment.unexplained).toBeGreaterThan(0.35);
    expect(assessment.sure).toBe(false);
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

  it('rejects unknown findings and impossible values', () => {
    const interview = createInterview(kb, { age: 40, sex: 'M' });
    expect(() => interview.observe('E_1000', true)).toThrow(RangeError);
    expect(() => interview.observe('E_55', ['V_9999'])).toThrow(TypeError);
    expect(() => interview.observe('E_204', 'V_9999')).toThrow(TypeError);
    expect(() => interview.observe('duration', 'forever')).toThrow(TypeError);
    expect(() => interview.observe('duration', false)).toThrow(TypeError);
    expect(() => createInterview(kb, { age: -1, sex: 'M' })).toThrow(TypeError);
    interview.observe('E_56', 14); // clamped to the 0–10 scale
    expect(interview.toJSON().observations).toContainEqual({ evidence: 'E_56', value: 10 });
  });

  it('holds a rare condition down until its exposure is reported', () => {
    const febrile = () => {
      const interview = createInterview(kb, { age: 30, sex: 'M' });
      for (const code of ['E_91', 'high_fever', 'rigors', 'E_144']) interview.observe(code, true);
      interview.observe('duration', 'days');
      return interview;
    };
    const rank = (interview: ReturnType<typeof febrile>) =>
      interview.differential().findIndex((e) => id(e.pathology) === 'malaria');
    const home = febrile();
    home.observe('E_204', 'V_10'); // no travel
    const abroad = febrile();
    abroad.observe('E_204', 'V_1'); // West Africa
    expect(rank(abroad)).toBeGreaterThanOrEqual(0);
    expect(rank(abroad)).toBeLessThan(rank(home));
    expect(home.differential()[0]!.probability).toBeGreaterThan(home.differential()[rank(home)]!.probability * 50);
  });

  it('diagnoses the textbook patient of most conditions within the question cap', () => {
    let right = 0;
    for (const p of kb.pathologies) {
      const outcome = interviewTypical(kb, typicalPatient(kb, p.id));
      if (outcome.rank === 0) right++;
      expect(outcome.asked).toBeLessThanOrEqual(20);
    }
    expect(right / kb.pathologies.length).toBeGreaterThanOrEqual(0.85);
  });
});

describe('toJSON / restoreInterview', () => {
  it('round-trips through plain JSON, declined questions included', () => {
    const interview = createInterview(kb, { age: 25, sex: 'F' }, { maxQuestions: 12 });
    interview.observe('E_201', true);
    const first = interview.nextQuestion()!;
    interview.decline(first.evidence);
    const q = interview.nextQuestion()!;
    expect(q.evidence).not.toBe(first.evidence);
    interview.observe(q.evidence, q.type === 'B' ? true : q.type === 'M' ? [] : q.options![0]!.value);
    const pending = interview.nextQuestion();
    const state = JSON.parse(JSON.stringify(interview.toJSON()));
    const restored = restoreInterview(kb, state);
    expect(restored.asked).toBe(2);
    expect(restored.toJSON()).toEqual(interview.toJSON());
    expect(restored.differential()).toEqual(interview.differential());
    expect(restored.nextQuestion()).toEqual(pending);
    expect(state.options.maxQuestions).toBe(12);
    expect(state.declined).toEqual([first.evidence]);
  });

  it('refuses a state it does not know', () => {
    expect(() => restoreInterview(kb, { version: 2 } as never)).toThrow(TypeError);
  });

  it('reads a state saved before questions could be declined', () => {
    const state = createInterview(kb, { age: 30, sex: 'F' }).toJSON();
    delete (state as { declined?: string[] }).declined;
    expect(() => restoreInterview(kb, state).nextQuestion()).not.toThrow();
  });
});

describe('the leading condition', () => {
  it('is a common one for a common complaint: diarrhoea and vomiting since last night is gastroenteritis', () => {
    const interview = createInterview(kb, { age: 30, sex: 'M' });
    for (const code of ['E_51', 'E_211']) interview.observe(code, true);
    interview.observe('duration', 'hours');
    for (const code of ['E_140', 'E_210', 'E_179', 'E_204']) interview.observe(code, code === 'E_204' ? 'V_10' : false);
    expect(topId(kb, interview)).toMatch(/gastroenteritis|food_poisoning/);
  });
});

describe('the options offered', () => {
  it("offers a sore throat's pain as spreading only to places that fit, and its likeliest words first", () => {
    const interview = createInterview(kb, { age: 34, sex: 'F' });
    // No cough, runny nose or travel told (a fever's travel is asked otherwise: triage-held-out-dangers.ts): the
    // interview reaches the pain's spread within its 20 questions.
    for (const o of understand(
      kb,
      'I have had a sore throat and a mild fever for three days, no cough or runny nose, and I have not been overseas',
    ))
      interview.observe(o.evidence, o.value);
    const offered = new Map<string, string[]>();
    // A patient who calls the pain "tearing" (a danger sign only in the chest, back or belly) and says no to the rest.
    answerTheRestNo(interview, (q) => {
      offered.set(
        q.evidence,
        (q.options ?? []).map((o) => o.label),
      );
      return q.evidence === 'E_54' ? ['V_71'] : undefined;
    });
    const spread = offered.get('E_57');
    expect(spread).toBeDefined();
    expect(spread![0]).toMatch(/nowhere/);
    expect(spread!.join(' ')).toMatch(/ear/);
    expect(spread!.join(' ')).not.toMatch(/ankle|anus|toe/);
    expect(offered.get('E_54')?.[0]).not.toBe('tearing');
    expect(interview.disposition()).not.toBe('emergency');
  });
});

describe('details asked only after what they are details of', () => {
  it('does not ask about phlegm after "no cough", or what a rash looks like before there is one', () => {
    const interview = createInterview(kb, { age: 34, sex: 'F' });
    for (const o of understand(kb, 'I have had a sore throat and a mild fever for three days'))
      interview.observe(o.evidence, o.value);
    const asked = answerTheRestNo(interview);
    expect(asked).toContain('E_201');
    expect(asked).not.toContain('E_77');
    expect(asked).not.toContain('sandpaper_rash');
  });

  it('reads a detail as its parent too: coloured phlegm is a cough', () => {
    const interview = createInterview(kb, { age: 40, sex: 'M' });
    interview.observe('E_77', true);
    expect(interview.toJSON().observations).toContainEqual({ evidence: 'E_201', value: true });
  });
});
