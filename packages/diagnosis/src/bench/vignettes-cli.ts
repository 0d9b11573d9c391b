// Our own vignettes through the interview the consultation uses. Prints figures; asserts nothing.
// Usage: node dist/bench/vignettes-cli.js [--set dev|test|all|clinical|unseen|unseen-2|unseen-3|unseen-4|unseen-5|unseen-6|everyday-2|everyday-3|everyday-4|everyday-5|everyday-6] [--system gut] [--verbose]
// --set clinical runs the cases told in a clinician's words (src/vignettes/clinical) alone; `unseen` is
// the later batch (src/vignettes/unseen.ts), `unseen-2` to `unseen-6` the batches after it (src/vignettes/unseen-2.ts to unseen-6.ts) and
// `everyday-2`, `everyday-3` and `everyday-4` the batches in everyday words (src/vignettes/everyday-2.ts, everyday-3.ts, everyday-4.ts),
// `everyday-5` the batch written as case notes and in patients' words (src/vignettes/everyday-5.ts), `everyday-6`
// the sixth batch in patients' own words, in every register (src/vignettes/everyday-6.ts).
// All of them are kept out of the dev and test halves.
import { loadKnowledgeBase, tablesOf } from '../knowledge-base.js';
import { URGENCIES, type Urgency } from '../knowledge/types.js';
import { NOT_EXPLAINED, splitOf, VIGNETTES } from '../vignettes/index.js';
import { OWN_SETS } from '../vignettes/sets.js';
import { interviewVignette, type VignetteOutcome } from './vignette-patient.js';

const option = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const set = option('set', 'all');
const system = option('system', '');
const verbose = process.argv.includes('--verbose');

const kb = loadKnowledgeBase();
const tables = tablesOf(kb);
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
const prevalence = new Map(tables.conditions.map((c) => [c.id, c.prevalence]));

function report(label: string, outcomes: VignetteOutcome[]): void {
  const known = outcomes.filter((o) => o.vignette.expected !== NOT_EXPLAINED);
  const unknown = outcomes.filter((o) => o.vignette.expected === NOT_EXPLAINED);
  const named = known.filter((o) => o.sure && o.ranked[0] === o.vignette.expected).length;
  const top1 = known.filter((o) => o.ranked[0] === o.vignette.expected).length;
  const top3 = known.filter((o) => o.ranked.slice(0, 3).includes(o.vignette.expected)).length;
  const unsure = outcomes.filter((o) => !o.sure).length;
  const unsureKnown = known.filter((o) => !o.sure).length;
  const unknownCaught = unknown.filter((o) => !o.sure).length;
  const triageExact = outcomes.filter((o) => o.disposition === o.vignette.urgency).length;
  const triageSafe = outcomes.filter((o) => rank(o.disposition) >= rank(o.vignette.urgency)).length;
  const emergencies = outcomes.filter((o) => o.vignette.urgency === 'emergency');
  const emergencyBelowUrgent = emergencies.filter((o) => rank(o.disposition) < rank('urgent')).length;
  const emergencyCalled = emergencies.filter((o) => o.disposition === 'emergency').length;
  const nonEmergencies = outcomes.filter((o) => o.vignette.urgency !== 'emergency');
  const overEmergency = nonEmergencies.filter((o) => o.disposition === 'emergency').length;
  const exotic = known.filter((o) => {
    const expected = prevalence.get(o.vignette.expected);
    const got = o.sure ? prevalence.get(o.ranked[0] ?? '') : undefined;
    return (expected === 'very common' || expected === 'common') && (got === 'rare' || got === 'very rare');
  }).length;
  const asked = outcomes.map((o) => o.asked);
  const turns = outcomes.reduce((s, o) => s + o.turns, 0);
  const ms = outcomes.reduce((s, o) => s + o.ms, 0);
  console.log(
    `\n${label}: ${outcomes.length} vignettes (${known.length} of known conditions, ${unknown.length} of conditions the knowledge base lacks)`,
  );
  const rows: [string, string][] = [
    ['named first (sure and right)', pct(named, known.length)],
    ['top-1 of the differential', pct(top1, known.length)],
    ['top-3 of the differential', pct(top3, known.length)],
    [
      'top-1 / top-3 from the opening words alone',
      `${pct(known.filter((o) => o.openingRanked[0] === o.vignette.expected).length, known.length)} / ${pct(known.filter((o) => o.openingRanked.slice(0, 3).includes(o.vignette.expected)).length, known.length)}`,
    ],
    [
      'findings read from the opening words (mean)',
      (outcomes.reduce((s, o) => s + o.openingRead, 0) / Math.max(1, outcomes.length)).toFixed(1),
    ],
    ['answered "not sure" (all cases)', pct(unsure, outcomes.length)],
    ['  of known conditions', pct(unsureKnown, known.length)],
    ['  of unknown conditions (should be all)', pct(unknownCaught, unknown.length)],
    ['triage exact (4 levels)', pct(triageExact, outcomes.length)],
    ['triage safe (at or above the right urgency)', pct(triageSafe, outcomes.length)],
    [`emergencies called emergency (n=${emergencies.length})`, pct(emergencyCalled, emergencies.length)],
    ['emergencies below urgent', String(emergencyBelowUrgent)],
    [`non-emergencies called emergency (n=${nonEmergencies.length})`, pct(overEmergency, nonEmergencies.length)],
    ['common condition named as a rare one', String(exotic)],
    ['questions: median / max', `${median(asked)} / ${Math.max(0, ...asked)}`],
    ['ms per turn (one core)', (ms / Math.max(1, turns)).toFixed(2)],
    ['facts the reader did not understand', String(outcomes.reduce((s, o) => s + o.unread.length, 0))],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
}

const clinical = set === 'clinical';
const own = OWN_SETS[set];
const ownSet = own !== undefined;
const pool = own?.pool ?? VIGNETTES;
const chosen = pool.filter((v) => (!system || v.system === system) && (ownSet || set === 'all' || splitOf(v) === set));
const source = own?.source ?? 'src/vignettes';
console.log(
  clinical
    ? `Vignettes told in a clinician's words (${source}), run through createInterview / understand / assessmentOf.`
    : `Vignettes written from textbook presentations (${source}), run through createInterview / understand / assessmentOf.`,
);
console.log(
  ownSet
    ? `A set of its own, outside the dev and test halves. ${chosen.length} selected (${set}${system ? `, ${system}` : ''}).`
    : `The dev half may be looked at while tuning; the test half is reported only. ${chosen.length} selected (${set}${system ? `, ${system}` : ''}).`,
);
const outcomes = chosen.map((v) => interviewVignette(kb, v));
if (set === 'all') {
  report(
    'dev half',
    outcomes.filter((o) => splitOf(o.vignette) === 'dev'),
  );
  report(
    'test half',
    outcomes.filter((o) => splitOf(o.vignette) === 'test'),
  );
}
report(set === 'all' ? 'all' : set, outcomes);

const systems = [...new Set(outcomes.map((o) => o.vignette.system))];
console.log('\n  by system            cases  top-1  top-3  not sure  triage safe');
for (const s of systems) {
  const xs = outcomes.filter((o) => o.vignette.system === s);
  const known = xs.filter((o) => o.vignette.expected !== NOT_EXPLAINED);
  console.log(
    `  ${s.padEnd(20)} ${String(xs.length).padStart(5)}  ${pct(known.filter((o) => o.ranked[0] === o.vignette.expected).length, known.length).padStart(5)}  ${pct(known.filter((o) => o.ranked.slice(0, 3).includes(o.vignette.expected)).length, known.length).padStart(5)}  ${pct(xs.filter((o) => !o.sure).length, xs.length).padStart(8)}  ${pct(xs.filter((o) => rank(o.disposition) >= rank(o.vignette.urgency)).length, xs.length).padStart(11)}`,
  );
}

if (verbose) {
  console.log('\nMisses:');
  for (const o of outcomes) {
    const right = o.vignette.expected === NOT_EXPLAINED ? !o.sure : o.ranked[0] === o.vignette.expected && o.sure;
    const unsafe = rank(o.disposition) < rank(o.vignette.urgency);
    if (right && !unsafe && !o.unread.length) continue;
    const at = o.ranked.indexOf(o.vignette.expected);
    console.log(
      `  ${o.vignette.id}: expected ${o.vignette.expected} (rank ${at + 1}), got ${o.sure ? '' : 'NOT SURE, '}${o.ranked.slice(0, 3).join(', ')}; ` +
        `triage ${o.disposition} (right: ${o.vignette.urgency}); q ${o.asked}; not explained ${(100 * o.unexplained).toFixed(0)}%` +
        (o.unread.length ? `; unread: ${o.unread.map((f) => JSON.stringify(f)).join(' ')}` : ''),
    );
  }
}
