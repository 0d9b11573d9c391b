// Questions off the complaint: over vignette sets, the questions asked whose finding no condition of the final
// top 5 describes (a question about burning urine for a cut finger), with the median and most questions asked.
// The triage's own questions (a danger sign one answer from 000, a settling question) count like any other.
// Prints figures; asserts nothing.
// Usage: node dist/bench/off-complaint-cli.js [--sets dev,test,clinical-3] [--verbose]
import { loadKnowledgeBase, tablesOf } from '../knowledge-base.js';
import { NOT_EXPLAINED } from '../vignettes/index.js';
import { vignetteSet } from '../vignettes/sets.js';
import { interviewVignette, type VignetteOutcome } from './vignette-patient.js';

const option = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const sets = option('sets', 'dev,test,clinical-3,clinical-4,everyday-10,everyday-11').split(',');
const verbose = process.argv.includes('--verbose');
/** How far down the final differential a condition may be and still make a question about its findings relevant. */
const TOP = 5;
/** Questions after this many are late: where a long interview drifts. */
const LATE_AFTER = 10;

const kb = loadKnowledgeBase();
const tables = tablesOf(kb);
const conditionIndex = new Map(tables.conditions.map((c, d) => [c.id, d]));

/** The findings asked about that no condition of the final top 5 describes (codes). */
function offComplaint(o: VignetteOutcome): string[] {
  const top = o.ranked
    .slice(0, TOP)
    .map((id) => conditionIndex.get(id))
    .filter((d) => d !== undefined);
  return o.questions.filter((code) => {
    const table = tables.byCode.get(code);
    return table !== undefined && !top.some((d) => table.linked[d]);
  });
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');
const scripts = new Map(tables.complaints.map((c) => [c.id, new Set(c.questions)]));
const gateFindings = new Set(tables.gates.flatMap((g) => g?.any.map((a) => a.code) ?? []));
type Source = 'script' | 'danger sign' | 'gate' | 'choice';
const SOURCES: Source[] = ['script', 'danger sign', 'gate', 'choice'];

/**
 * Where an off-complaint question most likely came from: the complaint's own script (the complaint the interview
 * ended on), a danger sign (the triage's questions), the exposure or hallmark of a rare condition, or otherwise
 * the information-gain choice.
 */
function sourceOf(o: VignetteOutcome, code: string): Source {
  if (o.complaint && scripts.get(o.complaint)?.has(code)) return 'script';
  if (tables.byCode.get(code)?.entry.redFlag) return 'danger sign';
  if (gateFindings.has(code)) return 'gate';
  return 'choice';
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return 0;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

let allAsked = 0;
let allOff = 0;
const allCounts: number[] = [];
for (const name of sets) {
  const set = vignetteSet(name);
  if (!set) throw new Error(`no vignette set "${name}"`);
  const outcomes = set.cases.map((v) => interviewVignette(kb, v));
  let asked = 0;
  let off = 0;
  let withOff = 0;
  const bySource = new Map<Source, number>(SOURCES.map((k) => [k, 0]));
  let lateAsked = 0;
  let lateOff = 0;
  const late: number[] = [];
  for (const o of outcomes) {
    const offs = offComplaint(o);
    asked += o.questions.length;
    off += offs.length;
    if (offs.length) withOff++;
    // Where in the interview they come: the question's number, counting from 1.
    for (const code of offs) late.push(o.questions.indexOf(code) + 1);
    for (const code of offs) bySource.set(sourceOf(o, code), (bySource.get(sourceOf(o, code)) ?? 0) + 1);
    lateAsked += Math.max(0, o.questions.length - LATE_AFTER);
    lateOff += offs.filter((c) => o.questions.indexOf(c) >= LATE_AFTER).length;
    if (verbose && offs.length)
      console.log(
        `  ${o.vignette.id} (${o.questions.length} asked; top ${o.ranked.slice(0, 3).join(', ')}): ${offs
          .map((c) => `Q${o.questions.indexOf(c) + 1} ${kb.evidence(c)?.label ?? c} (${sourceOf(o, c)})`)
          .join('; ')}`,
      );
  }
  const counts = outcomes.map((o) => o.questions.length);
  const known = outcomes.filter((o) => o.vignette.expected !== NOT_EXPLAINED);
  const top1 = known.filter((o) => o.ranked[0] === o.vignette.expected).length;
  const top3 = known.filter((o) => o.ranked.slice(0, 3).includes(o.vignette.expected)).length;
  allAsked += asked;
  allOff += off;
  allCounts.push(...counts);
  console.log(
    `${name}: ${outcomes.length} cases, ${asked} questions, off the complaint ${off} (${pct(off, asked)}) in ${withOff} cases, their median place Q${median(late)}; after Q${LATE_AFTER}: ${lateOff} of ${lateAsked} (${pct(lateOff, lateAsked)}); by source ${SOURCES.map((k) => `${k} ${bySource.get(k)}`).join(', ')}; questions median ${median(counts)}, max ${Math.max(...counts)}; top-1 ${pct(top1, known.length)}, top-3 ${pct(top3, known.length)}`,
  );
}
console.log(
  `all: ${allAsked} questions, off the complaint ${allOff} (${pct(allOff, allAsked)}); questions median ${median(allCounts)}, max ${Math.max(...allCounts)}`,
);
