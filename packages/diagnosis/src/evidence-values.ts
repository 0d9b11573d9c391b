import type { EvidenceTable } from './model/compose.js';
import type { EvidenceValue } from './types.js';

const YES = new Set(['yes', 'y', 'true', '1', 'V_12']);
const NO = new Set(['no', 'n', 'false', '0', 'V_10', '']);

/**
 * Brings an answer to its canonical form: B → boolean; C scale → integer 0–10; C coded → value code;
 * M → the chosen value codes, sorted, without the "nothing" default. Throws a TypeError on a value the
 * evidence cannot take.
 */
export function canonicalValue(table: EvidenceTable, value: EvidenceValue): EvidenceValue {
  const fail = (): never => {
    throw new TypeError(`Invalid value ${JSON.stringify(value)} for evidence ${table.code} (type ${table.type})`);
  };
  if (table.type === 'B') {
    if (typeof value === 'boolean') return value;
    if (typeof value === 'number') return value > 0;
    if (typeof value === 'string') {
      const v = value.trim().toLowerCase();
      if (YES.has(v) || v === 'v_12') return true;
      if (NO.has(v) || v === 'v_10') return false;
    }
    return fail();
  }
  if (table.type === 'C') {
    if (table.numeric) {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string'
            ? Number(value)
            : typeof value === 'boolean'
              ? value
                ? 5
                : 0
              : NaN;
      if (!Number.isFinite(n)) return fail();
      return Math.min(10, Math.max(0, Math.round(n)));
    }
    if (typeof value === 'string' && table.valueIndex.has(value)) return value;
    // Yes/no lesion questions take booleans too.
    if (typeof value === 'boolean' && table.valueIndex.has('V_12') && table.valueIndex.has('V_10'))
      return value ? 'V_12' : 'V_10';
    if ((value === false || (Array.isArray(value) && value.length === 0)) && table.defaultIndex >= 0)
      return table.values[table.defaultIndex] as string;
    return fail();
  }
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : value === false ? [] : fail();
  const defaultCode = table.values[table.defaultIndex];
  const chosen = new Set<string>();
  for (const v of list) {
    if (typeof v !== 'string' || !table.valueIndex.has(v)) return fail();
    if (v !== defaultCode) chosen.add(v);
  }
  return [...chosen].sort((a, b) => (table.valueIndex.get(a) as number) - (table.valueIndex.get(b) as number));
}

/** Whether a canonical answer is positive (something to report). */
export function isPositive(table: EvidenceTable, value: EvidenceValue): boolean {
  if (table.type === 'B') return value === true;
  if (table.type === 'M') return Array.isArray(value) && value.length > 0;
  return value !== table.values[table.defaultIndex];
}

/** Adds weight × log P(value | pathology) for every pathology to `out`. The value must be canonical. */
export function addLogLikelihood(table: EvidenceTable, value: EvidenceValue, weight: number, out: Float64Array): void {
  const n = out.length;
  if (table.type === 'B') {
    const row = table.logProb[value === true ? 0 : 1] as Float64Array;
    for (let d = 0; d < n; d++) out[d] = (out[d] as number) + weight * (row[d] as number);
    return;
  }
  if (table.type === 'C') {
    const row = table.logProb[table.valueIndex.get(value as string | number) ?? table.defaultIndex] as Float64Array;
    for (let d = 0; d < n; d++) out[d] = (out[d] as number) + weight * (row[d] as number);
    return;
  }
  const none = table.logNoneChosen;
  for (let d = 0; d < n; d++) out[d] = (out[d] as number) + weight * (none[d] as number);
  for (const code of value as string[]) {
    const v = table.valueIndex.get(code);
    if (v === undefined) continue;
    const yes = table.logProb[v] as Float64Array;
    const no = table.logNotChosen[v] as Float64Array;
    for (let d = 0; d < n; d++) out[d] = (out[d] as number) + weight * ((yes[d] as number) - (no[d] as number));
  }
}

/** Normalises log scores into probabilities in place. */
export function softmaxInPlace(scores: Float64Array): Float64Array {
  let max = -Infinity;
  for (const s of scores) if (s > max) max = s;
  let sum = 0;
  for (let d = 0; d < scores.length; d++) {
    const e = Math.exp((scores[d] as number) - max);
    scores[d] = e;
    sum += e;
  }
  for (let d = 0; d < scores.length; d++) scores[d] = (scores[d] as number) / sum;
  return scores;
}
