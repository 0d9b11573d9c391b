// Common complaints, each told by a few kinds of patient who then deny everything, are not sure of
// anything, or say yes to everything, through the interview the consultation uses. Prints how often the
// end is "not sure" or a named condition, and flags every condition named or listed that is absurd or
// frightening for a common complaint (sweep-flags.ts), and every emergency call where nothing alarming was said.
// Prints figures; asserts nothing.
// Usage: node dist/bench/complaint-sweep-cli.js [--style deny|unsure|yes] [--kind man|woman|pregnant|child|older]
//        [--only "<words>"] [--cases 30] [--verbose]
import { assessmentOf } from '../assessment.js';
import { createInterview, emergencyDiscriminatorOf } from '../interview.js';
import { loadKnowledgeBase, tablesOf } from '../knowledge-base.js';
import type { EvidenceValue, Question } from '../types.js';
import { understand } from '../understanding/understand.js';
import { COMMON_COMPLAINTS, type CommonComplaint } from './common-complaints.js';
import { flagsOf, hallmarksOf, type SweepFlag } from './sweep-flags.js';

type Style = 'deny' | 'unsure' | 'yes';
interface PatientKind {
  kind: string;
  age: number;
  sex: 'F' | 'M';
  /** Words said before the complaint. */
  before?: string;
}

const KINDS: PatientKind[] = [
  { kind: 'man', age: 35, sex: 'M' },
  { kind: 'woman', age: 32, sex: 'F' },
  { kind: 'pregnant', age: 29, sex: 'F', before: 'I am 20 weeks pregnant and' },
  { kind: 'child', age: 4, sex: 'M' },
  { kind: 'older', age: 78, sex: 'F' },
];
const STYLES: Style[] = ['deny', 'unsure', 'yes'];

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const verbose = process.argv.includes('--verbose');
const kb = loadKnowledgeBase();
const tables = tablesOf(kb);

const fits = (c: CommonComplaint, p: PatientKind): boolean =>
  c.who === 'women' ? p.kind === 'woman' : c.who === 'men' ? p.kind === 'man' : c.who !== 'adults' || p.age >= 18;

/** The simulated patient's answer; undefined is "not sure". */
function answerOf(style: Style, q: Question): EvidenceValue | undefined {
  if (style === 'unsure') return undefined;
  const table = tables.byCode.get(q.evidence)!;
  if (style === 'deny') {
    if (q.type === 'B') return false;
    if (q.type === 'M') return [];
    return table.defaultIndex >= 0 ? (table.values[table.defaultIndex] as string | number) : undefined;
  }
  // Yes to everything: yes, or the first answer offered that is not "nothing to report".
  if (q.type === 'B') return true;
  const first = table.values.find((_, i) => i !== table.defaultIndex);
  if (first === undefined) return undefined;
  return q.type === 'M' ? [first as string] : first;
}

interface Ending {
  says: string;
  kind: string;
  style: Style;
  sure: boolean;
  named: { id: string; flags: SweepFlag[] }[];
  disposition: string;
  emergencyBecause: string | null;
  asked: number;
}

function consult(c: CommonComplaint, p: PatientKind, style: Style): Ending {
  const says = p.before ? `${p.before} ${c.says}` : c.says;
  const interview = createInterview(kb, { age: p.age, sex: p.sex });
  for (const o of understand(kb, says, { patient: { age: p.age, sex: p.sex } })) interview.observe(o.evidence, o.value);
  const declined = new Set<string>();
  for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
    const answer = answerOf(style, q);
    if (answer === undefined) {
      interview.decline(q.evidence);
      declined.add(q.evidence);
    } else interview.observe(q.evidence, answer);
  }
  const a = assessmentOf(kb, interview);
  const observations = new Map(interview.toJSON().observations.map((o) => [o.evidence, o.value]));
  const shown = a.sure ? a.differential.slice(0, 1) : a.possibilities;
  const named = shown.map((e) => {
    const id = kb.pathology(e.pathology)?.id ?? e.pathology;
    const d = tables.conditions.findIndex((x) => x.id === id);
    return { id, flags: flagsOf(kb, d, { age: p.age, sex: p.sex, observations, declined }) };
  });
  return {
    says,
    kind: p.kind,
    style,
    sure: a.sure,
    named,
    disposition: a.disposition,
    emergencyBecause: emergencyDiscriminatorOf(interview),
    asked: interview.asked,
  };
}

const only = option('only');
const styles = STYLES.filter((s) => !option('style') || s === option('style'));
const kinds = KINDS.filter((k) => !option('kind') || k.kind === option('kind'));
const complaints = COMMON_COMPLAINTS.filter((c) => !only || c.says.includes(only));
const endings: Ending[] = [];
for (const style of styles)
  for (const c of complaints) for (const p of kinds) if (fits(c, p)) endings.push(consult(c, p, style));

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');
const label = (e: Ending) => `"${e.says}" (${e.kind}, ${e.style})`;
console.log(
  `${complaints.length} common complaints × ${kinds.length} kinds of patient × ${styles.length} answer styles: ${endings.length} consultations through createInterview / understand / assessmentOf.`,
);
for (const style of styles) {
  const xs = endings.filter((e) => e.style === style);
  const unsure = xs.filter((e) => !e.sure);
  const flagged = xs.filter((e) => e.named.some((n) => n.flags.length));
  const emergencies = xs.filter((e) => e.disposition === 'emergency');
  console.log(`\n${style}: ${xs.length} consultations`);
  const rows: [string, string][] = [
    ['"not sure"', pct(unsure.length, xs.length)],
    ['  with possibilities listed', pct(unsure.filter((e) => e.named.length).length, xs.length)],
    ['  with none (hands over to a doctor)', pct(unsure.filter((e) => !e.named.length).length, xs.length)],
    ['a named condition', pct(xs.length - unsure.length, xs.length)],
    ['endings naming or listing a flagged condition', `${flagged.length} (${pct(flagged.length, xs.length)})`],
    ['  of them named (sure)', String(flagged.filter((e) => e.sure).length)],
    ['emergency calls', `${emergencies.length} (${pct(emergencies.length, xs.length)})`],
    ['questions: mean', (xs.reduce((s, e) => s + e.asked, 0) / Math.max(1, xs.length)).toFixed(1)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
  const byFlag = new Map<SweepFlag, number>();
  for (const e of xs) for (const n of e.named) for (const f of n.flags) byFlag.set(f, (byFlag.get(f) ?? 0) + 1);
  for (const [f, n] of [...byFlag].sort((a, b) => b[1] - a[1])) console.log(`    flag ${f.padEnd(44)} ${n}`);
}

// Where nothing alarming was said (every question denied), an emergency call is a false alarm.
const denied = endings.filter((e) => e.style === 'deny' && e.disposition === 'emergency');
console.log(`\nEmergency calls where every question was denied: ${denied.length}`);
for (const e of denied) console.log(`  ${label(e)}: ${e.emergencyBecause ?? 'no discriminator (a leading condition)'}`);

// The flagged conditions, most often first, with a few of the consultations they ended.
const byCondition = new Map<string, { flags: Set<SweepFlag>; sure: number; endings: Ending[] }>();
for (const e of endings)
  for (const n of e.named) {
    if (!n.flags.length) continue;
    const entry = byCondition.get(n.id) ?? { flags: new Set(), sure: 0, endings: [] };
    for (const f of n.flags) entry.flags.add(f);
    if (e.sure) entry.sure++;
    entry.endings.push(e);
    byCondition.set(n.id, entry);
  }
const cases = Number(option('cases') ?? '30');
console.log(`\nFlagged conditions (${byCondition.size}), most often first:`);
for (const [id, entry] of [...byCondition].sort((a, b) => b[1].endings.length - a[1].endings.length).slice(0, cases)) {
  const examples = entry.endings.slice(0, verbose ? entry.endings.length : 3).map(label);
  const d = tables.conditions.findIndex((x) => x.id === id);
  const hallmarks = hallmarksOf(kb, d).map((code) => tables.byCode.get(code)?.entry.name ?? code);
  console.log(
    `  ${id} ×${entry.endings.length} (named ${entry.sure}) [${[...entry.flags].join('; ')}]` +
      (hallmarks.length ? ` defining: ${hallmarks.join(', ')}` : '') +
      `\n      ${examples.join('\n      ')}`,
  );
}
