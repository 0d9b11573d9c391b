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
  /** What a knowledge base made from another changes in its tables (knowledgeBaseWithout). */
  adjust?: (tables: ModelTables) => ModelTables;
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
  if (!found.ddxplus) {
    const composed = composeTables(found.model, { ...found.options, keepFitted: true });
    found.ddxplus = found.adjust ? found.adjust(composed) : composed;
  }
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

/** A log prior no finding can overcome: a condition the knowledge base is to act as if it did not know. */
const UNKNOWN_LOG_PRIOR = -1e9;

/**
 * The same knowledge base acting as if it did not know some of its conditions (by id): their prior is nil,
 * so no finding brings them back, and everything else (the vocabulary, the reader, the other conditions,
 * the share left to "a condition it does not know") is as it was. They stay listed, at probability 0. For
 * measuring what the AI says of an illness it does not know (src/bench/calibration-cli.ts); not for use in
 * a consultation.
 */
export function knowledgeBaseWithout(kb: KnowledgeBase, ids: readonly string[]): KnowledgeBase {
  const found = internalsOf(kb);
  const unknown = new Set(ids);
  for (const id of unknown)
    if (!found.tables.conditions.some((c) => c.id === id)) throw new RangeError(`No condition ${id}`);
  const without = (tables: ModelTables): ModelTables => {
    const logPrevalence = Float64Array.from(tables.logPrevalence);
    const logPrior = Float64Array.from(tables.ddxplusPrior.logPrior);
    tables.conditions.forEach((c, d) => {
      if (!unknown.has(c.id)) return;
      logPrevalence[d] = UNKNOWN_LOG_PRIOR;
      if (d < logPrior.length) logPrior[d] = UNKNOWN_LOG_PRIOR;
    });
    return { ...tables, logPrevalence, ddxplusPrior: { ...tables.ddxplusPrior, logPrior } };
  };
  const copy: KnowledgeBase = Object.freeze({ ...kb });
  internals.set(copy, {
    tables: without(found.tables),
    model: found.model,
    options: found.options,
    ddxplus: found.ddxplus && without(found.ddxplus),
    adjust: (tables) => without(found.adjust ? found.adjust(tables) : tables),
  });
  return copy;
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
