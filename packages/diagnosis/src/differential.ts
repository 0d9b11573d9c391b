import type { ModelTables } from './model/compose.js';

/**
 * Keeps in the differential (at a small floor probability) the pathologies that the published DDXPlus
 * differentials of similar patients list, so that a clinician sees the conditions worth ruling out; the
 * floor's mass comes from the leading pathologies. Returns a new array summing to 1.
 */
export function adjustForDifferential(tables: ModelTables, posterior: Float64Array): Float64Array {
  const n = posterior.length;
  const { differentialShare: threshold, differentialFloor: floor } = tables.fit;
  const out = Float64Array.from(posterior);
  if (floor <= 0) return out;
  const share = new Float64Array(n);
  for (let d = 0; d < n; d++) {
    const p = posterior[d] as number;
    if (p < 1e-4) continue;
    const row = tables.differentialShare[d] as Float64Array;
    for (let o = 0; o < n; o++) share[o] = (share[o] as number) + p * (row[o] as number);
  }
  let added = 0;
  for (let o = 0; o < n; o++) {
    const s = share[o] as number;
    const p = out[o] as number;
    if (s < threshold || p >= floor) continue;
    // Slightly above the floor, ordered by how often similar patients' differentials list it.
    const raised = floor * (1 + 0.05 * s);
    added += raised - p;
    out[o] = raised;
  }
  if (added <= 0) return out;
  let donors = 0;
  for (let d = 0; d < n; d++) if ((out[d] as number) > 4 * floor) donors += out[d] as number;
  if (donors <= added * 2) return Float64Array.from(posterior);
  const scale = (donors - added) / donors;
  for (let d = 0; d < n; d++) if ((out[d] as number) > 4 * floor) out[d] = (out[d] as number) * scale;
  return out;
}
