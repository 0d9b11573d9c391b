import { tablesOf } from '../knowledge-base.js';
import { AGE_BAND_STARTS, AGE_BANDS, type ConditionDef } from '../knowledge/types.js';
import type { EvidenceValue, KnowledgeBase } from '../types.js';
import { isPositive } from '../evidence-values.js';

/**
 * Why a condition named (or listed) for a common complaint would be absurd or frightening, judged from
 * the knowledge alone: what the condition is (a cancer, a rare disease or an emergency with nothing said
 * that defines it or is a danger sign), who it occurs in, and whether the finding that defines it was reported.
 */
export type SweepFlag =
  | 'cancer'
  | 'rare'
  | 'wrong sex'
  | 'wrong age'
  | 'travel infection without travel'
  | 'emergency condition without a danger sign'
  | 'defining finding never asked'
  | 'defining finding denied'
  | 'defining finding not sure';

/** A defining finding: the condition brings it in most patients, and few others report it. */
const HALLMARK_P = 0.6;
const HALLMARK_RATIO = 8;
/** An age or sex multiplier this small: the condition (nearly) never occurs in that patient. */
const NEVER = 0.05;

const NEOPLASM = /^(?:C\d|D0\d|D[34]\d)/;
const MALIGNANT_WORDS = /\b(?:cancer|carcinoma|lymphoma|leuka?emia|myeloma|melanoma|sarcoma|tumou?r|malignan)/i;

export interface SweepContext {
  age: number;
  sex: 'F' | 'M';
  /** Every answer and opening finding, by code. */
  observations: ReadonlyMap<string, EvidenceValue>;
  /** Codes asked and answered "not sure". */
  declined: ReadonlySet<string>;
}

export function bandOf(age: number): (typeof AGE_BANDS)[number] {
  let i = 0;
  while (i + 1 < AGE_BAND_STARTS.length && age >= (AGE_BAND_STARTS[i + 1] as number)) i++;
  return AGE_BANDS[i]!;
}

/** The defining yes/no symptoms and signs of condition `d` (codes), from its likelihoods. */
export function hallmarksOf(kb: KnowledgeBase, d: number): string[] {
  const tables = tablesOf(kb);
  const out: string[] = [];
  for (const t of tables.evidences) {
    if (t.type !== 'B' || !t.linked[d]) continue;
    if (t.entry.kind !== 'symptom' && t.entry.kind !== 'sign') continue;
    const p = t.prob[0]![d] as number;
    const bg = Math.max(t.entry.background[0] as number, 1e-6);
    if (p >= HALLMARK_P && p / bg >= HALLMARK_RATIO) out.push(t.code);
  }
  return out;
}

function travelled(tables: ReturnType<typeof tablesOf>, observations: ReadonlyMap<string, EvidenceValue>): boolean {
  const table = tables.byCode.get('E_204');
  const value = observations.get('E_204');
  return table !== undefined && value !== undefined && isPositive(table, value);
}

function isTravelInfection(c: ConditionDef): boolean {
  if (c.requires?.some((r) => r.startsWith('travel:'))) return true;
  return c.travel !== undefined && (c.travel.none ?? 1) < 0.5;
}

/** The flags of condition `d` (knowledge-base order) named or listed for a patient's answers. */
export function flagsOf(kb: KnowledgeBase, d: number, ctx: SweepContext): SweepFlag[] {
  const tables = tablesOf(kb);
  const c = tables.conditions[d]!;
  const flags: SweepFlag[] = [];
  if (NEOPLASM.test(c.icd10) || MALIGNANT_WORDS.test(c.name)) flags.push('cancer');
  if ((c.sex?.[ctx.sex] ?? 1) < NEVER) flags.push('wrong sex');
  if ((c.ages?.[bandOf(ctx.age)] ?? 1) < NEVER) flags.push('wrong age');
  if (isTravelInfection(c) && !travelled(tables, ctx.observations)) flags.push('travel infection without travel');
  const positive = (code: string) => {
    const table = tables.byCode.get(code);
    const value = ctx.observations.get(code);
    return table !== undefined && value !== undefined && isPositive(table, value);
  };
  if (c.urgency === 'emergency') {
    const dangerSign = [...ctx.observations.keys()].some(
      (code) => tables.byCode.get(code)?.entry.redFlag && positive(code),
    );
    if (!dangerSign) flags.push('emergency condition without a danger sign');
  }
  const hallmarks = hallmarksOf(kb, d);
  // A rare condition is far-fetched unless what defines it was said.
  if ((c.prevalence === 'rare' || c.prevalence === 'very rare') && !hallmarks.some(positive)) flags.push('rare');
  if (hallmarks.length && !hallmarks.some(positive)) {
    if (hallmarks.some((h) => ctx.declined.has(h))) flags.push('defining finding not sure');
    else if (hallmarks.some((h) => ctx.observations.has(h))) flags.push('defining finding denied');
    else flags.push('defining finding never asked');
  }
  return flags;
}
