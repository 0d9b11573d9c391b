// Cross-validation on the dev patients for choosing the fit parameters (never the test patients).
// Usage: node dist/training/tune-cli.js [folds] ['{"temper":0.8}' ...]
import { writeFileSync } from 'node:fs';
import { benchFigures, calibrationError, reliability, type ReliabilityBin } from '../bench/metrics.js';
import { printFigures, printReliability } from '../bench/report.js';
import type { FitParameters } from '../model-file.js';
import { datasetDir, readConditions, readEvidences, readPatients } from './dataset.js';
import { crossValidate } from './cross-validate.js';
import { DEFAULT_FIT } from './fit-model.js';
import { knowledgeBaseFromModel } from '../knowledge-base.js';
import { fitModel } from './fit-model.js';

const [foldsArg, ...variants] = process.argv.slice(2).filter((arg) => arg !== '--');
const folds = Number(foldsArg ?? 4);
const dir = datasetDir();
const conditions = readConditions(dir);
const evidences = readEvidences(dir);
const train = readPatients('train_patients_sample.csv', evidences, dir);
const dev = readPatients('dev_patients.csv', evidences, dir);
const kb = knowledgeBaseFromModel(fitModel(conditions, evidences, train, DEFAULT_FIT, []));

for (const variant of variants.length ? variants : ['{}']) {
  const override = JSON.parse(variant) as Partial<FitParameters>;
  const fit: FitParameters = {
    ...DEFAULT_FIT,
    ...override,
    triage: { ...DEFAULT_FIT.triage, ...(override.triage ?? {}) },
  };
  // Every probability of every pathology after every answer, against whether that pathology was the right one.
  const steps: { p: number; right: boolean }[] = [];
  const outcomes = crossValidate({
    conditions,
    evidences,
    train,
    dev,
    fit,
    folds,
    maxQuestions: 30,
    trace: (patient, posterior) => {
      posterior.forEach((p, d) => steps.push({ p, right: kb.pathologies[d]?.name === patient.pathology }));
    },
  });
  console.log(`\n== ${variant} (dev, ${folds}-fold out-of-fold)`);
  printFigures(benchFigures(kb, outcomes));
  const bins = reliability(outcomes, (o) => {
    let top = 0;
    let best = 0;
    o.posterior.forEach((p, d) => {
      if (p > top) {
        top = p;
        best = d;
      }
    });
    return { top, right: kb.pathologies[best]?.name === o.patient.pathology };
  });
  printReliability(bins);
  console.log(`ECE ${(100 * calibrationError(bins)).toFixed(2)}%  NLL ${nll(outcomes, kb).toFixed(3)}`);
  console.log('Reliability of the top entry of differential() (with the floor for pathologies to rule out):');
  const shown = reliability(outcomes, (o) => ({
    top: o.differential[0]?.probability ?? 0,
    right: o.differential[0]?.pathology === o.patient.pathology,
  }));
  printReliability(shown);
  console.log(`ECE ${(100 * calibrationError(shown)).toFixed(2)}%`);
  console.log(`Reliability of every pathology's probability after every answer (${steps.length} probabilities):`);
  const stepBins = stepReliability(steps);
  printReliability(stepBins);
  const truth = steps.filter((x) => x.right);
  const stepNll = truth.reduce((sum, x) => sum - Math.log(Math.max(1e-12, x.p)), 0) / truth.length;
  console.log(
    `ECE ${(100 * calibrationError(stepBins)).toFixed(3)}% (of probabilities above 0.01: ${(100 * calibrationError(stepBins.slice(1))).toFixed(2)}%)  NLL of the right pathology ${stepNll.toFixed(3)}`,
  );
  if (process.env.DUMP) {
    const lines = outcomes.map((o) =>
      JSON.stringify({
        pathology: o.patient.pathology,
        differential: o.patient.differential,
        posterior: [...o.posterior],
        observations: o.observations,
        answers: [...o.patient.answers],
      }),
    );
    writeFileSync(process.env.DUMP, lines.join('\n') + '\n');
  }
}

function nll(outcomes: ReturnType<typeof crossValidate>, base: typeof kb): number {
  let s = 0;
  for (const o of outcomes) {
    const d = base.pathologies.findIndex((p) => p.name === o.patient.pathology);
    s -= Math.log(Math.max(1e-12, o.posterior[d] ?? 0));
  }
  return s / outcomes.length;
}

function stepReliability(steps: { p: number; right: boolean }[]): ReliabilityBin[] {
  const edges = [0, 0.01, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99, 1.0001];
  return edges.slice(0, -1).map((from, i) => {
    const to = edges[i + 1] as number;
    const inBin = steps.filter((s) => s.p >= from && s.p < to);
    const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
    return {
      from,
      to: Math.min(1, to),
      count: inBin.length,
      meanConfidence: mean(inBin.map((s) => s.p)),
      accuracy: mean(inBin.map((s) => (s.right ? 1 : 0))),
    };
  });
}
