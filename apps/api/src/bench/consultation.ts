/**
 * Consultation benchmark: prints figures, asserts nothing. Simulated patients talk to the chat API of
 * an in-process app (embedded PGlite, embedded AI doctor) in words: their complaint as a sentence,
 * then "yes", "no", "about a 7" or the option labels, until the assessment. Prints how often the
 * final diagnosis is theirs (and in the top 3); the median and maximum turns and interview questions
 * to the assessment; the answers not understood; the dispositions the clinician's summary records
 * (against the right one, for vignettes); and the milliseconds each turn took.
 * Patients: DDXPlus dev patients (default), or with --set one of the diagnosis package's own vignette
 * sets (test, dev, all, everyday-3, …), written from textbook presentations in patients' own words.
 * Usage: node dist/bench/consultation.js [--patients 100] [--set test] [--unstated-not-sure] [--verbose]
 *        (DDXPLUS_DIR overrides the data folder)
 * --unstated-not-sure: a vignette patient answers "I'm not sure" to what its vignette does not state, not "no".
 * --only <vignette id> runs that one vignette; BENCH_TRANSCRIPT=1 prints every message of the chat.
 * --verbose prints each patient's outcome: right, in the top 3 or wrong, what was said and the disposition.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadKnowledgeBase, type KnowledgeBase } from '@telehealth/diagnosis';
import { datasetDir } from '@telehealth/diagnosis/dataset';
import {
  NOT_EXPLAINED as UNEXPLAINED_VIGNETTE,
  VIGNETTE_SET_NAMES,
  vignetteSet,
} from '@telehealth/diagnosis/vignettes';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createConsultationEngine } from '../consultation/index.js';
import { DISPOSITION_WORDS } from '../consultation/summary.js';
import { NOT_EXPLAINED } from '../consultation/assessment.js';
import { respond, type ChatPatient } from './chat-patient.js';
import { ddxplusChatPatient, readPatients } from './consultation-patient.js';
import { vignettePatient } from './vignette-chat-patient.js';
import { findConversation } from '../repositories/conversations.js';
import { UNLIMITED_RATES } from './unlimited.js';

const MAX_TURNS = 80;

function option(name: string): string | null {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isInteger(v) && v > 0 ? v : fallback;
}

/** Every n-th patient, so the sample spreads over the whole file. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

/** One consultation through the chat API; `isTheirs` says whether a condition's name is the patient's. */
async function consult(
  app: FastifyInstance,
  kb: KnowledgeBase,
  patient: ChatPatient,
  isTheirs: (name: string | null) => boolean,
) {
  const deviceId = `device_${Date.now()}_${randomBytes(18).toString('base64url')}`;
  const user = await app.inject({ method: 'POST', url: '/api/users/device', payload: { deviceId } });
  const cookie = user.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const userId = user.json<{ id: string }>().id;
  const created = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie },
    payload: { userId, status: 'ongoing' },
  });
  const conversationId = created.json<{ id: string }>().id;

  const openings = [...patient.furtherOpenings];
  let text = patient.opening;
  let turns = 0;
  let emergency = false;
  let reAsked = 0;
  let assessed = false;
  const turnMs: number[] = [];
  while (turns < MAX_TURNS) {
    turns++;
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie },
      payload: { text, sender: 'patient', timestamp: new Date().toISOString() },
    });
    turnMs.push(performance.now() - started);
    const doctor = res.json<{ doctorMessage?: { text: string; options?: { choices: { label: string }[] } | null } }>()
      .doctorMessage;
    if (!doctor) break;
    if (process.env.BENCH_TRANSCRIPT) console.log(`> ${text}\n< ${doctor.text.replace(/\n+/g, ' ')}`);
    if (doctor.text.includes('call 000 now')) emergency = true;
    if (/^(Sorry|I'm sorry you're not feeling well\. What's)/.test(doctor.text)) {
      reAsked++;
      if (process.env.BENCH_VERBOSE) console.log(`not understood: "${text}" → ${doctor.text.slice(0, 120)}`);
    }
    if (doctor.text.includes('Would you like one of our doctors to review your consultation?')) {
      assessed = true;
      break;
    }
    text = respond(kb, patient, doctor.text, doctor.options?.choices.map((c) => c.label) ?? [], openings);
  }
  const row = await findConversation(app.db, conversationId);
  if (!row) throw new Error(`conversation ${conversationId} vanished`);
  const state = (
    typeof row.consultationState === 'string' ? JSON.parse(row.consultationState) : row.consultationState
  ) as { asked?: number; differential?: { pathology: string }[] | null } | null;
  const ranked = (state?.differential ?? []).map((d) => d.pathology);
  const correct = isTheirs(row.diagnosisName);
  return {
    correct,
    said: row.diagnosisName,
    top3: correct || ranked.slice(0, 3).some(isTheirs),
    diagnosed: row.diagnosisName !== null,
    assessed,
    turns,
    turnMs,
    questions: state?.asked ?? 0,
    reAsked,
    emergency,
    triage: row.triage,
    disposition: dispositionIn(row.summaryText),
  };
}

/** The disposition the clinician's summary records ("**Disposition:** …"), in the summary's own words. */
function dispositionIn(summary: string | null): string {
  const said = /^\*\*Disposition:\*\* (.+)$/m.exec(summary ?? '')?.[1];
  if (!said) return 'none recorded';
  const found = (Object.entries(DISPOSITION_WORDS) as [string, string][]).find(([, words]) => said === words);
  return found ? found[0] : said;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

/** A patient of the run: who talks to the chat, what is theirs, and how urgent they are. */
interface BenchCase {
  /** The vignette's id, or the DDXPlus patient's place in the sample. */
  id: string;
  /** The condition, as the misses list names it. */
  label: string;
  patient: ChatPatient;
  isTheirs: (name: string | null) => boolean;
  /** DDXPlus severity (1 most severe … 5), for its patients. */
  severity?: number;
  /** The disposition a clinician would give, for vignettes. */
  urgency?: string;
}

function ddxplusCases(kb: KnowledgeBase, count: number): { cases: BenchCase[]; from: string } {
  const dir = datasetDir();
  const patients = spread(readPatients(readFileSync(path.join(dir, 'dev_patients.csv'), 'utf8')), count);
  return {
    from: `${patients.length} DDXPlus dev patients from ${dir}`,
    cases: patients.map((p, i) => ({
      id: `patient ${i + 1}`,
      label: p.pathology,
      patient: ddxplusChatPatient(kb, p),
      isTheirs: (name) => name === p.pathology,
      severity: kb.pathology(p.pathology)?.severity,
    })),
  };
}

function vignetteCases(
  kb: KnowledgeBase,
  name: string,
  count: number,
  unstated: 'no' | 'not sure',
): { cases: BenchCase[]; from: string } {
  const set = vignetteSet(name);
  if (!set) throw new Error(`no vignette set "${name}"; the sets: ${VIGNETTE_SET_NAMES.join(', ')}`);
  const only = option('only');
  const chosen = spread(
    set.cases.filter((v) => !only || v.id === only),
    count,
  );
  return {
    from: `${chosen.length} of the ${set.cases.length} vignettes of the set "${name}" (packages/diagnosis/${set.source}), in patients' own words, what they do not state answered "${unstated}"`,
    cases: chosen.map((v) => ({
      id: v.id,
      label: v.expected,
      patient: vignettePatient(kb, v, unstated),
      isTheirs: (diagnosis) =>
        v.expected === UNEXPLAINED_VIGNETTE
          ? diagnosis === NOT_EXPLAINED.name
          : diagnosis !== null && kb.pathology(diagnosis)?.id === v.expected,
      urgency: v.urgency,
    })),
  };
}

async function main() {
  const count = arg('patients', 100);
  const setName = option('set');
  const verbose = process.argv.includes('--verbose');
  const kb = loadKnowledgeBase();
  const unstated = process.argv.includes('--unstated-not-sure') ? 'not sure' : 'no';
  const { cases, from } = setName ? vignetteCases(kb, setName, count, unstated) : ddxplusCases(kb, count);
  const base = loadConfig({ LOG_LEVEL: 'silent' });
  const config = {
    ...base,
    databaseUrl: null,
    dataDir: ':memory:',
    sessionSecret: randomBytes(32).toString('hex'),
    ai: null,
    rateLimit: UNLIMITED_RATES,
  };
  const app = await buildApp(config, { logger: false, engine: createConsultationEngine(config) });
  console.log(`${from}; embedded AI doctor; ${app.database.kind}`);
  const started = Date.now();
  const results: (BenchCase & Awaited<ReturnType<typeof consult>>)[] = [];
  for (const c of cases) {
    const result = { ...c, ...(await consult(app, kb, c.patient, c.isTheirs)) };
    results.push(result);
    if (verbose)
      console.log(
        `${result.correct ? 'right' : result.top3 ? 'top 3' : 'wrong'}  ${c.id}: said ${result.said ?? '-'}; ${result.disposition}${c.urgency ? ` (right: ${c.urgency})` : ''}; ${result.questions} questions, ${result.turns} turns`,
      );
  }
  await app.close();

  const n = results.length;
  const share = (k: number, of = n) => `${((100 * k) / of).toFixed(1)}%`;
  const mean = (f: (r: (typeof results)[number]) => number) =>
    (results.reduce((sum, r) => sum + f(r), 0) / n).toFixed(1);
  const correct = results.filter((r) => r.correct).length;
  console.log(`diagnosis theirs:          ${share(correct)} (${correct}/${n})`);
  console.log(`theirs in the top 3:       ${share(results.filter((r) => r.top3).length)}`);
  console.log(`reached an assessment:     ${share(results.filter((r) => r.diagnosed).length)}`);
  const assessedTurns = results.filter((r) => r.assessed).map((r) => r.turns);
  const questions = results.map((r) => r.questions);
  console.log(
    `turns to the assessment (patient messages, ${assessedTurns.length}/${n} assessed): median ${median(assessedTurns)}, maximum ${Math.max(...assessedTurns)}, mean ${mean((r) => r.turns)}; ` +
      `interview questions: median ${median(questions)}, maximum ${Math.max(...questions)}, mean ${mean((r) => r.questions)}`,
  );
  const notUnderstood = results.reduce((sum, r) => sum + r.reAsked, 0);
  const turnsInAll = results.reduce((sum, r) => sum + r.turns, 0);
  console.log(
    `answers not understood: ${notUnderstood} of ${turnsInAll} answers (${share(notUnderstood, turnsInAll)}); ` +
      `patients with any: ${results.filter((r) => r.reAsked > 0).length}/${n}; most for one patient: ${Math.max(...results.map((r) => r.reAsked))}`,
  );
  const dispositions = new Map<string, number>();
  for (const r of results) dispositions.set(r.disposition, (dispositions.get(r.disposition) ?? 0) + 1);
  const order = [...Object.keys(DISPOSITION_WORDS), 'none recorded'];
  const counted = [...dispositions.entries()].sort(
    ([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99),
  );
  console.log(`dispositions: ${counted.map(([d, k]) => `${d} ${k} (${share(k)})`).join(', ')}`);
  if (setName) reportDispositions(results);
  else reportSeverities(results);
  const turnMs = results.flatMap((r) => r.turnMs);
  console.log(
    `ms per turn: median ${median(turnMs).toFixed(1)}, 95th percentile ${percentile(turnMs, 95).toFixed(1)}, maximum ${Math.max(...turnMs).toFixed(1)} ` +
      `(${turnMs.length} turns); ${((Date.now() - started) / n).toFixed(0)} ms per patient`,
  );
  const misses = results.filter((r) => !r.correct).map((r) => r.label);
  if (misses.length)
    console.log(
      `missed: ${[...new Set(misses)].map((p) => `${p} ×${misses.filter((m) => m === p).length}`).join(', ')}`,
    );
}

type Result = BenchCase & { emergency: boolean; triage: string | null; disposition: string };

/** Vignettes: the disposition recorded against the one a clinician would give. */
function reportDispositions(results: Result[]) {
  const emergencies = results.filter((r) => r.urgency === 'emergency');
  const calm = results.filter((r) => r.urgency === 'self-care' || r.urgency === 'days');
  const pct = (k: number, of: number) => (of ? `${((100 * k) / of).toFixed(1)}%` : '-');
  const exact = results.filter((r) => r.disposition === r.urgency).length;
  const sent = calm.filter((r) => r.disposition === 'emergency').length;
  console.log(
    `disposition exact: ${pct(exact, results.length)}; emergencies called emergencies: ${pct(emergencies.filter((r) => r.disposition === 'emergency').length, emergencies.length)} ` +
      `(n=${emergencies.length}), told 000 during the interview: ${emergencies.filter((r) => r.emergency).length}; ` +
      `self-care and see-a-doctor sent to emergency: ${pct(sent, calm.length)} (${sent}/${calm.length})`,
  );
}

/** DDXPlus patients: emergency advice and the final triage by the condition's severity. */
function reportSeverities(results: Result[]) {
  const severe = results.filter((r) => (r.severity ?? 5) <= 2);
  const mild = results.filter((r) => (r.severity ?? 1) >= 4);
  console.log(
    `emergency advice during the interview: severity 1–2 ${severe.filter((r) => r.emergency).length}/${severe.length}, severity 4–5 ${mild.filter((r) => r.emergency).length}/${mild.length}`,
  );
  console.log(
    `final triage: severity 1–2 urgent or emergency ${severe.filter((r) => r.triage !== 'routine').length}/${severe.length}; ` +
      `severity 4–5 emergency ${mild.filter((r) => r.triage === 'emergency').length}/${mild.length}`,
  );
}

void main();
