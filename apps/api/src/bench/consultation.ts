/**
 * Consultation benchmark: prints figures, asserts nothing. DDXPlus patients talk to the chat API
 * of an in-process app (embedded PGlite, embedded AI doctor) in words: their main symptom as a
 * sentence, then "yes", "no", "about a 7" or the option labels, until the assessment. Prints how
 * often the final diagnosisName is their pathology; the median and maximum turns to the
 * assessment; the answers not understood; the dispositions the clinician's summary records; and
 * the milliseconds each turn took.
 * Usage: node dist/bench/consultation.js [--patients 100]   (DDXPLUS_DIR overrides the data folder)
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadKnowledgeBase, type KnowledgeBase } from '@telehealth/diagnosis';
import { datasetDir } from '@telehealth/diagnosis/dataset';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createConsultationEngine } from '../consultation/index.js';
import { DISPOSITION_WORDS } from '../consultation/summary.js';
import { answerInWords, openingSentence, readPatients, type DdxPatient } from './consultation-patient.js';
import { findConversation } from '../repositories/conversations.js';
import { UNLIMITED_RATES } from './unlimited.js';

const MAX_TURNS = 80;

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

interface Reply {
  text: string;
  choices: string[];
}

/** The evidence whose question the doctor is asking (the longest question text found in the message). */
function askedEvidence(kb: KnowledgeBase, text: string): string | null {
  let best: { code: string; length: number } | null = null;
  for (const e of kb.evidences) {
    if (text.includes(e.question.text) && (!best || e.question.text.length > best.length))
      best = { code: e.code, length: e.question.text.length };
  }
  return best?.code ?? null;
}

/** What the simulated patient says next, in words. */
function respond(kb: KnowledgeBase, patient: DdxPatient, doctor: Reply, openings: string[]): string {
  const t = doctor.text;
  const code = askedEvidence(kb, t);
  if (code) return answerInWords(kb, patient, code);
  if (/as a priority\?/.test(t)) return 'No';
  if (/how old/i.test(t)) return `I'm ${patient.age}`;
  if (doctor.choices.includes('Female')) return patient.sex === 'F' ? 'Female' : 'Male';
  if (/full name/.test(t)) return 'Sam Taylor';
  if (/date of birth/.test(t)) return `15/06/${new Date().getFullYear() - patient.age - 1}`;
  if (/mobile number|Medicare/.test(t)) return 'Skip';
  if (/medical certificate/.test(t)) return 'No, thanks';
  if (/describe|What's bothering you/.test(t)) return openings.shift() ?? 'I feel unwell';
  return 'not sure';
}

async function consult(app: FastifyInstance, kb: KnowledgeBase, patient: DdxPatient) {
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

  // Further symptoms to describe, should the first sentence not be understood.
  const openings = [...patient.evidences.keys()]
    .filter((c) => c !== patient.initialEvidence && kb.question(c)?.type === 'B' && !kb.evidence(c)?.isAntecedent)
    .map((c) => openingSentence(kb, { ...patient, initialEvidence: c }));
  let text = openingSentence(kb, patient);
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
    if (doctor.text.includes('call 000 now')) emergency = true;
    if (/^(Sorry|I'm sorry you're not feeling well\. What's)/.test(doctor.text)) {
      reAsked++;
      if (process.env.BENCH_VERBOSE) console.log(`not understood: "${text}" → ${doctor.text.slice(0, 120)}`);
    }
    if (doctor.text.includes('Would you like one of our doctors to review your consultation?')) {
      assessed = true;
      break;
    }
    text = respond(
      kb,
      patient,
      { text: doctor.text, choices: doctor.options?.choices.map((c) => c.label) ?? [] },
      openings,
    );
  }
  const row = await findConversation(app.db, conversationId);
  if (!row) throw new Error(`conversation ${conversationId} vanished`);
  const ranked = [...(row.summaryText ?? '').matchAll(/^\d\. (.+?) \([^()]*\), \d+%/gm)].map((m) => m[1]);
  const state = (
    typeof row.consultationState === 'string' ? JSON.parse(row.consultationState) : row.consultationState
  ) as { asked?: number } | null;
  return {
    correct: row.diagnosisName === patient.pathology,
    top3: ranked.slice(0, 3).includes(patient.pathology),
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

async function main() {
  const count = arg('patients', 100);
  const dir = datasetDir();
  const kb = loadKnowledgeBase();
  const patients = spread(readPatients(readFileSync(path.join(dir, 'dev_patients.csv'), 'utf8')), count);
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
  console.log(`${patients.length} DDXPlus dev patients from ${dir}; embedded AI doctor; ${app.database.kind}`);
  const started = Date.now();
  const results: ({ patient: DdxPatient } & Awaited<ReturnType<typeof consult>>)[] = [];
  for (const patient of patients) results.push({ patient, ...(await consult(app, kb, patient)) });
  await app.close();

  const n = results.length;
  const share = (k: number) => `${((100 * k) / n).toFixed(1)}%`;
  const mean = (f: (r: (typeof results)[number]) => number) =>
    (results.reduce((sum, r) => sum + f(r), 0) / n).toFixed(1);
  const severe = results.filter((r) => (kb.pathology(r.patient.pathology)?.severity ?? 5) <= 2);
  const mild = results.filter((r) => (kb.pathology(r.patient.pathology)?.severity ?? 1) >= 4);
  console.log(
    `diagnosisName = pathology: ${share(results.filter((r) => r.correct).length)} (${results.filter((r) => r.correct).length}/${n})`,
  );
  console.log(`pathology in the top 3:    ${share(results.filter((r) => r.top3).length)}`);
  console.log(`reached an assessment:     ${share(results.filter((r) => r.diagnosed).length)}`);
  const assessedTurns = results.filter((r) => r.assessed).map((r) => r.turns);
  console.log(
    `turns to the assessment (patient messages, ${assessedTurns.length}/${n} assessed): median ${median(assessedTurns)}, maximum ${Math.max(...assessedTurns)}, mean ${mean((r) => r.turns)}; ` +
      `mean interview questions: ${mean((r) => r.questions)}`,
  );
  const notUnderstood = results.reduce((sum, r) => sum + r.reAsked, 0);
  const turnsInAll = results.reduce((sum, r) => sum + r.turns, 0);
  console.log(
    `answers not understood: ${notUnderstood} of ${turnsInAll} answers (${((100 * notUnderstood) / turnsInAll).toFixed(1)}%); ` +
      `patients with any: ${results.filter((r) => r.reAsked > 0).length}/${n}; most for one patient: ${Math.max(...results.map((r) => r.reAsked))}`,
  );
  const dispositions = new Map<string, number>();
  for (const r of results) dispositions.set(r.disposition, (dispositions.get(r.disposition) ?? 0) + 1);
  const order = [...Object.keys(DISPOSITION_WORDS), 'none recorded'];
  const counted = [...dispositions.entries()].sort(
    ([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99),
  );
  console.log(`dispositions: ${counted.map(([d, k]) => `${d} ${k} (${share(k)})`).join(', ')}`);
  console.log(
    `emergency advice during the interview: severity 1–2 ${severe.filter((r) => r.emergency).length}/${severe.length}, severity 4–5 ${mild.filter((r) => r.emergency).length}/${mild.length}`,
  );
  console.log(
    `final triage: severity 1–2 urgent or emergency ${severe.filter((r) => r.triage !== 'routine').length}/${severe.length}; ` +
      `severity 4–5 emergency ${mild.filter((r) => r.triage === 'emergency').length}/${mild.length}`,
  );
  const turnMs = results.flatMap((r) => r.turnMs);
  console.log(
    `ms per turn: median ${median(turnMs).toFixed(1)}, 95th percentile ${percentile(turnMs, 95).toFixed(1)}, maximum ${Math.max(...turnMs).toFixed(1)} ` +
      `(${turnMs.length} turns); ${((Date.now() - started) / n).toFixed(0)} ms per patient`,
  );
  const misses = results.filter((r) => !r.correct).map((r) => r.patient.pathology);
  if (misses.length)
    console.log(
      `missed: ${[...new Set(misses)].map((p) => `${p} ×${misses.filter((m) => m === p).length}`).join(', ')}`,
    );
}

void main();
