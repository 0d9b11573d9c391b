// Whether the AI says "not sure" at the right times, measured both ways. Prints figures; asserts nothing.
// (a) Cases of known conditions: sure and right, sure and wrong, unsure with the right leader, unsure with a
//     wrong one. A right leader withheld is a right answer the patient is not told.
// (b) The same cases re-run with their condition held out of the knowledge base (knowledgeBaseWithout): the
//     AI cannot be right, and should say it is not sure; "sure" there is confidently wrong.
// Usage: node dist/bench/calibration-cli.js [--set <set>[,<set>…]] [--no-held-out] [--curve] [--verbose] [--below]
//        [--save <file.json>]
// --below lists the held-out emergencies triaged below urgent: case, expected, final triage, findings read.
// The sets are, by default, every set of known conditions: dev, test, clinical…, everyday-2….
import { writeFileSync } from 'node:fs';
import type { NotSureRule, SureGrounds } from '../assessment.js';
import { knowledgeBaseWithout, loadKnowledgeBase, tablesOf } from '../knowledge-base.js';
import { URGENCIES } from '../knowledge/types.js';
import { NOT_EXPLAINED } from '../vignettes/index.js';
import { OWN_SETS, vignetteSet } from '../vignettes/sets.js';
import { factsOf } from '../vignettes/simulated-patient.js';
import type { Vignette } from '../vignettes/types.js';
import { DOUBTS, type Doubt, doubtsOf, type KnownCase, sureOfHeldOut, tallyKnown } from './calibration.js';
import { interviewVignette } from './vignette-patient.js';

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const KNOWN_SETS = ['dev', 'test', ...Object.keys(OWN_SETS).filter((s) => /^(clinical|everyday)/.test(s))];
const sets = option('set')?.split(',') ?? KNOWN_SETS;
const heldOut = !process.argv.includes('--no-held-out');
const verbose = process.argv.includes('--verbose');
const save = option('save');
const below = process.argv.includes('--below');

/** What the reader took from a case's words: the yes findings, and the places or values of the others. */
function readOf(k: ReturnType<typeof loadKnowledgeBase>, v: Vignette): string[] {
  const out: string[] = [];
  for (const [code, value] of factsOf(k, v).truth) {
    if (value === false) continue;
    out.push(value === true ? code : `${code}=${JSON.stringify(value)}`);
  }
  return out;
}

const kb = loadKnowledgeBase();
const rule: NotSureRule = tablesOf(kb).params.notSure;
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');
const rank = (u: string) => URGENCIES.indexOf(u as (typeof URGENCIES)[number]);

interface SetRun {
  name: string;
  known: (KnownCase & { id: string; expected: string; leader: string })[];
  held: {
    id: string;
    expected: string;
    leader: string;
    grounds: SureGrounds;
    belowUrgent: boolean;
    disposition: string;
    /** The findings read from the case's words (yes answers and chosen places), for the --below listing. */
    read: string[];
  }[];
  /** Emergencies among the held-out cases (their condition unknown, the triage still has to be safe). */
  heldEmergencies: number;
}

/** Each case with its own condition held out, one knowledge base per condition. */
function runHeldOut(cases: readonly Vignette[]): SetRun['held'] {
  const byCondition = new Map<string, Vignette[]>();
  for (const v of cases) byCondition.set(v.expected, [...(byCondition.get(v.expected) ?? []), v]);
  const out: SetRun['held'] = [];
  for (const [expected, vs] of byCondition) {
    const without = knowledgeBaseWithout(kb, [expected]);
    for (const v of vs) {
      const o = interviewVignette(without, v);
      out.push({
        id: v.id,
        expected,
        leader: o.ranked[0] ?? '',
        grounds: o.grounds,
        belowUrgent: v.urgency === 'emergency' && rank(o.disposition) < rank('urgent'),
        disposition: o.disposition,
        read: below ? readOf(without, v) : [],
      });
    }
  }
  return out;
}

function runSet(name: string): SetRun {
  const found = vignetteSet(name);
  if (!found) throw new RangeError(`No vignette set ${name}`);
  const cases = found.cases.filter((v) => v.expected !== NOT_EXPLAINED);
  const known = cases.map((v) => {
    const o = interviewVignette(kb, v);
    return {
      id: v.id,
      expected: v.expected,
      leader: o.ranked[0] ?? '',
      grounds: o.grounds,
      right: o.ranked[0] === v.expected,
    };
  });
  return {
    name,
    known,
    held: heldOut ? runHeldOut(cases) : [],
    heldEmergencies: cases.filter((v) => v.urgency === 'emergency').length,
  };
}

function row(label: string, runs: readonly SetRun[], r: NotSureRule): string {
  const known = runs.flatMap((s) => s.known);
  const held = runs.flatMap((s) => s.held);
  const t = tallyKnown(known, r);
  const cells = [
    String(t.cases).padStart(5),
    pct(t.sureRight, t.cases).padStart(7),
    pct(t.sureWrong, t.cases).padStart(7),
    pct(t.unsureRight, t.cases).padStart(7),
    pct(t.unsureWrong, t.cases).padStart(7),
  ];
  if (heldOut) {
    const below = held.filter((h) => h.belowUrgent).length;
    const emergencies = runs.reduce((s, x) => s + x.heldEmergencies, 0);
    cells.push(
      pct(
        sureOfHeldOut(
          held.map((h) => h.grounds),
          r,
        ),
        held.length,
      ).padStart(9),
      `${below}/${emergencies}`.padStart(9),
    );
  }
  return `  ${label.padEnd(14)}${cells.join('  ')}`;
}

const header = `  ${'set'.padEnd(14)}${['cases', 'sure+', 'sure−', 'unsure+', 'unsure−'].map((h, i) => h.padStart(i ? 7 : 5)).join('  ')}${heldOut ? `  ${'held sure'.padStart(9)}  ${'emerg<urg'.padStart(9)}` : ''}`;
console.log(
  `"Not sure" placed well? sure+ sure and right, sure− sure and wrong, unsure+ not sure with the right leader,\n` +
    `unsure− not sure with a wrong one (shares of the cases of known conditions)` +
    (heldOut
      ? `; held sure: sure (so wrongly) with the case's own condition held\nout of the knowledge base; emerg<urg: held-out emergencies triaged below urgent.`
      : '.'),
);
console.log(`Rule: notSure ${JSON.stringify(rule)}\n${header}`);
const runs: SetRun[] = [];
for (const name of sets) {
  const run = runSet(name);
  runs.push(run);
  console.log(row(name, [run], rule));
}
console.log(row('together', runs, rule));
// Every case's grounds, for trying other rules without running the cases again.
if (save) writeFileSync(save, JSON.stringify(runs));

// Why right leaders were withheld, and what stood between a held-out case and a confident wrong name.
const known = runs.flatMap((s) => s.known);
const held = runs.flatMap((s) => s.held);
const tally = (groups: Doubt[][]) => {
  const any = new Map<Doubt, number>(DOUBTS.map((d) => [d, 0]));
  const sole = new Map<Doubt, number>(DOUBTS.map((d) => [d, 0]));
  for (const g of groups) {
    for (const d of g) any.set(d, (any.get(d) ?? 0) + 1);
    if (g.length === 1) sole.set(g[0]!, (sole.get(g[0]!) ?? 0) + 1);
  }
  return DOUBTS.map((d) => `${d} ${any.get(d)}/${sole.get(d)}`).join(', ');
};
const withheld = known
  .filter((c) => c.right)
  .map((c) => doubtsOf(c.grounds, rule))
  .filter((g) => g.length);
const caught = known
  .filter((c) => !c.right)
  .map((c) => doubtsOf(c.grounds, rule))
  .filter((g) => g.length);
console.log(
  `\nWhat made the AI unsure (cases any / only that): right leaders withheld (${withheld.length}): ${tally(withheld)}`,
);
console.log(`  wrong leaders withheld (${caught.length}): ${tally(caught)}`);
if (heldOut) {
  const heldDoubts = held.map((h) => doubtsOf(h.grounds, rule)).filter((g) => g.length);
  console.log(`  held-out cases (${heldDoubts.length} of ${held.length}): ${tally(heldDoubts)}`);
}

if (process.argv.includes('--curve')) {
  // The trade-off: each threshold of the rule moved on its own, then together, on the grounds recorded above.
  const variants: [string, NotSureRule][] = [];
  const before = { ...rule, margin: 1, hallmark: Infinity };
  variants.push(['previous rule', before]);
  for (const top of [0.2, 0.25, 0.35, 0.4]) variants.push([`top ${top}`, { ...rule, top }]);
  for (const looseFindings of [3, 4]) variants.push([`loose ${looseFindings}`, { ...rule, looseFindings }]);
  for (const unexplained of [0.25, 0.45, 0.55]) variants.push([`unexpl ${unexplained}`, { ...rule, unexplained }]);
  for (const margin of [1, 1.25, 2, 3]) variants.push([`margin ${margin}`, { ...rule, margin }]);
  for (const hallmark of [2, 3, Infinity]) variants.push([`hallmark ${hallmark}`, { ...rule, hallmark }]);
  for (const hallmarkUnexplained of [0.35, 0.5, 0.8])
    variants.push([`hm-unexpl ${hallmarkUnexplained}`, { ...rule, hallmarkUnexplained }]);
  for (const hallmarkMargin of [5, 20]) variants.push([`hm-margin ${hallmarkMargin}`, { ...rule, hallmarkMargin }]);
  console.log(`\nTrade-off (the rule with one threshold moved; 'previous rule': no margin, no hallmark):\n${header}`);
  for (const [label, r] of variants) console.log(row(label, runs, r));
}

if (verbose) {
  console.log('\nRight leaders withheld:');
  for (const c of known.filter((k) => k.right)) {
    const d = doubtsOf(c.grounds, rule);
    if (d.length)
      console.log(
        `  ${c.id} (${c.expected}, ${(100 * c.grounds.top).toFixed(0)}%, unexplained ${(100 * c.grounds.unexplained).toFixed(0)}%): ${d.join(', ')}`,
      );
  }
  if (heldOut) {
    console.log('\nHeld out and still sure (confidently wrong):');
    for (const h of held.filter((x) => doubtsOf(x.grounds, rule).length === 0))
      console.log(`  ${h.id} (${h.expected} held out): sure of ${h.leader} at ${(100 * h.grounds.top).toFixed(0)}%`);
  }
}

if (below && heldOut) {
  const list = held.filter((h) => h.belowUrgent);
  console.log(`\nHeld-out emergencies triaged below urgent (${list.length}):`);
  for (const h of list)
    console.log(`  ${h.id} (${h.expected} held out): ${h.disposition}; leader ${h.leader}; read ${h.read.join(' ')}`);
}
