import type { FitParameters, ModelEvidence, ModelFile, ModelPathology } from '../model-file.js';
import type { DatasetPatient, SourceCondition, SourceEvidence } from './dataset.js';

export const ATTRIBUTION =
  'Derived from DDXPlus (English release): Fansi Tchango, Goel, Wen, Martel and Ghosn, "DDXPlus: A New Dataset ' +
  'For Automatic Medical Diagnosis", NeurIPS 2022 Datasets and Benchmarks Track, arXiv:2205.09148; ' +
  'https://figshare.com/articles/dataset/DDXPlus_Dataset_English_/22687585. Licensed under CC BY 4.0 ' +
  '(https://creativecommons.org/licenses/by/4.0/). Changes: English fields only, counts of the sample patients.';

export const AGE_BANDS = [0, 2, 6, 16, 31, 46, 61, 76];

/** Differential entries at or below this probability are dropped, as in the DDXPlus paper. */
export const DIFFERENTIAL_CUTOFF = 0.01;

export const DEFAULT_FIT: FitParameters = {
  priorStrength: 1,
  ageStrength: 4,
  sexStrength: 4,
  evidenceStrength: 2,
  unlinkedRate: 0.01,
  temper: 1,
  confidence: 0.99,
  minQuestions: 0,
  differentialShare: 0.4,
  differentialFloor: 0.0101,
  triage: {
    emergencyCritical: 0.3,
    emergencySevereWithFlag: 0.5,
    emergencySevere: 0.8,
    urgentSevere: 0.05,
  },
};

function knowledge(conditions: Record<string, SourceCondition>, evidences: Record<string, SourceEvidence>) {
  const pathologies: ModelPathology[] = Object.values(conditions).map((c) => ({
    name: c.condition_name,
    icd10: c['icd10-id'],
    severity: c.severity,
    evidences: [...Object.keys(c.symptoms), ...Object.keys(c.antecedents)],
  }));
  const modelEvidences: ModelEvidence[] = Object.values(evidences).map((e) => ({
    code: e.name,
    type: e.data_type,
    parent: e.code_question === e.name ? null : e.code_question,
    antecedent: e.is_antecedent,
    question: e.question_en,
    defaultValue: e.default_value,
    values: e.data_type === 'B' ? [] : e['possible-values'],
    labels: Object.fromEntries(Object.entries(e.value_meaning).map(([k, v]) => [k, v.en])),
  }));
  return { pathologies, modelEvidences };
}

/** Counts the patients into a model file (the knowledge base plus sufficient statistics). */
export function fitModel(
  conditions: Record<string, SourceCondition>,
  evidences: Record<string, SourceEvidence>,
  patients: DatasetPatient[],
  fit: FitParameters,
  files: string[],
): ModelFile {
  const { pathologies, modelEvidences } = knowledge(conditions, evidences);
  const nP = pathologies.length;
  const index = new Map(pathologies.map((p, i) => [p.name, i]));
  const known = new Set(modelEvidences.map((e) => e.code));
  const parents = new Set(modelEvidences.map((e) => e.parent).filter((p): p is string => p !== null && known.has(p)));

  const patientsPer = new Array<number>(nP).fill(0);
  const age = Array.from({ length: nP }, () => new Array<number>(AGE_BANDS.length).fill(0));
  const female = new Array<number>(nP).fill(0);
  const parentPresent: Record<string, number[]> = {};
  for (const p of parents) parentPresent[p] = new Array<number>(nP).fill(0);
  const evidenceCounts = new Map<string, Map<string, number>>(); // code → "d,v" → count
  const differential = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string): void => {
    map.set(key, (map.get(key) ?? 0) + 1);
  };

  for (const patient of patients) {
    const d = index.get(patient.pathology);
    if (d === undefined) throw new Error(`Unknown pathology ${patient.pathology}`);
    patientsPer[d] = (patientsPer[d] as number) + 1;
    let band = 0;
    AGE_BANDS.forEach((lo, b) => {
      if (patient.age >= lo) band = b;
    });
    (age[d] as number[])[band] = ((age[d] as number[])[band] as number) + 1;
    if (patient.sex === 'F') female[d] = (female[d] as number) + 1;
    for (const p of parents)
      if (patient.answers.get(p) === true)
        (parentPresent[p] as number[])[d] = ((parentPresent[p] as number[])[d] as number) + 1;

    for (const ev of modelEvidences) {
      const parent = ev.parent !== null && known.has(ev.parent) ? ev.parent : null;
      if (parent && patient.answers.get(parent) !== true) continue;
      let counts = evidenceCounts.get(ev.code);
      if (!counts) evidenceCounts.set(ev.code, (counts = new Map()));
      const answer = patient.answers.get(ev.code);
      if (ev.type === 'B') {
        if (answer === true) bump(counts, `${d},0`);
      } else if (ev.type === 'C') {
        const v = ev.values.indexOf((answer ?? ev.defaultValue) as string | number);
        if (v < 0) throw new Error(`Value ${String(answer)} not possible for ${ev.code}`);
        bump(counts, `${d},${v}`);
      } else {
        for (const code of (answer as string[] | undefined) ?? []) bump(counts, `${d},${ev.values.indexOf(code)}`);
      }
    }
    for (const [name, probability] of patient.differential) {
      const o = index.get(name);
      if (o !== undefined && probability > DIFFERENTIAL_CUTOFF) bump(differential, `${d},${o}`);
    }
  }

  const triples = (map: Map<string, number>): number[] =>
    [...map]
      .map(([key, c]) => [...key.split(',').map(Number), c] as number[])
      .sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number))
      .flat();

  return {
    format: 1,
    attribution: ATTRIBUTION,
    builtFrom: { files, patients: patients.length },
    fit,
    ageBands: AGE_BANDS,
    pathologies,
    evidences: modelEvidences,
    counts: {
      patients: patientsPer,
      age,
      female,
      parentPresent,
      evidence: Object.fromEntries([...evidenceCounts].map(([code, m]) => [code, triples(m)])),
      differential: triples(differential),
    },
  };
}
