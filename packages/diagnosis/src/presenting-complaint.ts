import { isPositive } from './evidence-values.js';
import { activeComplaint } from './history.js';
import type { EvidenceTable, ModelTables } from './model/compose.js';
import type { EvidenceValue } from './types.js';

/**
 * A condition that makes what the patient came with less likely than it is in anyone (one whose profile
 * says a lump or a rash is rare in it, for a lump or a rash) does not explain it, however well it fits the
 * answers that followed: below this share of the finding's background it is a misfit.
 */
export const MISFIT = 0.5;

/** How much likelier the condition makes an answer than its background; for several values, the best one. */
function fitOf(table: EvidenceTable, value: EvidenceValue, d: number): number {
  const bg = table.entry.background;
  const ratio = (i: number) => (table.prob[i]![d] as number) / Math.max(bg[i] as number, 1e-9);
  if (table.type === 'B') return ratio(0);
  if (table.type === 'M') return Math.max(0, ...(value as string[]).map((v) => ratio(table.valueIndex.get(v)!)));
  return ratio(table.valueIndex.get(value as string | number)!);
}

/**
 * The findings of the presenting complaint (those reported that open its script) that condition `d`
 * makes less likely than background by the MISFIT share. Empty when no complaint has opened, or when the
 * condition says nothing of them (it then takes their background). Where a pain, rash or swelling is is
 * not judged: the places a condition's profile names are its commonest, not all it can have.
 */
export function presentingMisfits(
  tables: ModelTables,
  observations: ReadonlyMap<string, EvidenceValue>,
  applies: (table: EvidenceTable) => boolean,
  d: number,
): string[] {
  const complaint = activeComplaint(tables, observations, applies);
  if (!complaint) return [];
  const out: string[] = [];
  for (const [code, value] of observations) {
    if (!complaint.triggers.has(code)) continue;
    const table = tables.byCode.get(code);
    if (!table || !applies(table) || !isPositive(table, value)) continue;
    if (fitOf(table, value, d) < MISFIT) out.push(code);
  }
  return out;
}

/**
 * Where a rash or a swelling is: seen where the illness is. Not where a pain is, which is felt away from its
 * source (a broken hip in the groin, an inflamed ovary in the back).
 */
const PLACES = ['E_133', 'E_152'];

/**
 * How condition `d` fits where the patient's rash or swelling is: 'fits' when it makes one of the places
 * reported likelier than background, 'elsewhere' when its profile names places and none of them, 'silent'
 * when it names none (or no place was reported).
 */
export function placeFit(
  tables: ModelTables,
  observations: ReadonlyMap<string, EvidenceValue>,
  applies: (table: EvidenceTable) => boolean,
  d: number,
): 'fits' | 'elsewhere' | 'silent' {
  let named = false;
  for (const code of PLACES) {
    const value = observations.get(code);
    const table = tables.byCode.get(code);
    if (value === undefined || !table || !applies(table) || !isPositive(table, value)) continue;
    if (fitOf(table, value, d) > 1) return 'fits';
    if (table.linked[d] === 1) named = true;
  }
  return named ? 'elsewhere' : 'silent';
}
