import { describe, expect, it } from 'vitest';
import { assessmentOf } from './assessment.js';
import { createInterview, placeFitOf, presentingMisfitsOf } from './interview.js';
import { typicalPatient } from './bench/typical.js';
import { loadKnowledgeBase, tablesOf } from './knowledge-base.js';
import { MISFIT } from './presenting-complaint.js';
import { interviewed } from './test-support.js';

const kb = loadKnowledgeBase();
const nameOf = (id: string) => {
  const p = kb.pathologies.find((c) => kb.pathology(c.name)?.id === id);
  if (!p) throw new RangeError(id);
  return p.name;
};
const FOREHEAD = 'V_89';

describe('the leading condition must explain what the patient came with', () => {
  it('a condition whose profile makes the opening finding rare is a misfit for it', () => {
    const interview = createInterview(kb, { age: 40, sex: 'M' });
    interview.observe('E_129', true);
    const t = tablesOf(kb);
    const rash = t.byCode.get('E_129')!;
    const background = rash.entry.background[0] as number;
    const rare = t.conditions.findIndex((_, d) => (rash.prob[0]![d] as number) < MISFIT * background);
    expect(rare).toBeGreaterThanOrEqual(0);
    expect(presentingMisfitsOf(interview, kb.pathologies[rare]!.name)).toEqual(['E_129']);
    expect(presentingMisfitsOf(interview, nameOf('acne'))).toEqual([]);
  });

  it('a condition silent on the opening finding, or a place it does not name, is not a misfit', () => {
    const interview = createInterview(kb, { age: 40, sex: 'M' });
    interview.observe('E_129', true);
    interview.observe('E_133', [FOREHEAD]);
    expect(presentingMisfitsOf(interview, nameOf('benign_naevus'))).toEqual([]);
    expect(presentingMisfitsOf(interview, nameOf('onychomycosis'))).toEqual([]);
  });

  it('nothing is a misfit before the patient has said what they came with', () => {
    const interview = createInterview(kb, { age: 40, sex: 'M' });
    expect(presentingMisfitsOf(interview, nameOf('onychomycosis'))).toEqual([]);
  });

  it('a leader that is a misfit for the complaint is not named: the AI is not sure, and does not offer it', () => {
    const t = tablesOf(kb);
    const rash = t.byCode.get('E_129')!;
    const background = rash.entry.background[0] as number;
    let checked = 0;
    for (const condition of t.conditions) {
      const interview = interviewed(kb, condition.id, { maxQuestions: 5 });
      if (interview.complaint() === null) continue;
      interview.observe('E_129', true);
      const a = assessmentOf(kb, interview);
      const leader = a.differential[0]!.pathology;
      const d = kb.pathologies.findIndex((p) => p.name === leader);
      if ((rash.prob[0]![d] as number) >= MISFIT * background || presentingMisfitsOf(interview, leader).length === 0)
        continue;
      checked++;
      expect(a.sure, condition.id).toBe(false);
      expect(a.possibilities.map((p) => p.pathology)).not.toContain(leader);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('names no possibilities while nothing the patient came with has been understood', () => {
    const interview = createInterview(kb, { age: 30, sex: 'F' });
    interview.observe('duration', 'months');
    expect(interview.complaint()).toBeNull();
    expect(assessmentOf(kb, interview).possibilities).toEqual([]);
  });

  it("no condition is a misfit for its own typical patient's complaint", () => {
    const misfits: string[] = [];
    for (const condition of tablesOf(kb).conditions) {
      const patient = typicalPatient(kb, condition.id);
      const interview = createInterview(kb, patient.patient);
      for (const o of patient.opening) interview.observe(o.evidence, o.value);
      for (const [code, value] of patient.answers) interview.observe(code, value);
      const found = presentingMisfitsOf(interview, nameOf(condition.id));
      if (found.length > 0) misfits.push(`${condition.id}: ${found.join(', ')}`);
    }
    expect(misfits).toEqual([]);
  });
});

describe('where a rash or a swelling is', () => {
  it('fits a condition that names the place, is elsewhere for one that names only other places, and says nothing of one that names none', () => {
    const interview = createInterview(kb, { age: 40, sex: 'M' });
    interview.observe('E_129', true);
    interview.observe('E_133', [FOREHEAD]);
    expect(placeFitOf(interview, nameOf('acne'))).toBe('fits');
    expect(placeFitOf(interview, nameOf('onychomycosis'))).toBe('elsewhere');
    expect(placeFitOf(interview, nameOf('benign_naevus'))).toBe('silent');
  });

  it('leaves where a pain is out of it: a pain is felt away from its source', () => {
    const interview = createInterview(kb, { age: 40, sex: 'M' });
    interview.observe('E_53', true);
    interview.observe('E_55', [FOREHEAD]);
    expect(placeFitOf(interview, nameOf('onychomycosis'))).toBe('silent');
  });

  it('a leader whose rash is elsewhere, with a close rival where it is, is not named nor offered', () => {
    let checked = 0;
    for (const condition of tablesOf(kb).conditions) {
      const interview = interviewed(kb, condition.id, { maxQuestions: 5 });
      if (!interview.toJSON().observations.some((o) => o.evidence === 'E_133')) continue;
      interview.observe('E_133', [FOREHEAD]);
      const a = assessmentOf(kb, interview);
      const [top, ...rivals] = a.differential;
      if (placeFitOf(interview, top!.pathology) !== 'elsewhere') continue;
      const rival = rivals
        .slice(0, 2)
        .some((d) => d.probability >= 0.1 && placeFitOf(interview, d.pathology) === 'fits');
      if (!rival) continue;
      checked++;
      expect(a.sure, condition.id).toBe(false);
      expect(a.possibilities.map((p) => p.pathology)).not.toContain(top!.pathology);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
