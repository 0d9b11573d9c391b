// The facts of every vignette set that the reader understands nothing in, each with its set, and how many of each
// kind: a bare negative ("No bleeding.", "Nil vomiting"), a fact told with he/she/they as its subject, one told in
// the third person otherwise ("her belly hurts", "the baby is ..."), and the rest. Prints figures; asserts nothing.
// Usage: node dist/bench/unread-cli.js [--set <set>] [--list] [--kind negative|pronoun|third person|other]
import { loadKnowledgeBase } from '../knowledge-base.js';
import { splitOf, VIGNETTES } from '../vignettes/index.js';
import { OWN_SETS } from '../vignettes/sets.js';
import { factsOf } from '../vignettes/simulated-patient.js';
import type { Vignette } from '../vignettes/types.js';

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const only = option('set');
const onlyKind = option('kind');
const list = process.argv.includes('--list');

export const KINDS = ['negative', 'pronoun', 'third person', 'other'] as const;
export type UnreadKind = (typeof KINDS)[number];

const NEGATIVE =
  /^(?:no|not|nil|none|never|nor|neither|without|denies|denied|negative|absent|nothing|hasn'?t|hadn'?t|isn'?t|wasn'?t|doesn'?t|didn'?t|don'?t|haven'?t)\b/;
const PRONOUN = /^(?:he|she|they|he'?s|she'?s|they'?re|they'?ve|it)\b/;
const THIRD =
  /\b(?:his|her|him|their|them|he|she|they|the (?:baby|child|boy|girl|toddler|patient|man|woman)|my (?:son|daughter|baby|mum|mother|dad|father|wife|husband|partner|child|boy|girl|nan|gran|grandma|grandad|grandfather|grandmother))\b/;

/** The kind of an unread fact, to say which reading would take in the most. */
export function kindOf(fact: string): UnreadKind {
  const t = fact.toLowerCase().trim();
  if (NEGATIVE.test(t) || /^(?:he|she|they|i)\s+(?:denies|has no|had no|does not|did not|is not|was not)\b/.test(t))
    return 'negative';
  if (PRONOUN.test(t)) return 'pronoun';
  if (THIRD.test(t)) return 'third person';
  return 'other';
}

const kb = loadKnowledgeBase();
const sets: [string, readonly Vignette[]][] = [
  ['dev', VIGNETTES.filter((v) => splitOf(v) === 'dev')],
  ['test', VIGNETTES.filter((v) => splitOf(v) === 'test')],
  ...Object.entries(OWN_SETS).map(([name, s]): [string, readonly Vignette[]] => [name, s.pool]),
].filter(([name]) => !only || name === only) as [string, readonly Vignette[]][];

const totals = new Map<UnreadKind, number>(KINDS.map((k) => [k, 0]));
let all = 0;
let facts = 0;
console.log(`set            facts  unread  ${KINDS.map((k) => k.padStart(12)).join(' ')}`);
for (const [name, pool] of sets) {
  const counts = new Map<UnreadKind, number>(KINDS.map((k) => [k, 0]));
  let n = 0;
  let told = 0;
  const lines: string[] = [];
  for (const v of pool) {
    told += v.facts.length;
    for (const fact of factsOf(kb, v).unread) {
      const kind = kindOf(fact);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      n++;
      if (list && (!onlyKind || onlyKind === kind)) lines.push(`  ${name}\t${kind}\t${v.id}\t${fact}`);
    }
  }
  for (const k of KINDS) totals.set(k, (totals.get(k) ?? 0) + (counts.get(k) ?? 0));
  all += n;
  facts += told;
  console.log(
    `${name.padEnd(14)} ${String(told).padStart(5)}  ${String(n).padStart(6)}  ${KINDS.map((k) => String(counts.get(k)).padStart(12)).join(' ')}`,
  );
  for (const line of lines) console.log(line);
}
console.log(
  `${'all'.padEnd(14)} ${String(facts).padStart(5)}  ${String(all).padStart(6)}  ${KINDS.map((k) => String(totals.get(k)).padStart(12)).join(' ')}`,
);
