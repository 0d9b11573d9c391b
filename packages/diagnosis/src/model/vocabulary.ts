import { ALL_FINDINGS } from '../knowledge/index.js';
import { DDXPLUS_FINDINGS } from '../knowledge/findings/ddxplus.js';
import type { AskIf, FindingDef, FindingKind } from '../knowledge/types.js';
import type { ModelEvidence, ModelFile } from '../model-file.js';
import { phraseQuestion } from '../phrasing/questions.js';
import type { EvidenceType, Question } from '../types.js';

/**
 * One finding of the vocabulary as the model uses it: a DDXPlus evidence (with its DDXPlus code,
 * question and values) or an authored finding, with the background distribution that conditions
 * which do not describe it take.
 */
export interface VocabularyEntry {
  code: string;
  name: string;
  type: EvidenceType;
  /** Code of the parent finding, whose yes the answer is conditioned on. */
  parent: string | null;
  values: (string | number)[];
  /** Index of the "nothing to report" value; -1 when a C finding has none (duration). */
  defaultIndex: number;
  kind: FindingKind;
  label: string;
  question: Question;
  /** The question as DDXPlus worded it, or the authored one. */
  sourceQuestion: string;
  askIf: AskIf | null;
  redFlag: FindingDef['redFlag'] | null;
  /** B: P(yes). C: probability of each value. M: P(each value chosen). */
  background: Float64Array;
  ddxplus: boolean;
  /** The authored definition (new findings only). */
  def: FindingDef | null;
}

/** Numeric 0–10 scales: a broad spread, so that a condition silent on them is neither helped nor hurt. */
function broadScale(centre: number): Float64Array {
  const out = new Float64Array(11);
  let sum = 0;
  for (let v = 0; v <= 10; v++) {
    out[v] = Math.exp(-((v - centre) ** 2) / (2 * 3.2 ** 2));
    sum += out[v] as number;
  }
  return out.map((x) => x / sum);
}

/** The background of the DDXPlus categorical and multi-choice evidences. */
function ddxplusBackground(ev: ModelEvidence, fallback: number): Float64Array {
  const n = ev.values.length;
  if (ev.type === 'B') return Float64Array.of(fallback);
  if (ev.type === 'M') {
    // A place or a pain character nobody links to the condition is named at a small rate.
    const rate = ev.code === 'E_54' ? 0.04 : 0.004;
    return new Float64Array(n).fill(rate).map((x, i) => (ev.values[i] === ev.defaultValue ? 0 : x));
  }
  if (typeof ev.defaultValue === 'number') {
    const centre = ev.code === 'E_56' ? 5 : ev.code === 'E_58' || ev.code === 'E_59' ? 5 : 2;
    return broadScale(centre);
  }
  const shares: Record<string, Record<string, number>> = {
    // Australians in the last 4 weeks: mostly no travel; Asia, Europe, Oceania and North America lead.
    E_204: {
      V_10: 0.92,
      V_6: 0.015,
      V_7: 0.02,
      V_9: 0.012,
      V_13: 0.015,
      V_4: 0.008,
      V_0: 0.001,
      V_1: 0.001,
      V_2: 0.002,
      V_3: 0.002,
      V_5: 0.002,
      V_8: 0.002,
    },
    E_130: { V_11: 0.1, V_157: 0.5, V_156: 0.2, V_86: 0.08, V_107: 0.04, V_138: 0.08 },
    E_131: { V_10: 0.8, V_12: 0.2 },
    E_135: { V_10: 0.6, V_12: 0.4 },
  };
  const share = shares[ev.code] ?? {};
  const out = new Float64Array(n).fill(0.01);
  ev.values.forEach((v, i) => {
    if (share[String(v)] !== undefined) out[i] = share[String(v)] as number;
  });
  const sum = out.reduce((s, x) => s + x, 0);
  return out.map((x) => x / sum);
}

function authoredEntry(def: FindingDef, codeOf: (name: string) => string | undefined): VocabularyEntry {
  const values = def.type === 'B' ? [] : (def.options ?? []).map((o) => o.value);
  let background: Float64Array;
  if (def.type === 'B') {
    if (typeof def.background !== 'number')
      throw new TypeError(`${def.name}: a yes/no finding takes a number as background`);
    background = Float64Array.of(def.background);
  } else {
    const share = typeof def.background === 'number' ? {} : def.background;
    background = Float64Array.from(
      values,
      (v) => share[v] ?? (typeof def.background === 'number' ? def.background : 0.01),
    );
    if (def.type === 'C') {
      const sum = background.reduce((s, x) => s + x, 0);
      background = background.map((x) => x / sum);
    }
  }
  const parent = def.parent ? codeOf(def.parent) : undefined;
  if (def.parent && !parent) throw new TypeError(`${def.name}: unknown parent ${def.parent}`);
  const question: Question = { evidence: def.id, type: def.type, text: def.question };
  if (def.options) question.options = def.options.map((o) => ({ value: o.value, label: o.label }));
  return {
    code: def.id,
    name: def.name,
    type: def.type,
    parent: parent ?? null,
    values,
    defaultIndex: def.defaultValue === undefined ? (def.type === 'B' ? 1 : -1) : values.indexOf(def.defaultValue),
    kind: def.kind,
    label: def.label,
    question,
    sourceQuestion: def.question,
    askIf: def.askIf ?? null,
    redFlag: def.redFlag ?? null,
    background,
    ddxplus: false,
    def,
  };
}

/** The one vocabulary: the DDXPlus evidences in their order, then the authored findings. */
export function buildVocabulary(
  model: ModelFile,
  redFlags: Readonly<Record<string, FindingDef['redFlag']>>,
  onProblem?: (problem: string) => void,
): VocabularyEntry[] {
  const info = new Map(DDXPLUS_FINDINGS.map((f) => [f.code, f]));
  const known = new Set(model.evidences.map((e) => e.code));
  const ddxplus = model.evidences.map((ev): VocabularyEntry => {
    const f = info.get(ev.code);
    if (!f) throw new TypeError(`No vocabulary name for DDXPlus evidence ${ev.code}`);
    const question = phraseQuestion(ev);
    const flag = redFlags[ev.code];
    return {
      code: ev.code,
      name: f.name,
      type: ev.type,
      parent: ev.parent !== null && ev.parent !== ev.code && known.has(ev.parent) ? ev.parent : (f.parent ?? null),
      values: ev.type === 'B' ? [] : ev.values,
      defaultIndex: ev.type === 'B' ? 1 : ev.values.indexOf(ev.defaultValue),
      kind: ev.antecedent
        ? f.name.startsWith('family_') || f.name.startsWith('past_')
          ? 'history'
          : 'risk'
        : 'symptom',
      label: f.label,
      question,
      sourceQuestion: ev.question,
      askIf: f.askIf ?? null,
      redFlag: flag ?? null,
      background: ddxplusBackground(ev, f.background),
      ddxplus: true,
      def: null,
    };
  });
  const byName = new Map<string, string>(ddxplus.map((e) => [e.name, e.code]));
  const kept: FindingDef[] = [];
  for (const def of ALL_FINDINGS) {
    if (byName.has(def.name) || known.has(def.id)) {
      if (!onProblem) throw new TypeError(`Finding ${def.name} is defined twice`);
      onProblem(`finding ${def.name} is defined twice (the second left out)`);
      continue;
    }
    byName.set(def.name, def.id);
    kept.push(def);
  }
  const authored: VocabularyEntry[] = [];
  for (const def of kept) {
    try {
      authored.push(authoredEntry(def, (name) => byName.get(name)));
    } catch (err) {
      if (!onProblem) throw err;
      onProblem(`finding ${def.name}: ${(err as Error).message} (left out)`);
    }
  }
  return [...ddxplus, ...authored];
}
