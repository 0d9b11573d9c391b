import { DIFFERENTIAL_CUTOFF } from '../training/fit-model.js';
import type { KnowledgeBase, Triage } from '../types.js';
import type { InterviewOutcome } from './simulate.js';

export interface BenchFigures {
  patients: number;
  gtpa1: number;
  gtpa3: number;
  gtpa5: number;
  meanQuestions: number;
  /** Differential recall, precision and F1 (mean of per-patient F1), and F1 of the mean recall and precision. */
  ddr: number;
  ddp: number;
  ddf1: number;
  ddf1OfMeans: number;
  /** Severity 1–2 patients triaged urgent or emergency. */
  severeEscalated: number;
  /** Severity 4–5 patients called emergency. */
  mildEmergency: number;
  /** Severity 5 patients called urgent or emergency. */
  mildestEscalated: number;
  msPerPatient: number;
  counts: { severe: number; mild: number; mildest: number };
  /** Patients per severity (1–5) and triage. */
  triageBySeverity: Record<number, Record<Triage, number>>;
}

const mean = (xs: number[]): number => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);

export function benchFigures(kb: KnowledgeBase, outcomes: InterviewOutcome[]): BenchFigures {
  const rank = (o: InterviewOutcome): number => o.differential.findIndex((e) => e.pathology === o.patient.pathology);
  const ddr: number[] = [];
  const ddp: number[] = [];
  const f1: number[] = [];
  for (const o of outcomes) {
    const truth = new Set(o.patient.differential.filter(([, p]) => p > DIFFERENTIAL_CUTOFF).map(([name]) => name));
    const predicted = o.differential.filter((e) => e.probability >= DIFFERENTIAL_CUTOFF).map((e) => e.pathology);
    const hits = predicted.filter((name) => truth.has(name)).length;
    const r = truth.size ? hits / truth.size : 0;
    const p = predicted.length ? hits / predicted.length : 0;
    ddr.push(r);
    ddp.push(p);
    f1.push(r + p > 0 ? (2 * r * p) / (r + p) : 0);
  }
  const severity = (o: InterviewOutcome): number => kb.pathology(o.patient.pathology)?.severity ?? 3;
  const severe = outcomes.filter((o) => severity(o) <= 2);
  const mild = outcomes.filter((o) => severity(o) >= 4);
  const mildest = outcomes.filter((o) => severity(o) === 5);
  const share = (xs: InterviewOutcome[], test: (o: InterviewOutcome) => boolean): number =>
    xs.length ? xs.filter(test).length / xs.length : 0;
  const triageBySeverity: Record<number, Record<Triage, number>> = {};
  for (const o of outcomes) {
    const row = (triageBySeverity[severity(o)] ??= { emergency: 0, urgent: 0, routine: 0 });
    row[o.triage]++;
  }
  const meanR = mean(ddr);
  const meanP = mean(ddp);
  return {
    patients: outcomes.length,
    gtpa1: share(outcomes, (o) => rank(o) === 0),
    gtpa3: share(outcomes, (o) => rank(o) >= 0 && rank(o) < 3),
    gtpa5: share(outcomes, (o) => rank(o) >= 0 && rank(o) < 5),
    meanQuestions: mean(outcomes.map((o) => o.asked)),
    ddr: meanR,
    ddp: meanP,
    ddf1: mean(f1),
    ddf1OfMeans: meanR + meanP > 0 ? (2 * meanR * meanP) / (meanR + meanP) : 0,
    severeEscalated: share(severe, (o) => o.triage !== 'routine'),
    mildEmergency: share(mild, (o) => o.triage === 'emergency'),
    mildestEscalated: share(mildest, (o) => o.triage !== 'routine'),
    msPerPatient: mean(outcomes.map((o) => o.ms)),
    counts: { severe: severe.length, mild: mild.length, mildest: mildest.length },
    triageBySeverity,
  };
}

export interface ReliabilityBin {
  from: number;
  to: number;
  count: number;
  meanConfidence: number;
  accuracy: number;
}

/** Reliability of the top pathology's probability: in each band, how often that pathology was right. */
export function reliability(
  outcomes: InterviewOutcome[],
  probabilityOf: (o: InterviewOutcome) => { top: number; right: boolean },
  edges = [0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99, 1.0001],
): ReliabilityBin[] {
  const bins = edges
    .slice(0, -1)
    .map((from, i) => ({ from, to: Math.min(1, edges[i + 1] as number), conf: [] as number[], right: [] as number[] }));
  for (const o of outcomes) {
    const { top, right } = probabilityOf(o);
    const bin = bins.find((b, i) => top >= b.from && top < (edges[i + 1] as number));
    if (!bin) continue;
    bin.conf.push(top);
    bin.right.push(right ? 1 : 0);
  }
  return bins.map((b) => ({
    from: b.from,
    to: b.to,
    count: b.conf.length,
    meanConfidence: mean(b.conf),
    accuracy: mean(b.right),
  }));
}

/** Expected calibration error of the top probability. */
export function calibrationError(bins: ReliabilityBin[]): number {
  const n = bins.reduce((s, b) => s + b.count, 0);
  return n ? bins.reduce((s, b) => s + (b.count / n) * Math.abs(b.meanConfidence - b.accuracy), 0) : 0;
}
