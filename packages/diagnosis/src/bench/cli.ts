// The DDXPlus benchmark: interviews the test patients with the bundled model and prints the figures.
// Usage: node dist/bench/cli.js [--split test|dev] [--max-questions 30] [--confidence 0.99] [--limit N] [--misses]
//        [--population ddxplus|primary-care]   ddxplus (default): the data set's own 49 conditions, frequencies and
//        ages, as its patients are drawn from them; primary-care: the whole model, real-world priors, gates and all.
import { loadKnowledgeBase } from '../knowledge-base.js';
import { datasetDir, readEvidences, readPatients } from '../training/dataset.js';
import { benchFigures, calibrationError, reliability } from './metrics.js';
import { printFigures, printReliability } from './report.js';
import { interviewPatient } from './simulate.js';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const split = option('split', 'test');
const maxQuestions = Number(option('max-questions', '30'));
const limit = Number(option('limit', 'Infinity'));
// The DDXPlus protocol: up to 30 questions, asked until the model is 99% sure (a consultation stops sooner).
const confidence = Number(option('confidence', '0.99'));
const population = option('population', 'ddxplus') === 'primary-care' ? 'primary-care' : 'ddxplus';
const dir = datasetDir();
const loadStarted = performance.now();
const kb = loadKnowledgeBase();
const loadMs = performance.now() - loadStarted;
const patients = readPatients(`${split}_patients.csv`, readEvidences(dir), dir).slice(0, limit);

console.log(`Knowledge base loaded in ${loadMs.toFixed(0)} ms (target < 200 ms)`);
console.log(
  `DDXPlus ${split} patients from ${dir}, at most ${maxQuestions} questions, until ${confidence} sure, population ${population}`,
);
if (split !== 'test') console.log('  (the bundled model was fit on train + dev: figures on dev are optimistic)');
const outcomes = patients.map((p) => interviewPatient(kb, p, maxQuestions, confidence, undefined, population));
const figures = benchFigures(kb, outcomes);
printFigures(figures);
console.log('\nReliability of the top probability (calibrated posterior):');
const bins = reliability(outcomes, (o) => {
  let best = 0;
  o.posterior.forEach((p, d) => {
    if (p > (o.posterior[best] as number)) best = d;
  });
  return { top: o.posterior[best] as number, right: kb.pathologies[best]?.name === o.patient.pathology };
});
printReliability(bins);
console.log(`  expected calibration error ${(100 * calibrationError(bins)).toFixed(2)}%`);
console.log('\nReliability of the top entry of differential() (with the 1% floor for pathologies to rule out):');
const shown = reliability(outcomes, (o) => ({
  top: o.differential[0]?.probability ?? 0,
  right: o.differential[0]?.pathology === o.patient.pathology,
}));
printReliability(shown);
console.log(`  expected calibration error ${(100 * calibrationError(shown)).toFixed(2)}%`);

if (process.argv.includes('--misses')) {
  const pairs = new Map<string, number>();
  for (const o of outcomes) {
    const top = o.differential[0]?.pathology;
    if (top === o.patient.pathology) continue;
    const key = `${o.patient.pathology} -> ${top ?? 'none'}`;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
  console.log('\nMisses (true -> named first):');
  for (const [k, n] of [...pairs].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)}  ${k}`);
  const routine = new Map<string, number>();
  for (const o of outcomes) {
    if ((kb.pathology(o.patient.pathology)?.severity ?? 3) > 2 || o.triage !== 'routine') continue;
    routine.set(o.patient.pathology, (routine.get(o.patient.pathology) ?? 0) + 1);
  }
  console.log('\nSeverity 1-2 patients triaged routine (true condition):');
  for (const [k, n] of [...routine].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)}  ${k}`);
  const over = new Map<string, number>();
  for (const o of outcomes) {
    if ((kb.pathology(o.patient.pathology)?.severity ?? 3) < 4 || o.triage !== 'emergency') continue;
    const key = `${o.patient.pathology} (${o.emergencyBecause ?? 'the differential or a danger sign'})`;
    over.set(key, (over.get(key) ?? 0) + 1);
  }
  console.log('\nSeverity 4-5 patients triaged emergency (true condition):');
  for (const [k, n] of [...over].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)}  ${k}`);
}
