import type { EvidenceTable, ModelTables } from './model/compose.js';

/**
 * A condition's defining finding: nearly everyone with it has it (facial weakness in Bell's palsy)…
 */
const DEFINING = 0.9;
/** …and few without it do, so a no to it all but rules the condition out. */
const UNCOMMON_WITHOUT = 0.05;

/**
 * Before an interview ends on a condition it would name, the finding that defines that condition, when it
 * was never asked nor told: a clinician asks "any weakness of the face?" before calling an earache Bell's
 * palsy, and a no makes it something else. Returns that finding's code, or null.
 * `leader` is the index of the condition that would be named; `askable` whether a finding may be asked now.
 */
export function unaskedHallmark(
  tables: ModelTables,
  leader: number,
  askable: (table: EvidenceTable) => boolean,
): string | null {
  let best: EvidenceTable | null = null;
  let bestRatio = 0;
  for (const table of tables.byCode.values()) {
    if (table.type !== 'B' || table.parent !== null) continue;
    const kind = table.entry.kind;
    if (kind !== 'symptom' && kind !== 'sign') continue;
    const withIt = table.prob[0]![leader] as number;
    const background = table.entry.background[0] as number;
    if (withIt < DEFINING || background >= UNCOMMON_WITHOUT || !askable(table)) continue;
    const ratio = withIt / Math.max(background, 1e-6);
    if (ratio > bestRatio) {
      best = table;
      bestRatio = ratio;
    }
  }
  return best?.code ?? null;
}
