import { describe, expect, it } from 'vitest';
import { assessmentOf } from './assessment.js';
import { loadKnowledgeBase, tablesOf } from './knowledge-base.js';
import type { EvidenceValue } from './index.js';
import { expectReading, interviewFromWords } from './test-support.js';
import { toldFitOf } from './told-findings.js';

/**
 * A right leader that leaves a telling finding its patients tell at its background looks ill-fitting and is not
 * named (told-findings.ts): the profile, not the rule, was short. And readings that sent a case elsewhere: a pain
 * that coughing worsens read as a cough, loose pale stools as a blocked bile duct's, the flu's "hit by a truck" as
 * an injury, a known enlarged prostate unread, a transilluminating swelling as pus. Each told in other words than
 * the case that showed the gap.
 */
const kb = loadKnowledgeBase();
const tables = tablesOf(kb);
const index = (id: string) => tables.conditions.findIndex((c) => c.id === id);
const code = (name: string) => tables.byName.get(name)!.code;

const consult = (words: string, age: number, sex: 'F' | 'M') => {
  const { interview } = interviewFromWords(kb, words, { age, sex }, []);
  const a = assessmentOf(kb, interview);
  return {
    top: a.differential.slice(0, 3).map((d) => kb.pathology(d.pathology)?.id ?? d.pathology),
    sure: a.sure,
    disposition: interview.disposition(),
  };
};

describe('a condition accounts for what its own patients tell', () => {
  const PAIRS: [string, string][] = [
    ['perianal_haematoma', 'pain_on_sitting'],
    ['perianal_abscess', 'pain_on_sitting'],
    ['lumbar_spinal_stenosis', 'worse_on_exertion'],
    ['shin_splints', 'worse_on_exertion'],
    ['rhinitis_medicamentosa', 'cannot_cut_down'],
    ['tinea_capitis', 'ring_shaped_rash'],
    ['gestational_diabetes', 'urinary_frequency'],
    ['migraine_with_aura', 'vomiting'],
    ['carbon_monoxide_poisoning', 'faint_feeling'],
    ['glandular_fever', 'rash'],
    ['fever_young_infant', 'drowsy'],
    ['acute_laryngitis', 'sore_throat'],
    ['pulmonary_embolism', 'cough'],
    ['child_constipation', 'blood_in_stool'],
    ['gastric_cancer', 'hunger_pain'],
    ['osteoporotic_vertebral_fracture', 'worse_cough_strain'],
  ];
  it.each(PAIRS)('%s does not leave %s at its background', (condition, finding) => {
    const d = index(condition);
    const fit = toldFitOf(tables, new Map([[code(finding), true]]), d, [d], tables.params.notSure.hallmark);
    expect(fit.told).toBe(1);
    expect(fit.worst).toBeGreaterThan(-tables.params.notSure.illFitting);
  });
});

describe('readings', () => {
  const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
    // A pain that coughing worsens is not a cough.
    ['my back hurts to move or cough', { E_221: true, E_216: true }, ['E_201']],
    ['it is painful to cough', { E_221: true }, ['E_201']],
    ['I have a cough and it hurts to breathe', { E_201: true }],
    // Loose or bulky pale stools are fatty stools; pale stools with dark urine are the bile duct's.
    ['bulky pale poos for weeks', { greasy_stools: true }, ['E_188']],
    ['pale stools and dark urine', { E_188: true }],
    // The flu told as being hit by a truck; a real collision is still an injury.
    ['hit by a bus overnight, fever and shivers and aching all over', { E_91: true }, ['recent_injury']],
    ['I was hit by a car while cycling this morning', { recent_injury: true }],
    // A known enlarged prostate.
    ['known BPH on tamsulosin', { enlarged_prostate_known: true }],
    ['the doctor said my prostate is enlarged', { enlarged_prostate_known: true }],
    ['my prostate is not enlarged', {}, ['enlarged_prostate_known']],
    // Target lesions are a ring-shaped rash (erythema multiforme).
    ['she has spots on her palms that look like little targets', { ring_shaped_rash: true }],
    ['O/E targetoid lesions on both forearms', { ring_shaped_rash: true }],
    ['I have a target weight from my dietitian', {}, ['ring_shaped_rash']],
    // A fluctuant swelling the light shines through is fluid; without it, pus.
    ['O/E fluctuant scrotal swelling, transilluminates', { testicular_swelling: true }, ['pus_collection']],
    ['O/E tender fluctuant swelling on the buttock', { pus_collection: true }],
  ];
  it.each(CASES)('%s', (text, expected, absent = []) => expectReading(kb, text, expected, absent));
});

describe('consultations', () => {
  it('a man with a known enlarged prostate who cannot pass urine is in acute retention, an emergency (EAU; Rosen)', () => {
    const { top, disposition } = consult(
      'I have an enlarged prostate and since last night I cannot wee at all, my lower belly is bursting',
      76,
      'M',
    );
    expect(top[0]).toBe('acute_urinary_retention');
    expect(disposition).toBe('emergency');
  });

  it('a sudden clotted pile told with pain on sitting is named (NICE CKS haemorrhoids)', () => {
    const { top, sure } = consult(
      'a really painful purple lump at my bottom came up yesterday after straining, it hurts to sit',
      35,
      'M',
    );
    expect(top[0]).toBe('perianal_haematoma');
    expect(sure).toBe(true);
  });
});
