import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from '../index.js';
import { caseNoteSymbols, caseNoteWords } from './case-notes.js';
import { normalize } from './normalize.js';

const kb = loadKnowledgeBase();
/** What was read, by finding name ("fever", not its DDXPlus code). */
const named = (text: string, age: number, sex: 'F' | 'M') =>
  Object.fromEntries(
    understand(kb, text, { patient: { age, sex } }).map((o) => [kb.evidence(o.evidence)?.name ?? o.evidence, o.value]),
  );
const read = (text: string) => named(text, 40, 'F');
const readMan = (text: string) => named(text, 70, 'M');
const spelled = (text: string) => caseNoteWords(normalize(caseNoteSymbols(text))).trim();

describe('the shorthand of a case note, spelled out', () => {
  it.each([
    ['cough x 3/7', 'cough for 3 days'],
    ['2/52 of headaches', '2 weeks of headaches'],
    ['6/12 hx of bloating', '6 months history of bloating'],
    ['18/12 old girl', '18 months old girl'],
    ['19 y/o F', '19 year old f'],
    ['c/o sore throat', 'complains of sore throat'],
    ['N&V since lunch', 'nausea and vomiting since lunch'],
    ['D+V', 'diarrhoea and vomiting'],
  ])('%s → %s', (note, words) => {
    expect(spelled(note)).toBe(words);
  });

  it('keeps a pain score, a blood pressure and a date out of the spans', () => {
    expect(spelled('pain 7/10')).toBe('pain 7/10');
    expect(spelled('BP 160/12')).toBe('bp 160/12');
    expect(spelled('seen on 3/7')).toBe('seen on 3/7');
  });
});

describe("a case note's denials", () => {
  it('reads "nil" as a denial of what follows it, clause by clause', () => {
    expect(read('Nil fever, nil vomiting.')).toMatchObject({ fever: false, vomiting: false });
    expect(read('Dysuria x 2/7. Nil fever.')).toMatchObject({ dysuria: true, fever: false });
    expect(read('Cough and fever, nil SOB')).toMatchObject({ cough: true, fever: true, short_of_breath: false });
  });

  it('reads a denied finding in shorthand', () => {
    expect(read('nil PV discharge')).toMatchObject({ vaginal_discharge: false });
    expect(read('Denies wt loss')).toMatchObject({ weight_loss: false });
    expect(read('UPT neg')).toMatchObject({ pregnant: false });
    expect(read('nil LOC')).toMatchObject({ fainted: false });
  });
});

describe("a case note's findings", () => {
  it('reads a pregnancy told as weeks of gestation', () => {
    expect(read('30F 9/40, light PV bleeding')).toMatchObject({
      pregnant: true,
      pregnancy_under_14_weeks: true,
      vaginal_bleeding: true,
    });
    expect(read('G1 34/40 with headache')).toMatchObject({ pregnant: true, pregnancy_over_20_weeks: true });
    expect(read('29F 36/40, reduced FM since yesterday')).toMatchObject({ reduced_fetal_movements: true });
  });

  it('reads a late period and a pregnancy test', () => {
    expect(read('LMP 7/52 ago, +ve home pregnancy test')).toMatchObject({ missed_period: true, pregnant: true });
    expect(read('LMP 2/52 ago')).not.toHaveProperty('missed_period');
    expect(read('bHCG positive')).toMatchObject({ pregnant: true });
  });

  it('reads the side of the body from R and L', () => {
    expect(read('R iliac fossa pain')).toMatchObject({ pain: true, pain_site: ['V_87'] });
    expect(read('L iliac fossa pain')).toMatchObject({ pain: true, pain_site: ['V_88'] });
  });

  it('reads what a nurse writes of an older man after a fall or who cannot pass urine', () => {
    expect(readMan('84M fall at home, unable to weight bear, L leg shortened and externally rotated')).toMatchObject({
      recent_injury: true,
      cannot_bear_weight: true,
      deformity: true,
    });
    expect(readMan('hx of BPH, unable to PU since last night')).toMatchObject({ urinary_retention: true });
    expect(readMan('knee surgery 2 weeks ago')).toMatchObject({ recent_surgery: true });
  });

  it('reads conditions known before, in their abbreviations', () => {
    expect(readMan('hx of T2DM and HTN')).toMatchObject({ diabetes: true, hypertension: true });
    expect(read('on the OCP')).toMatchObject({ hormones: true });
    expect(readMan('SOBOE, orthopnoea and PND')).toMatchObject({ short_of_breath: true, night_breathlessness: true });
  });

  it('reads a fit, a head clash, an arm a child will not use and pain on breathing in', () => {
    expect(named('fever 39.5, then a generalised shaking fit lasting 2 min', 1, 'F')).toMatchObject({ seizure: true });
    expect(named('my 12 year old clashed heads at football', 12, 'M')).toMatchObject({ head_injury: true });
    expect(named("won't use L arm, holds it by her side", 2, 'F')).toMatchObject({ not_using_arm: true });
    expect(read('R-sided chest pain, worse on breathing in')).toMatchObject({ worse_deep_breath: true, pain: true });
    expect(read('I am fit and well')).not.toHaveProperty('seizure');
    // Shaking fits with a fever are as often rigors: only a generalised fit is read as a seizure.
    expect(read('shaking fits with the fever')).not.toHaveProperty('seizure');
  });

  it('reads how a note tells the waterworks', () => {
    expect(readMan('Getting up at night to pass urine')).toMatchObject({ nocturia: true });
    expect(read('Passing urine often')).toMatchObject({ urinary_frequency: true });
    expect(readMan('Feels bladder does not empty fully')).toMatchObject({ weak_stream: true });
  });

  it('does not take a word that only looks like shorthand', () => {
    expect(read('I will fall asleep')).not.toHaveProperty('recent_injury');
    expect(read('a little pain in my left ear')).toMatchObject({ pain: true });
    expect(spelled('lol')).toBe('lol');
  });
});
