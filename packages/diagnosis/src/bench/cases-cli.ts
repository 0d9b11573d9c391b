// Runs a file of cases an author wrote (JSON, the Vignette shape) through the same interview as the
// vignette benchmark, and prints each miss: for checking knowledge while writing it, outside the benchmark.
// Usage: node dist/bench/cases-cli.js <cases.json> [--all]
import { readFileSync } from 'node:fs';
import { loadKnowledgeBaseForAuthoring } from '../knowledge-base.js';
import { URGENCIES } from '../knowledge/types.js';
import type { Vignette } from '../vignettes/types.js';
import { NOT_EXPLAINED } from '../vignettes/types.js';
import { interviewVignette } from './vignette-patient.js';

const file = process.argv[2];
if (!file) {
  console.log('usage: cases-cli.js <cases.json> [--all]');
  process.exit(1);
}
const kb = loadKnowledgeBaseForAuthoring((problem) => console.warn(`knowledge problem: ${problem}`));
const cases = (
  JSON.parse(readFileSync(file, 'utf8')) as (Partial<Vignette> &
    Pick<Vignette, 'id' | 'age' | 'sex' | 'says' | 'expected' | 'urgency'>)[]
).map((c): Vignette => ({ facts: [], source: '', system: 'general', ...c }));
let right = 0;
let top3 = 0;
let safe = 0;
for (const c of cases) {
  const o = interviewVignette(kb, c);
  const ok = c.expected === NOT_EXPLAINED ? !o.sure : o.ranked[0] === c.expected;
  const isSafe = URGENCIES.indexOf(o.disposition) >= URGENCIES.indexOf(c.urgency);
  if (ok) right++;
  if (c.expected === NOT_EXPLAINED ? !o.sure : o.ranked.slice(0, 3).includes(c.expected)) top3++;
  if (isSafe) safe++;
  if (ok && isSafe && !process.argv.includes('--all')) continue;
  console.log(
    `${ok ? 'ok  ' : 'MISS'} ${c.id}: expected ${c.expected} (rank ${o.ranked.indexOf(c.expected) + 1}), got ${o.sure ? '' : 'NOT SURE, '}${o.ranked.slice(0, 3).join(', ')}; ` +
      `${o.disposition} (right: ${c.urgency})${isSafe ? '' : ' UNSAFE'}; q ${o.asked}` +
      (o.unread.length ? `; unread: ${o.unread.map((f) => JSON.stringify(f)).join(' ')}` : ''),
  );
}
const pct = (n: number) => `${((100 * n) / Math.max(1, cases.length)).toFixed(0)}%`;
console.log(`\n${cases.length} cases: first ${pct(right)}, top 3 ${pct(top3)}, triage safe ${pct(safe)}`);
