// Triage through the interview the consultation uses: our vignettes and the cases written for triage.
// Prints figures; asserts nothing. Usage: node dist/bench/triage-cli.js [--verbose] [--batch N]
// (--batch N: that batch of triage cases alone, without the vignettes, for working on it)
// The cases in src/triage-cases were written from triage guidelines before the interview was run on them.
import { loadKnowledgeBase } from '../knowledge-base.js';
import { URGENCIES, type Urgency } from '../knowledge/types.js';
import type { TriageCase } from '../triage-cases/cases.js';
import { TRIAGE_CASE_BATCHES, triageVignette } from '../triage-cases/index.js';
import { splitOf, VIGNETTES } from '../vignettes/index.js';
import { interviewVignette, type VignetteOutcome } from './vignette-patient.js';

const verbose = process.argv.includes('--verbose');
const batchArg = process.argv.indexOf('--batch');
const onlyBatch = batchArg >= 0 ? Number(process.argv[batchArg + 1]) : undefined;
const kb = loadKnowledgeBase();
const rank = (u: Urgency) => URGENCIES.indexOf(u);
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length
    ? s.length % 2
      ? (s[(s.length - 1) / 2] as number)
      : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2
    : 0;
};

function report(label: string, outcomes: VignetteOutcome[]): void {
  const of = (u: Urgency) => outcomes.filter((o) => o.vignette.urgency === u);
  const emergencies = of('emergency');
  const called = emergencies.filter((o) => o.disposition === 'emergency').length;
  const belowUrgent = emergencies.filter((o) => rank(o.disposition) < rank('urgent')).length;
  const routine = [...of('days'), ...of('self-care')];
  const routineToEmergency = routine.filter((o) => o.disposition === 'emergency').length;
  const nonEmergencies = outcomes.filter((o) => o.vignette.urgency !== 'emergency');
  const exact = outcomes.filter((o) => o.disposition === o.vignette.urgency).length;
  const safe = outcomes.filter((o) => rank(o.disposition) >= rank(o.vignette.urgency)).length;
  const asked = outcomes.map((o) => o.asked);
  const calledAt = emergencies.flatMap((o) =>
    o.disposition === 'emergency' && o.emergencyAt !== null ? [o.emergencyAt] : [],
  );
  console.log(`\n${label}: ${outcomes.length} cases`);
  const rows: [string, string][] = [
    [
      `emergency sensitivity (called emergency, n=${emergencies.length})`,
      `${pct(called, emergencies.length)} (${called})`,
    ],
    ['emergencies below urgent', String(belowUrgent)],
    ['triage exact (4 levels)', pct(exact, outcomes.length)],
    ['triage safe (at or above the right urgency)', pct(safe, outcomes.length)],
    [
      `self-care and see-a-doctor sent to emergency (n=${routine.length})`,
      `${pct(routineToEmergency, routine.length)} (${routineToEmergency})`,
    ],
    [
      `any non-emergency sent to emergency (n=${nonEmergencies.length})`,
      pct(nonEmergencies.filter((o) => o.disposition === 'emergency').length, nonEmergencies.length),
    ],
    ['questions: median / max', `${median(asked)} / ${Math.max(0, ...asked)}`],
    [
      'questions before an emergency was first called: median / 90th percentile',
      `${median(calledAt)} / ${[...calledAt].sort((a, b) => a - b)[Math.floor(0.9 * (calledAt.length - 1))] ?? '-'}`,
    ],
    ['emergencies called from the opening words alone', pct(calledAt.filter((n) => n === 0).length, calledAt.length)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
  // Rows: the right disposition; columns: what the interview said.
  const order = [...URGENCIES].reverse();
  console.log(`  ${'right \\ said'.padEnd(12)}${order.map((u) => u.padStart(11)).join('')}`);
  for (const right of order) {
    const xs = of(right);
    console.log(
      `  ${right.padEnd(12)}${order.map((said) => String(xs.filter((o) => o.disposition === said).length).padStart(11)).join('')}`,
    );
  }
}

console.log('Triage through createInterview / understand / assessmentOf: each case opens with its words, then every');
console.log('question is answered from its facts ("no" where they are silent). Dispositions: emergency (000 now),');
console.log('urgent (a doctor today), days (a doctor within a few days), self-care.');

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const BATCHES: [string, TriageCase[]][] = TRIAGE_CASE_BATCHES.map((cases, i) => [
  `${ORDINALS[i] ?? `batch ${i + 1}:`} batch written for triage (src/triage-cases/cases${i ? `-${i + 1}` : ''}.ts)`,
  cases,
]);
if (onlyBatch !== undefined && !BATCHES[onlyBatch - 1])
  throw new Error(`No batch ${onlyBatch}: 1 to ${BATCHES.length}`);
const chosen = onlyBatch === undefined ? BATCHES : BATCHES.slice(onlyBatch - 1, onlyBatch);
const CASES = chosen.flatMap(([, cases]) => cases);
const triageOutcomes = CASES.map((c) => interviewVignette(kb, triageVignette(c)));
let start = 0;
for (const [label, cases] of chosen) {
  report(label, triageOutcomes.slice(start, start + cases.length));
  start += cases.length;
}
if (chosen.length > 1) report(`all ${BATCHES.length} batches`, triageOutcomes);
console.log('\n  by group                  cases  exact  safe  emergencies called  non-emergency → emergency');
for (const group of [...new Set(CASES.map((c) => c.group))]) {
  const xs = triageOutcomes.filter((_, i) => CASES[i]?.group === group);
  const em = xs.filter((o) => o.vignette.urgency === 'emergency');
  const non = xs.filter((o) => o.vignette.urgency !== 'emergency');
  console.log(
    `  ${group.padEnd(24)} ${String(xs.length).padStart(5)}  ${pct(xs.filter((o) => o.disposition === o.vignette.urgency).length, xs.length).padStart(5)}  ${pct(xs.filter((o) => rank(o.disposition) >= rank(o.vignette.urgency)).length, xs.length).padStart(5)}  ${`${em.filter((o) => o.disposition === 'emergency').length}/${em.length}`.padStart(18)}  ${`${non.filter((o) => o.disposition === 'emergency').length}/${non.length}`.padStart(25)}`,
  );
}

const vignetteOutcomes = onlyBatch === undefined ? VIGNETTES.map((v) => interviewVignette(kb, v)) : [];
if (vignetteOutcomes.length) {
  report(
    'our vignettes, dev half',
    vignetteOutcomes.filter((o) => splitOf(o.vignette) === 'dev'),
  );
  report(
    'our vignettes, test half',
    vignetteOutcomes.filter((o) => splitOf(o.vignette) === 'test'),
  );
  report('all together', [...triageOutcomes, ...vignetteOutcomes]);
}

if (verbose) {
  // The test half of the vignettes is reported only, never listed: it stays held out.
  console.log('\nWrong dispositions (triage cases and the dev half of the vignettes):');
  for (const o of [...triageOutcomes, ...vignetteOutcomes.filter((v) => splitOf(v.vignette) === 'dev')]) {
    if (o.disposition === o.vignette.urgency) continue;
    const direction = rank(o.disposition) < rank(o.vignette.urgency) ? 'UNDER' : 'over';
    console.log(
      `  ${direction} ${o.vignette.id}: said ${o.disposition}, right ${o.vignette.urgency}; top ${o.ranked.slice(0, 3).join(', ')}; q ${o.asked}` +
        (o.unread.length ? `; unread: ${o.unread.map((f) => JSON.stringify(f)).join(' ')}` : ''),
    );
  }
}
