import type { FitParameters, ModelEvidence, ModelFile } from './model-file.js';
import type { EvidenceType } from './types.js';

/** Likelihood tables for one evidence, one entry per pathology in every array. */
export interface FittedEvidenceTable {
  index: number;
  code: string;
  type: EvidenceType;
  /** Parent evidence code when the parent exists in the knowledge base. */
  parent: string | null;
  /** For C and M evidences: the possible values; empty for B evidences. */
  values: (string | number)[];
  valueIndex: Map<string | number, number>;
  defaultIndex: number;
  /** Whether DDXPlus links the evidence to each pathology. */
  linked: Uint8Array;
  /** B: [P(yes), P(no)]; C: P(value); M: P(value chosen), per value index. */
  prob: Float64Array[];
  logProb: Float64Array[];
  /** prob ** temper: the factor an answer applies to the posterior. */
  tempered: Float64Array[];
  /** M only: log P(value not chosen) per value index, and the sum over the non-default values. */
  logNotChosen: Float64Array[];
  logNoneChosen: Float64Array;
  /** M only: indices of the values a patient can choose (all but the default). */
  choosable: number[];
  /** True for C evidences rated 0–10. */
  numeric: boolean;
}

/** The DDXPlus conditions' tables fitted on DDXPlus patients, before the authored knowledge joins them. */
export interface FittedTables {
  model: ModelFile;
  fit: FitParameters;
  nPathologies: number;
  logPrior: Float64Array;
  logAge: Float64Array[];
  logSex: { M: Float64Array; F: Float64Array };
  evidences: FittedEvidenceTable[];
  byCode: Map<string, FittedEvidenceTable>;
  severity: Uint8Array;
  /** [most likely pathology][other pathology]: share of patients whose published differential lists the other. */
  differentialShare: Float64Array[];
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** Expands flat (pathology, value, count) triples into a dense [value][pathology] table. */
function denseCounts(triples: number[] | undefined, nValues: number, nPathologies: number): Float64Array[] {
  const table = Array.from({ length: nValues }, () => new Float64Array(nPathologies));
  for (let i = 0; triples && i + 2 < triples.length; i += 3) {
    const row = table[triples[i + 1] as number];
    if (row) row[triples[i] as number] = triples[i + 2] as number;
  }
  return table;
}

/** Spreads counts of a 0–10 scale onto neighbouring values: a rating of 6 says something about 5 and 7. */
function spreadOrdinal(counts: Float64Array[], nPathologies: number): Float64Array[] {
  const kernel = [1, 0.35, 0.08];
  return counts.map((_, v) => {
    const out = new Float64Array(nPathologies);
    for (let u = 0; u < counts.length; u++) {
      const k = kernel[Math.abs(u - v)];
      if (k === undefined) continue;
      const src = counts[u] as Float64Array;
      for (let d = 0; d < nPathologies; d++) out[d] = (out[d] as number) + k * (src[d] as number);
    }
    return out;
  });
}

function buildEvidence(model: ModelFile, ev: ModelEvidence, index: number, known: Set<string>): FittedEvidenceTable {
  const fit = model.fit;
  const nP = model.pathologies.length;
  const linked = new Uint8Array(nP);
  model.pathologies.forEach((p, d) => {
    if (p.evidences.includes(ev.code)) linked[d] = 1;
  });
  const parent = ev.parent !== null && ev.parent !== ev.code && known.has(ev.parent) ? ev.parent : null;
  const denominators = parent ? (model.counts.parentPresent[parent] ?? []) : model.counts.patients;
  const n = (d: number): number => denominators[d] ?? 0;
  const a = fit.evidenceStrength;
  const eps = fit.unlinkedRate;
  const values: (string | number)[] = ev.type === 'B' ? [] : ev.values;
  const valueIndex = new Map<string | number, number>();
  values.forEach((v, i) => valueIndex.set(v, i));
  const defaultIndex = ev.type === 'B' ? 1 : (valueIndex.get(ev.defaultValue) ?? 0);
  const numeric = ev.type === 'C' && typeof ev.defaultValue === 'number';
  const raw = denseCounts(model.counts.evidence[ev.code], ev.type === 'B' ? 1 : values.length, nP);
  const counts = numeric ? spreadOrdinal(raw, nP) : raw;

  // Pooled rate over the pathologies linked to the evidence: the prior mean for a pathology with few patients.
  const pooled = (row: Float64Array, total: (d: number) => number): number => {
    let c = 0;
    let t = 0;
    for (let d = 0; d < nP; d++) {
      if (!linked[d]) continue;
      c += row[d] as number;
      t += total(d);
    }
    return (c + 0.5) / (t + 1);
  };

  const prob: Float64Array[] = [];
  const logNotChosen: Float64Array[] = [];
  const logNoneChosen = new Float64Array(nP);
  const choosable: number[] = [];

  if (ev.type === 'B') {
    const row = counts[0] as Float64Array;
    const mu = clamp(pooled(row, n), 0.02, 0.98);
    const yes = new Float64Array(nP);
    for (let d = 0; d < nP; d++) {
      yes[d] = linked[d] ? clamp(((row[d] as number) + a * mu) / (n(d) + a), 0.002, 0.998) : eps;
    }
    prob.push(
      yes,
      yes.map((y) => 1 - y),
    );
  } else if (ev.type === 'C') {
    // Mass of each pathology's counts after ordinal spreading, so the Dirichlet mean stays a distribution.
    const mass = new Float64Array(nP);
    for (const row of counts) for (let d = 0; d < nP; d++) mass[d] = (mass[d] as number) + (row[d] as number);
    const mus = counts.map((row) => pooled(row, (d) => mass[d] as number));
    const muSum = mus.reduce((s, x) => s + x, 0);
    const k = values.length;
    for (let v = 0; v < k; v++) {
      const row = counts[v] as Float64Array;
      const mu = (mus[v] as number) / muSum;
      const p = new Float64Array(nP);
      for (let d = 0; d < nP; d++) {
        if (linked[d]) p[d] = ((row[d] as number) + a * mu) / ((mass[d] as number) + a);
        else p[d] = v === defaultIndex ? 1 - eps : eps / Math.max(1, k - 1);
      }
      prob.push(p);
    }
  } else {
    // A pathology the evidence is not linked to chooses nothing, but for a rate eps over all the values.
    const unlinked = eps / Math.max(1, values.length - 1);
    for (let v = 0; v < values.length; v++) {
      const row = counts[v] as Float64Array;
      const p = new Float64Array(nP);
      const lnc = new Float64Array(nP);
      if (v !== defaultIndex) {
        choosable.push(v);
        const mu = clamp(pooled(row, n), 0.001, 0.98);
        for (let d = 0; d < nP; d++) {
          const x = linked[d] ? clamp(((row[d] as number) + a * mu) / (n(d) + a), 0.0005, 0.995) : unlinked;
          p[d] = x;
          lnc[d] = Math.log(1 - x);
          logNoneChosen[d] = (logNoneChosen[d] as number) + (lnc[d] as number);
        }
      }
      prob.push(p);
      logNotChosen.push(lnc);
    }
  }
  const logProb = prob.map((p) => {
    const out = new Float64Array(nP);
    for (let d = 0; d < nP; d++) out[d] = Math.log(p[d] as number);
    return out;
  });
  return {
    index,
    code: ev.code,
    type: ev.type,
    parent,
    values,
    valueIndex,
    defaultIndex,
    linked,
    prob,
    logProb,
    // Multi-choice questions are scored from log probabilities; only B and C need the tempered factors.
    tempered: ev.type === 'M' ? [] : logProb.map((lp) => lp.map((x) => Math.exp(fit.temper * x))),
    logNotChosen,
    logNoneChosen,
    choosable,
    numeric,
  };
}

export function buildFittedTables(model: ModelFile): FittedTables {
  const fit = model.fit;
  const nP = model.pathologies.length;
  const counts = model.counts;
  const total = counts.patients.reduce((s, x) => s + x, 0);
  const logPrior = new Float64Array(nP);
  for (let d = 0; d < nP; d++) {
    logPrior[d] = Math.log(((counts.patients[d] ?? 0) + fit.priorStrength) / (total + nP * fit.priorStrength));
  }

  const nBands = model.ageBands.length;
  const bandTotals = new Float64Array(nBands);
  counts.age.forEach((row) => row.forEach((c, b) => (bandTotals[b] = (bandTotals[b] as number) + c)));
  const logAge = Array.from({ length: nBands }, (_, b) => {
    const mu = ((bandTotals[b] as number) + 1) / (total + nBands);
    const out = new Float64Array(nP);
    for (let d = 0; d < nP; d++) {
      out[d] = Math.log(
        ((counts.age[d]?.[b] ?? 0) + fit.ageStrength * mu) / ((counts.patients[d] ?? 0) + fit.ageStrength),
      );
    }
    return out;
  });

  const femaleTotal = counts.female.reduce((s, x) => s + x, 0);
  const muF = (femaleTotal + 1) / (total + 2);
  const logF = new Float64Array(nP);
  const logM = new Float64Array(nP);
  for (let d = 0; d < nP; d++) {
    const pF = ((counts.female[d] ?? 0) + fit.sexStrength * muF) / ((counts.patients[d] ?? 0) + fit.sexStrength);
    logF[d] = Math.log(pF);
    logM[d] = Math.log(1 - pF);
  }

  const known = new Set(model.evidences.map((e) => e.code));
  const evidences = model.evidences.map((ev, i) => buildEvidence(model, ev, i, known));

  const listed = denseCounts(counts.differential, nP, nP); // [listed][true]
  const differentialShare = Array.from({ length: nP }, (_, d) => {
    const out = new Float64Array(nP);
    const n = counts.patients[d] ?? 0;
    for (let o = 0; o < nP; o++) out[o] = n > 0 ? (listed[o]?.[d] ?? 0) / n : 0;
    return out;
  });

  return {
    model,
    fit,
    nPathologies: nP,
    logPrior,
    logAge,
    logSex: { M: logM, F: logF },
    evidences,
    byCode: new Map(evidences.map((e) => [e.code, e])),
    severity: Uint8Array.from(model.pathologies.map((p) => p.severity)),
    differentialShare,
  };
}

export function ageBand(bands: number[], age: number): number {
  let band = 0;
  for (let b = 0; b < bands.length; b++) if (age >= (bands[b] as number)) band = b;
  return band;
}
