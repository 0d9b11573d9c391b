import { isPositive } from './evidence-values.js';
import type { CompiledComplaint } from './model/complaints.js';
import type { EvidenceTable, ModelTables } from './model/compose.js';
import type { EvidenceValue } from './types.js';

/**
 * The presenting complaint: the script opened by the first thing the patient reported (a symptom that
 * triggers one, or pain at one of its places).
 */
export function activeComplaint(
  tables: ModelTables,
  observations: ReadonlyMap<string, EvidenceValue>,
  applies: (table: EvidenceTable) => boolean = () => true,
): CompiledComplaint | null {
  let general: CompiledComplaint | null = null;
  for (const [code, value] of observations) {
    const table = tables.byCode.get(code);
    if (!table || !applies(table) || !isPositive(table, value)) continue;
    const found =
      code === 'E_55'
        ? tables.complaints.find((c) => (value as string[]).some((site) => c.painSites.has(site)))
        : tables.complaints.find((c) => c.triggers.has(code));
    if (found && !found.general) return found;
    general ??= found ?? null;
  }
  return general;
}

/** Whether a finding still bears on the conditions in play: one of them this probable describes it. */
export function bearsOn(tables: ModelTables, table: EvidenceTable, posterior: Float64Array): boolean {
  for (let d = 0; d < tables.nConditions; d++) {
    if (table.linked[d] && (posterior[d] as number) >= tables.params.candidateFloor) return true;
  }
  return false;
}

/**
 * The next question of the complaint's history, in the script's order: its red flags (and the findings
 * it must always ask) always, the other
 * questions while the model is not yet confident and they still bear on the conditions in play.
 */
export function nextScriptedQuestion(
  tables: ModelTables,
  complaint: CompiledComplaint | null,
  posterior: Float64Array,
  askable: (table: EvidenceTable) => boolean,
  confident: boolean,
): string | null {
  if (!complaint) return null;
  for (const code of complaint.questions) {
    const table = tables.byCode.get(code);
    if (!table || !askable(table)) continue;
    if (table.entry.redFlag || complaint.always.has(code)) return code;
    if (confident || !bearsOn(tables, table, posterior)) continue;
    return code;
  }
  return null;
}
