// Tries the AI doctor by hand while authoring knowledge.
//   node dist/bench/try-cli.js typical <condition id | body system | all>   textbook patients of each condition
//   node dist/bench/try-cli.js say "<patient's words>" [--age 30] [--sex F] [--answers "yes|no|3 days|..."]
//   node dist/bench/try-cli.js conditions [system]  the conditions: id, body system, urgency, prevalence, name
//   node dist/bench/try-cli.js vignette <id>       one vignette of the development half (or of a set of its own: clinical, unseen…, everyday…), question by question
//   node dist/bench/try-cli.js triage <id>         one triage case (src/triage-cases), question by question
//   node dist/bench/try-cli.js findings [word]     the vocabulary: name, code, type, question
//   node dist/bench/try-cli.js site "<place in lay words>"   the body-location codes a place resolves to
// `typical` checks that a condition's own textbook presentation leads to it (a consistency check of the
// knowledge, not an accuracy figure); `say` shows what the words are understood as and the interview.
import { createInterview } from '../interview.js';
import { loadKnowledgeBaseForAuthoring, tablesOf } from '../knowledge-base.js';
import { understand } from '../understanding/understand.js';
import { TRIAGE_CASE_BATCHES, triageVignette } from '../triage-cases/index.js';
import { splitOf, VIGNETTES } from '../vignettes/index.js';
import { OWN_SETS } from '../vignettes/sets.js';
import { interviewTypical, typicalPatient } from './typical.js';
import { traceVignette } from './vignette-patient.js';

const [command, subject = 'all'] = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const kb = loadKnowledgeBaseForAuthoring((problem) => console.warn(`knowledge problem: ${problem}`));
const tables = tablesOf(kb);
const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

if (command === 'typical') {
  const chosen = tables.conditions.filter((c) => subject === 'all' || c.id === subject || c.system === subject);
  let top1 = 0;
  let top3 = 0;
  for (const c of chosen) {
    const typical = typicalPatient(kb, c.id);
    const o = interviewTypical(kb, typical);
    if (o.rank === 0) top1++;
    if (o.rank >= 0 && o.rank < 3) top3++;
    const mark = o.rank === 0 ? 'ok ' : o.rank > 0 && o.rank < 3 ? 'top3' : 'MISS';
    console.log(
      `${mark} ${c.id.padEnd(34)} rank ${o.rank + 1}  q ${String(o.asked).padStart(2)}  ${o.disposition.padEnd(9)} (${o.urgency.padEnd(9)})  not explained ${pct(o.unexplained).padStart(4)}  ` +
        o.top.map((t) => `${t.id} ${pct(t.probability)}`).join(', '),
    );
    if (subject !== 'all' && chosen.length === 1)
      console.log('  patient', typical.patient, 'opening', JSON.stringify(typical.opening));
  }
  console.log(
    `\n${chosen.length} conditions: own textbook presentation first ${pct(top1 / chosen.length)}, top 3 ${pct(top3 / chosen.length)}`,
  );
} else if (command === 'say') {
  const patient = {
    age: Number(option('age', '35')),
    sex: option('sex', 'F') === 'M' ? ('M' as const) : ('F' as const),
  };
  const interview = createInterview(kb, patient);
  const opening = understand(kb, subject, { patient });
  console.log('understood:', JSON.stringify(opening));
  for (const o of opening) interview.observe(o.evidence, o.value);
  const replies = option('answers', '').split('|').filter(Boolean);
  for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
    const reply = replies.shift();
    console.log(
      `Q${interview.asked + 1} [${q.evidence}] ${q.text}${
        q.options
          ? ` (${q.options
              .slice(0, 8)
              .map((o) => o.label)
              .join(' / ')})`
          : ''
      }`,
    );
    if (reply === undefined) break;
    const answer = understand(kb, reply, { question: q, patient });
    console.log(`   "${reply}" →`, JSON.stringify(answer));
    const own = answer.find((o) => o.evidence === q.evidence);
    for (const o of answer) interview.observe(o.evidence, o.value);
    if (!own) interview.decline(q.evidence);
  }
  console.log(
    `complaint ${interview.complaint()}, disposition ${interview.disposition()}, not explained ${pct(interview.unexplained())}`,
  );
  for (const e of interview.differential().slice(0, 5))
    console.log(`  ${pct(e.probability).padStart(4)} ${e.pathology} (${e.icd10})`);
} else if (command === 'vignette') {
  // Every set of its own (outside the dev and test halves) can be traced.
  const unseen = Object.values(OWN_SETS)
    .flatMap((set) => set.pool)
    .find((v) => v.id === subject);
  const vignette = unseen ?? VIGNETTES.find((v) => v.id === subject);
  if (!vignette) console.log(`No vignette ${subject}`);
  else if (!unseen && splitOf(vignette) !== 'dev')
    console.log('That vignette is in the test half: it is reported, never looked at.');
  else traceVignette(kb, vignette, (line) => console.log(line));
} else if (command === 'triage') {
  const found = TRIAGE_CASE_BATCHES.flat().find((c) => c.id === subject);
  if (!found) console.log(`No triage case ${subject}`);
  else {
    traceVignette(kb, triageVignette(found), (line) => console.log(line));
    console.log(`right disposition ${found.disposition}: ${found.why}`);
  }
} else if (command === 'conditions') {
  for (const c of tables.conditions) {
    if (subject === 'all' || c.system === subject)
      console.log(
        `${c.id.padEnd(36)} ${c.system.padEnd(20)} ${c.urgency.padEnd(9)} ${c.prevalence.padEnd(11)} ${c.name}`,
      );
  }
} else if (command === 'findings') {
  const word = process.argv[3]?.toLowerCase() ?? '';
  for (const { entry } of tables.evidences) {
    const line = `${entry.name.padEnd(30)} ${entry.code.padEnd(28)} ${entry.type} ${entry.kind.padEnd(8)} ${entry.question.text}`;
    if (line.toLowerCase().includes(word)) console.log(line);
  }
} else if (command === 'site') {
  const options = kb.question('E_55')?.options ?? [];
  const codes = understand(kb, `pain in my ${subject}`).find((o) => o.evidence === 'E_55')?.value;
  console.log(
    Array.isArray(codes)
      ? codes.map((c) => `${c} ${options.find((o) => o.value === c)?.label ?? ''}`).join('; ')
      : 'no place found',
  );
} else {
  console.log('usage: try-cli.js typical <id|system|all> | say "<words>" [--age N] [--sex F|M] [--answers "a|b|c"]');
}
