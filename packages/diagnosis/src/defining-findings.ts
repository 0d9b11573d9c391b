import type { ModelTables } from './model/compose.js';
import type { EvidenceValue } from './types.js';

/**
 * A condition's defining findings: the symptoms and signs most of its patients report and few others do
 * (shingles' rash, a bursitis' swelling, a bunion's bump). Told from its likelihoods, not a list.
 */
const DEFINING_P = 0.75;
const DEFINING_RATIO = 8;

const cache = new WeakMap<ModelTables, string[][]>();

function definingFindings(tables: ModelTables): string[][] {
  let out = cache.get(tables);
  if (out) return out;
  out = tables.conditions.map(() => []);
  for (const t of tables.evidences) {
    if (t.type !== 'B' || (t.entry.kind !== 'symptom' && t.entry.kind !== 'sign')) continue;
    const background = Math.max(t.entry.background[0] as number, 1e-6);
    for (let d = 0; d < out.length; d++) {
      const p = t.prob[0]![d] as number;
      if (t.linked[d] && p >= DEFINING_P && p / background >= DEFINING_RATIO) out[d]!.push(t.code);
    }
  }
  cache.set(tables, out);
  return out;
}

/** The defining findings (codes) of condition `d` (knowledge-base order). */
function definingFindingsOf(tables: ModelTables, d: number): readonly string[] {
  return definingFindings(tables)[d] ?? [];
}

/**
 * Whether the patient was not sure of what defines condition `d` and said yes to none of it: the AI cannot
 * then be sure of it either, though a doctor may still consider it.
 */
export function unsureOfDefiningFindings(
  tables: ModelTables,
  observations: ReadonlyMap<string, EvidenceValue>,
  declined: ReadonlySet<string>,
  d: number,
): boolean {
  const defining = definingFindingsOf(tables, d);
  return defining.some((code) => declined.has(code)) && !defining.some((code) => observations.get(code) === true);
}
