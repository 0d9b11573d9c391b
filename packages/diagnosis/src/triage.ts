import type { ModelTables } from './model-tables.js';
import type { Triage } from './types.js';

/**
 * Triage from the probability of severe pathologies (DDXPlus severity 1 is the most severe, 2 severe)
 * and the danger signs reported. A danger sign is always at least urgent; the thresholds on probability
 * are low on purpose, so that a likely severe case is never routine.
 */
export function triageFor(tables: ModelTables, posterior: Float64Array, dangerSign: boolean): Triage {
  const t = tables.fit.triage;
  let critical = 0;
  let severe = 0;
  for (let d = 0; d < posterior.length; d++) {
    const s = tables.severity[d] as number;
    if (s <= 1) critical += posterior[d] as number;
    if (s <= 2) severe += posterior[d] as number;
  }
  if (critical >= t.emergencyCritical) return 'emergency';
  if (severe >= (dangerSign ? t.emergencySevereWithFlag : t.emergencySevere)) return 'emergency';
  if (dangerSign || severe >= t.urgentSevere) return 'urgent';
  return 'routine';
}
