import type { EvidenceTable, ModelTables } from './model/compose.js';

/** Pathologies below this probability are left out of the information-gain sums. */
const ACTIVE = 1e-5;
/** Answer samples per multi-choice question when estimating its information gain. */
const MULTI_SAMPLES = 32;
/** Pathologies below this probability do not seed multi-choice answer samples. */
const SAMPLE_SOURCE = 0.005;

export interface QuestionChoice {
  table: EvidenceTable;
  gain: number;
}

export interface ChoiceInput {
  tables: ModelTables;
  posterior: Float64Array;
  /** Whether an evidence may be asked now (not yet answered, its parent answered yes). */
  askable: (table: EvidenceTable) => boolean;
  /** Seeds the deterministic sampling of multi-choice answers. */
  seed: number;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The posterior restricted to the pathologies that still matter, with its logs. */
interface Active {
  index: Int32Array;
  p: Float64Array;
  logP: Float64Array;
  temper: number;
}

/**
 * Entropy of the posterior after an answer whose tempered log likelihood (up to a constant) is
 * `logF` over the active pathologies: with u = p·e^logF, H = log Σu − Σ u·log u / Σu.
 */
function entropyAfter(a: Active, logF: Float64Array): number {
  let z = 0;
  let s = 0;
  for (let i = 0; i < a.index.length; i++) {
    const lu = (a.logP[i] as number) + (logF[i] as number);
    const u = Math.exp(lu);
    z += u;
    s += u * lu;
  }
  return z > 0 ? Math.log(z) - s / z : 0;
}

/** Expected posterior entropy after a B or C question: exact sum over the answers. */
function expectedEntropyDiscrete(table: EvidenceTable, a: Active): number {
  let expected = 0;
  for (let v = 0; v < table.prob.length; v++) {
    const row = table.prob[v] as Float64Array;
    const rowT = table.tempered[v] as Float64Array;
    const logRow = table.logProb[v] as Float64Array;
    let pa = 0;
    let z = 0;
    let s = 0;
    for (let i = 0; i < a.index.length; i++) {
      const d = a.index[i] as number;
      const p = a.p[i] as number;
      pa += p * (row[d] as number);
      const u = p * (rowT[d] as number);
      z += u;
      s += u * ((a.logP[i] as number) + a.temper * (logRow[d] as number));
    }
    if (pa < 1e-9 || z <= 0) continue;
    expected += pa * (Math.log(z) - s / z);
  }
  return expected;
}

/** Expected posterior entropy after an M question, from answers sampled per likely pathology. */
function expectedEntropyMulti(table: EvidenceTable, a: Active, seed: number): number {
  const random = mulberry32(seed * 7919 + table.index);
  const n = a.index.length;
  const logF = new Float64Array(n);
  let covered = 0;
  let expected = 0;
  for (let j = 0; j < n; j++) {
    const weight = a.p[j] as number;
    if (weight < SAMPLE_SOURCE) continue;
    const source = a.index[j] as number;
    const samples = Math.max(1, Math.round(MULTI_SAMPLES * weight));
    let sum = 0;
    for (let k = 0; k < samples; k++) {
      for (let i = 0; i < n; i++) logF[i] = a.temper * (table.logNoneChosen[a.index[i] as number] as number);
      for (const v of table.choosable) {
        if (random() >= ((table.prob[v] as Float64Array)[source] as number)) continue;
        const yes = table.logProb[v] as Float64Array;
        const no = table.logNotChosen[v] as Float64Array;
        for (let i = 0; i < n; i++) {
          const d = a.index[i] as number;
          logF[i] = (logF[i] as number) + a.temper * ((yes[d] as number) - (no[d] as number));
        }
      }
      let max = -Infinity;
      for (let i = 0; i < n; i++) if ((logF[i] as number) > max) max = logF[i] as number;
      for (let i = 0; i < n; i++) logF[i] = (logF[i] as number) - max;
      sum += entropyAfter(a, logF);
    }
    expected += (weight * sum) / samples;
    covered += weight;
  }
  return covered > 0 ? expected / covered : 0;
}

/** The askable evidence with the largest expected information gain about the pathology. */
export function chooseQuestion(input: ChoiceInput): QuestionChoice | null {
  const { tables, posterior } = input;
  const indices: number[] = [];
  for (let d = 0; d < posterior.length; d++) if ((posterior[d] as number) >= ACTIVE) indices.push(d);
  const index = Int32Array.from(indices);
  const p = Float64Array.from(indices, (d) => posterior[d] as number);
  const logP = p.map((x) => Math.log(x));
  const active: Active = { index, p, logP, temper: tables.fit.temper };
  let h0 = 0;
  for (let i = 0; i < p.length; i++) h0 -= (p[i] as number) * (logP[i] as number);

  // Only findings that the leading conditions describe: nothing about tuna for a sore throat.
  const leading = indices
    .filter((d) => d < tables.nConditions && (posterior[d] as number) >= tables.params.candidateFloor)
    .sort((a, b) => (posterior[b] as number) - (posterior[a] as number))
    .slice(0, tables.params.candidateCount);
  let best: QuestionChoice | null = null;
  for (const table of tables.evidences) {
    if (!input.askable(table)) continue;
    if (!leading.some((d) => table.linked[d])) continue;
    const after =
      table.type === 'M' ? expectedEntropyMulti(table, active, input.seed) : expectedEntropyDiscrete(table, active);
    const gain = h0 - after;
    if (!best || gain > best.gain + 1e-12) best = { table, gain };
  }
  return best;
}
