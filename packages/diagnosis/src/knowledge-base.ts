import { readFileSync } from 'node:fs';
import { canonicalValue, isPositive } from './evidence-values.js';
import type { ModelFile } from './model-file.js';
import { buildTables, type ModelTables } from './model-tables.js';
import { describePathology } from './phrasing/pathologies.js';
import { phraseQuestion } from './phrasing/questions.js';
import { RED_FLAGS } from './red-flags.js';
import type { EvidenceInfo, EvidenceValue, KnowledgeBase, PathologyInfo, Question } from './types.js';

const internals = new WeakMap<KnowledgeBase, ModelTables>();

/** The likelihood tables behind a knowledge base made by this package. */
export function tablesOf(kb: KnowledgeBase): ModelTables {
  const tables = internals.get(kb);
  if (!tables) throw new TypeError('Not a knowledge base from loadKnowledgeBase()');
  return tables;
}

function copyQuestion(q: Question): Question {
  return q.options ? { ...q, options: q.options.map((o) => ({ ...o })) } : { ...q };
}

export function knowledgeBaseFromModel(model: ModelFile): KnowledgeBase {
  if (model.format !== 1) throw new TypeError(`Unsupported model format ${String(model.format)}`);
  const tables = buildTables(model);
  const pathologies: PathologyInfo[] = model.pathologies.map((p) => Object.freeze(describePathology(p)));
  const evidences: EvidenceInfo[] = model.evidences.map((ev) =>
    Object.freeze({
      code: ev.code,
      type: ev.type,
      parent: tables.byCode.get(ev.code)?.parent ?? null,
      isAntecedent: ev.antecedent,
      question: phraseQuestion(ev),
      sourceQuestion: ev.question,
      defaultValue: ev.type === 'B' ? false : ev.type === 'M' ? [] : ev.defaultValue,
      redFlag: RED_FLAGS[ev.code] ?? null,
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
      if (!table || RED_FLAGS[code] === undefined) return false;
      if (value === undefined) return true;
      try {
        return isPositive(table, canonicalValue(table, value));
      } catch {
        return false;
      }
    },
    redFlags,
    attribution: model.attribution,
  });
  internals.set(kb, tables);
  return kb;
}

let bundled: KnowledgeBase | undefined;

/** The knowledge base bundled with the package (data/model.json), loaded once. */
export function loadKnowledgeBase(): KnowledgeBase {
  if (!bundled) {
    const file = new URL('../data/model.json', import.meta.url);
    bundled = knowledgeBaseFromModel(JSON.parse(readFileSync(file, 'utf8')) as ModelFile);
  }
  return bundled;
}
