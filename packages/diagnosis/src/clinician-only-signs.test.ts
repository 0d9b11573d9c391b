import { describe, expect, it } from 'vitest';
import { createInterview, loadKnowledgeBase, understand } from './index.js';
import { tablesOf } from './knowledge-base.js';
import { interviewVignette } from './bench/vignette-patient.js';
import { OWN_SETS } from './vignettes/sets.js';

const kb = loadKnowledgeBase();
const tables = tablesOf(kb);
const clinicianOnly = tables.evidences.filter((t) => t.entry.def?.clinicianOnly).map((t) => t.code);

/** Every question of an interview opened with these words, each answered no (or not sure when no is no answer). */
function questionsAsked(words: string, age: number, sex: 'M' | 'F'): string[] {
  const interview = createInterview(kb, { age, sex });
  for (const o of understand(kb, words, { patient: { age, sex } })) interview.observe(o.evidence, o.value);
  const asked: string[] = [];
  for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
    asked.push(q.evidence);
    if (q.type === 'B') interview.observe(q.evidence, false);
    else if (q.type === 'M') interview.observe(q.evidence, []);
    else interview.decline(q.evidence);
  }
  return asked;
}

describe('signs only a clinician can find', () => {
  it('are marked so: what is heard through a stethoscope or found by tapping the chest', () => {
    expect(clinicianOnly).toEqual(
      expect.arrayContaining([
        'chest_crackles',
        'bronchial_breathing',
        'chest_dull_to_percussion',
        'reduced_air_entry',
      ]),
    );
  });
  it('are never asked of a patient, in the chest illnesses where they tell most', () => {
    const openings: [string, number, 'M' | 'F'][] = [
      ['I have had a cough with green phlegm and a high fever for 3 days and I get out of breath', 67, 'M'],
      ['I am more and more breathless lying flat and my ankles are swollen', 78, 'F'],
      ['my baby has a runny nose, a cough and is breathing fast and not feeding well', 0.4, 'M'],
      ['I have been getting more breathless over months with a dry cough', 70, 'M'],
      ['sharp pain in my side when I breathe in, and I am short of breath', 30, 'M'],
    ];
    for (const [words, age, sex] of openings) {
      const asked = questionsAsked(words, age, sex);
      expect(
        asked.filter((code) => clinicianOnly.includes(code)),
        words,
      ).toEqual([]);
    }
  });
  it("are not asked in the everyday sets' chest illnesses, answered from their facts", () => {
    const chest = ['everyday-7', 'everyday-8', 'everyday-9'].flatMap((set) =>
      OWN_SETS[set]!.pool.filter((v) => /pneumonia|effusion|heart_failure|bronchiolitis|fibrosis/.test(v.expected)),
    );
    expect(chest.length).toBeGreaterThan(3);
    for (const v of chest)
      expect(
        interviewVignette(kb, v).questions.filter((code) => clinicianOnly.includes(code)),
        v.id,
      ).toEqual([]);
  });
  it('are still read from a case note or a doctor told about', () => {
    const read = Object.fromEntries(
      understand(kb, 'O/E coarse creps and bronchial breathing R base, stony dull to percussion').map((o) => [
        o.evidence,
        o.value,
      ]),
    );
    expect(read).toMatchObject({ chest_crackles: true, bronchial_breathing: true, chest_dull_to_percussion: true });
    expect(understand(kb, 'the doctor heard crackles in my chest')).toContainEqual({
      evidence: 'chest_crackles',
      value: true,
    });
  });
});
