import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EvidenceValue, Sex } from '../types.js';

/** The DDXPlus folder: $DDXPLUS_DIR, else shared/ddxplus beside the repository root. */
export function datasetDir(): string {
  if (process.env.DDXPLUS_DIR) return resolve(process.env.DDXPLUS_DIR);
  // This file runs from dist/training/ (or src/training/ under the test runner): the package is two levels up.
  const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  return resolve(packageDir, '../../../shared/ddxplus');
}

export interface SourceCondition {
  condition_name: string;
  'icd10-id': string;
  severity: number;
  symptoms: Record<string, unknown>;
  antecedents: Record<string, unknown>;
}

export interface SourceEvidence {
  name: string;
  code_question: string;
  question_en: string;
  is_antecedent: boolean;
  default_value: string | number;
  value_meaning: Record<string, { en: string; fr: string }>;
  'possible-values': (string | number)[];
  data_type: 'B' | 'C' | 'M';
}

export interface DatasetPatient {
  age: number;
  sex: Sex;
  pathology: string;
  /** Every evidence of the patient in canonical form (M: chosen codes without the default). */
  answers: Map<string, EvidenceValue>;
  initialEvidence: string;
  /** Published differential: [condition name, probability], most probable first. */
  differential: [string, number][];
}

export function readConditions(dir = datasetDir()): Record<string, SourceCondition> {
  return JSON.parse(readFileSync(resolve(dir, 'release_conditions.json'), 'utf8')) as Record<string, SourceCondition>;
}

export function readEvidences(dir = datasetDir()): Record<string, SourceEvidence> {
  return JSON.parse(readFileSync(resolve(dir, 'release_evidences.json'), 'utf8')) as Record<string, SourceEvidence>;
}

/** Splits CSV text into rows of fields (RFC 4180 quoting). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Python-literal lists with single quotes; the names hold no quotes, so swapping them yields JSON. */
const pythonList = <T>(text: string): T => JSON.parse(text.replace(/'/g, '"')) as T;

export function readPatients(
  file: string,
  evidences: Record<string, SourceEvidence>,
  dir = datasetDir(),
): DatasetPatient[] {
  const [header, ...rows] = parseCsv(readFileSync(resolve(dir, file), 'utf8'));
  if (!header) return [];
  const col = (name: string): number => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${file}: no column ${name}`);
    return i;
  };
  const [iAge, iDiff, iSex, iPath, iEv, iInit] = [
    'AGE',
    'DIFFERENTIAL_DIAGNOSIS',
    'SEX',
    'PATHOLOGY',
    'EVIDENCES',
    'INITIAL_EVIDENCE',
  ].map(col) as number[];
  return rows.map((r) => {
    const answers = new Map<string, EvidenceValue>();
    for (const item of pythonList<string[]>(r[iEv as number] ?? '[]')) {
      const [code, raw] = item.split('_@_') as [string, string | undefined];
      const ev = evidences[code];
      if (!ev) throw new Error(`${file}: unknown evidence ${code}`);
      if (raw === undefined) answers.set(code, true);
      else if (ev.data_type === 'M') {
        const list = (answers.get(code) as string[] | undefined) ?? [];
        if (raw !== ev.default_value) list.push(raw);
        answers.set(code, list);
      } else answers.set(code, /^\d+$/.test(raw) ? Number(raw) : raw);
    }
    return {
      age: Number(r[iAge as number]),
      sex: r[iSex as number] === 'F' ? 'F' : 'M',
      pathology: r[iPath as number] ?? '',
      answers,
      initialEvidence: r[iInit as number] ?? '',
      differential: pythonList<[string, number][]>(r[iDiff as number] ?? '[]'),
    };
  });
}
