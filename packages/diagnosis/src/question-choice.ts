import type { EvidenceTable, ModelTables } from './model-tables.js';

/** Pathologies below this probability are left out of the information-gain sums. */
const ACTIVE = 1e-5;
/** Answer samples per multi-choice question when estimating its information gain. */
const MULTI_SAMPLES = 40;

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

function entropy(p: Float64Array, active: number[]): number {
  let h = 0;
  for (const d of active) {
    const x = p[d] as number;
    if (x > 0) h -= x * Math.log(x);
  }
  return h;
}

/** Entropy of the posterior p·f / Σ p·f over the active pathologies, where f = P(answer|d)^temper. */
function updatedEntropy(p: Float64Array, factor: (d: number) => number, active: number[]): number {
  let z = 0;
  let s = 0;
  for (const d of active) {
    const u = (p[d] as number) * factor(d);
    if (u > 0) {
      z += u;
      s += u * Math.log(u);
    }
  }
  return z > 0 ? Math.log(z) - s / z : 0;
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

/** Expected posterior entropy after a B or C question: exact sum over the answers. */
function expectedEntropyDiscrete(table: EvidenceTable, p: Float64Array, active: number[], temper: number): number {
  let expected = 0;
  for (const row of table.prob) {
    let pa = 0;
    for (const d of active) pa += (p[d] as number) * (row[d] as number);
    if (pa < 1e-9) continue;
    expected += pa * updatedEntropy(p, (d) => Math.pow(row[d] as number, temper), active);
  }
  return expected;
}

/** Expected posterior entropy after an M question, from answers sampled per likely pathology. */
function expectedEntropyMulti(table: EvidenceTable, p: Float64Array, active: number[], temper: number, seed: number): number {
  const random = mulberry32(seed * 7919 + table.index);
  const logLik = new Float64Array(p.length);
  let covered = 0;
  let expected = 0;
  const sources = active.filter((d) => (p[d] as number) >= 0.002);
  for (const source of sources) {
    const weight = p[source] as number;
    const samples = Math.max(1, Math.round(MULTI_SAMPLES * weight));
    let sum = 0;
    for (let j = 0; j < samples; j++) {
      for (const d of active) logLik[d] = table.logNoneChosen[d] as number;
      for (const v of table.choosable) {
        if (random() >= ((table.prob[v] as Float64Array)[source] as number)) continue;
        const yes = table.logProb[v] as Float64Array;
        const no = table.logNotChosen[v] as Float64Array;
        for (const d of active) logLik[d] = (logLik[d] as number) + (yes[d] as number) - (no[d] as number);
      }
      let max = -Infinity;
      for (const d of active) if ((logLik[d] as number) > max) max = logLik[d] as number;
      sum += updatedEntropy(p, (d) => Math.exp(temper * ((logLik[d] as number) - max)), active);
    }
    expected += (weight * sum) / samples;
    covered += weight;
  }
  return covered > 0 ? expected / covered : 0;
}

/** The askable evidence with the largest expected information gain about the pathology. */
export function chooseQuestion(input: ChoiceInput): QuestionChoice | null {
  const { tables, posterior } = input;
  const temper = tables.fit.temper;
  const active: number[] = [];
  for (let d = 0; d < posterior.length; d++) if ((posterior[d] as number) >= ACTIVE) active.push(d);
  const h0 = entropy(posterior, active);
  let best: QuestionChoice | null = null;
  for (const table of tables.evidences) {
    if (!input.askable(table)) continue;
    let relevant = 0;
    for (const d of active) if (table.linked[d]) relevant += posterior[d] as number;
    if (relevant < 1e-4) continue;
    const after =
      table.type === 'M'
        ? expectedEntropyMulti(table, posterior, active, temper, input.seed)
        : expectedEntropyDiscrete(table, posterior, active, temper);
    const gain = h0 - after;
    if (!best || gain > best.gain + 1e-12) best = { table, gain };
  }
  return best;
}
