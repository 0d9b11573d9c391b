import { readFileSync } from 'node:fs';
import { canonicalValue, isPositive } from './evidence-values.js';
import { SOURCES } from './knowledge/sources.js';
import type { ModelFile } from './model-file.js';
import { composeTables, type ComposeOptions, type ModelTables } from './model/compose.js';
import type { EvidenceInfo, EvidenceValue, KnowledgeBase, PathologyInfo, Population, Question } from './types.js';

interface Internals {
  tables: ModelTables;
  model: ModelFile;
  options: ComposeOptions;
  /** The tables as DDXPlus's synthetic population presents, built on first use (its benchmark). */
  ddxplus?: ModelTables;
}

const internals = new WeakMap<KnowledgeBase, Internals>();

function internalsOf(kb: KnowledgeBase): Internals {
  const found = internals.get(kb);
  if (!found) throw new TypeError('Not a knowledge base from loadKnowledgeBase()');
  return found;
}

/** The likelihood tables behind a knowledge base made by this package. */
export function tablesOf(kb: KnowledgeBase, population: Population = 'primary-care'): ModelTables {
  const found = internalsOf(kb);
  if (population === 'primary-care') return found.tables;
  found.ddxplus ??= composeTables(found.model, { ...found.options, keepFitted: true });
  return found.ddxplus;
}

function copyQuestion(q: Question): Question {
  return q.options ? { ...q, options: q.options.map((o) => ({ ...o })) } : { ...q };
}

export function knowledgeBaseFromModel(model: ModelFile, options: ComposeOptions = {}): KnowledgeBase {
  if (model.format !== 1) throw new TypeError(`Unsupported model format ${String(model.format)}`);
  const tables = composeTables(model, options);
  const published = new Map(model.pathologies.map((p) => [p.name, p.icd10]));
  const pathologies: PathologyInfo[] = tables.conditions.map((c, d) =>
    Object.freeze({
      id: c.id,
      name: c.name,
      plainName: c.plainName,
      icd10: c.icd10,
      sourceIcd10: c.ddxplus ? (published.get(c.name) ?? c.icd10) : c.icd10,
      severity: tables.severity[d] as PathologyInfo['severity'],
      urgency: c.urgency,
      prevalence: c.prevalence,
      system: c.system,
      telehealth: c.telehealth,
      ddxplus: c.ddxplus === true,
      sources: Object.freeze([...c.sources]),
    }),
  );
  const evidences: EvidenceInfo[] = tables.evidences.map(({ entry }) =>
    Object.freeze({
      code: entry.code,
      name: entry.name,
      label: entry.label,
      kind: entry.kind,
      type: entry.type,
      parent: entry.parent,
      isAntecedent: entry.kind !== 'symptom' && entry.kind !== 'sign',
      question: entry.question,
      sourceQuestion: entry.sourceQuestion,
      defaultValue:
        entry.type === 'B'
          ? false
          : entry.type === 'M'
            ? []
            : ((entry.values[entry.defaultIndex] as string | number | undefined) ?? ''),
      redFlag: entry.redFlag?.reason ?? null,
      askIf: entry.askIf,
    }),
  );
  const pathologyByName = new Map(pathologies.map((p) => [p.name, p]));
  const evidenceByCode = new Map(evidences.map((e) => [e.code, e]));
  const redFlags = Object.freeze(evidences.filter((e) => e.redFlag !== null).map((e) => e.code));

  const kb: KnowledgeBase = Object.freeze({
    pathologies: Object.freeze(pathologies),
    evidences: Object.freeze(evidences),
    pathology: (name: string) => pathologyByName.get(name),
    evidence: (code: string) => evidenceByCode.get(code),
    question: (code: string) => {
      const q = evidenceByCode.get(code)?.question;
      return q ? copyQuestion(q) : undefined;
    },
    isRedFlag: (code: string, value?: EvidenceValue) => {
      const table = tables.byCode.get(code);
      if (!table?.entry.redFlag) return false;
      if (value === undefined) return true;
      try {
        return isPositive(table, canonicalValue(table, value));
      } catch {
        return false;
      }
    },
    redFlags,
    attribution: model.attribution,
    sources: SOURCES,
  });
  internals.set(kb, { tables, model, options });
  return kb;
}

let bundled: KnowledgeBase | undefined;

function readModel(): ModelFile {
  return JSON.parse(readFileSync(new URL('../data/model.json', import.meta.url), 'utf8')) as ModelFile;
}

/** The knowledge base bundled with the package (data/model.json and src/knowledge), built once. */
export function loadKnowledgeBase(): KnowledgeBase {
  bundled ??= knowledgeBaseFromModel(readModel());
  return bundled;
}

/** The bundled knowledge base while it is being written: problems are reported and left out, not fatal. */
export function loadKnowledgeBaseForAuthoring(onProblem: (problem: string) => void): KnowledgeBase {
  return knowledgeBaseFromModel(readModel(), { onProblem });
}
