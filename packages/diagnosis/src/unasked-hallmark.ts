import type { EvidenceTable, ModelTables } from './model/compose.js';

/**
 * A condition's defining finding: nearly everyone with it has it (facial weakness in Bell's palsy)…
 */
const DEFINING = 0.9;
/** …and few without it do, so a no to it all but rules the condition out. */
const UNCOMMON_WITHOUT = 0.05;

/**
 * Before an interview ends on a condition it would name, the finding that defines that condition, when
 * none of its defining findings was told and this one was never asked: a clinician asks "any weakness of
 * the face?" before calling an earache Bell's palsy, and a no makes it something else. Returns that
 * finding's code, or null. `condition` is the index of the condition that would be named; `present` whether
 * the patient has a finding (told, answered or implied); `askable` whether it may be asked now.
 */
export function unaskedHallmark(
  tables: ModelTables,
  condition: number,
  present: (table: EvidenceTable) => boolean,
  askable: (table: EvidenceTable) => boolean,
): string | null {
  let best: EvidenceTable | null = null;
  let bestRatio = 0;
  for (const table of tables.byCode.values()) {
    if (table.type !== 'B' || table.parent !== null) continue;
    const kind = table.entry.kind;
    if (kind !== 'symptom' && kind !== 'sign') continue;
    const withIt = table.prob[0]![condition] as number;
    const background = table.entry.background[0] as number;
    if (withIt < DEFINING || background >= UNCOMMON_WITHOUT) continue;
    // One defining finding the patient has is enough: the condition was not named on nothing.
    if (present(table)) return null;
    if (!askable(table)) continue;
    const ratio = withIt / Math.max(background, 1e-6);
    if (ratio > bestRatio) {
      best = table;
      bestRatio = ratio;
    }
  }
  return best?.code ?? null;
}
