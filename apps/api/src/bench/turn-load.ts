/**
 * Chat turns under load, as ratios to a bare Fastify + database insert measured in the same run.
 * Prints figures, asserts nothing. Scenarios (each lane is one patient or one doctor sending a
 * message, waiting for the answer, then sending the next; the lanes run at once):
 *  - AI turn: a patient's message and the AI doctor's reply, 50 and 10 patients at once;
 *  - after assignment: a patient's message once a doctor has them (no AI reply), 50 at once;
 *  - doctor message: the assigned doctor writes to the patient, 50 at once;
 *  - baseline: POST to a bare Fastify route that runs begin, one insert, commit; 50 and 10 at once.
 * Every scenario runs `rounds` times, interleaved with the baseline; the medians are printed. The
 * load comes from a worker thread, so the server under test has its event loop to itself (the
 * database and the load still share the machine's cores with it). In PostgreSQL mode it also
 * counts the statements one request of each kind sends. With BENCH_CPU_PROFILE=<dir>, this
 * process's main thread (the servers, not the load) is profiled during each scenario's first round,
 * one .cpuprofile per scenario there (for Chrome DevTools, or `node dist/bench/profile-summary.js`).
 * It also prints the CPU time per request of the server's main thread and the database (cpu-time.ts),
 * which a busy machine does not change as it changes throughput.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { createConsultationEngine } from '../consultation/index.js';
import { requestDoctor } from '../use-cases/assignment.js';
import { startBaseline } from './bare-baseline.js';
import { cookieOf, newPatient, post, type BenchPatient } from './http-patient.js';
import type { LoadJob, LoadRequest, LoadResult } from './load-worker.js';
import { cpuPerRequest, readCpu } from './cpu-time.js';
import { countStatements, type StatementTally } from './statement-count.js';
import { median, percentile } from './stats.js';

/** What a patient says, turn by turn: a complaint in words, then short answers to the questions. */
export const PATIENT_SCRIPT = [
  "I've had a sore throat and a runny nose for two days",
  'No',
  '34',
  'Female',
  'No',
  'No',
  'Yes',
  'No',
  'About a 3',
  'No',
];

interface Doctor {
  id: string;
  cookie: string;
  deviceId: string;
}

export async function newDoctor(url: string, n: number): Promise<Doctor> {
  const deviceId = randomUUID();
  const res = await post(url, '/api/doctors', {
    deviceId,
    fullName: `Dr Bench ${String.fromCharCode(65 + n)}`,
    prescriberNumber: '1234567',
    providerNumber: '2345678F',
    gender: 'Female',
    mobileNumber: '0400000000',
  });
  const cookie = cookieOf(res);
  const { id } = (await res.json()) as { id: string };
  await post(url, `/api/doctors/${id}/availability`, { isAvailable: 'on' }, cookie, 'PATCH');
  return { id, cookie, deviceId };
}

const patientSays = (p: BenchPatient, text: string): LoadRequest => ({
  path: `/api/conversations/${p.conversationId}/messages`,
  cookie: p.cookie,
  body: { text, sender: 'patient', clientMessageId: randomUUID(), timestamp: new Date().toISOString() },
});

const doctorSays = (d: Doctor, conversationId: string, text: string): LoadRequest => ({
  path: `/api/conversations/${conversationId}/messages`,
  cookie: d.cookie,
  body: { text, sender: 'doctor', doctorDeviceId: d.deviceId, clientMessageId: randomUUID() },
});

/** Profiles the main thread while `run` runs, when BENCH_CPU_PROFILE names a directory and `label` is new. */
const profiled = new Set<string>();
async function profiling<T>(label: string, run: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir || profiled.has(label)) return run();
  profiled.add(label);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    console.log(`CPU profile of "${label}" written to ${file}`);
  }
}

/** CPU milliseconds by scenario, over every round: the server's main thread and the database's backends. */
const cpuSpent = new Map<string, { server: number; database: number | null; requests: number }>();

/** Runs the load, adding the CPU it cost to its label's account. */
async function measuredLoad(job: LoadJob, label: string, databaseUrl: string | null): Promise<LoadResult> {
  const before = await readCpu(databaseUrl);
  const result = await runLoad(job, label);
  const spent = cpuPerRequest(before, await readCpu(databaseUrl), 1);
  if (spent) {
    const sum = cpuSpent.get(label) ?? { server: 0, database: 0, requests: 0 };
    cpuSpent.set(label, {
      server: sum.server + spent.server,
      database: sum.database === null || spent.database === null ? null : sum.database + spent.database,
      requests: sum.requests + result.latencies.length,
    });
  }
  return result;
}

function runLoad(job: LoadJob, label?: string): Promise<LoadResult> {
  if (label) return profiling(label, () => runLoad(job));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.js', import.meta.url), { workerData: job });
    worker.once('message', (m: LoadResult | { error: string }) => {
      void worker.terminate();
      if ('error' in m) reject(new Error(m.error));
      else resolve(m);
    });
    worker.once('error', reject);
  });
}

interface Figures {
  rate: number;
  p50: number;
  p99: number;
}

function figuresOf(result: LoadResult, label: string): Figures {
  if (result.failures > 0) throw new Error(`${label}: ${result.failures} failed, first: ${result.firstFailure}`);
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    rate: (result.latencies.length / result.wallMs) * 1000,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/** Patients with assigned doctors: the conversations a doctor has, spread over a few doctors. */
export async function assignedPatients(app: FastifyInstance, url: string, doctors: Doctor[], count: number) {
  const pairs: { patient: BenchPatient; doctor: Doctor }[] = [];
  for (let i = 0; i < count; i++) {
    const patient = await newPatient(url);
    const result = await app.db
      .transaction()
      .execute((trx) => requestDoctor(trx, patient.conversationId, { urgent: false }));
    const doctor = doctors.find((d) => d.id === result.doctor?.id);
    if (!doctor) throw new Error('no doctor took the bench patient');
    pairs.push({ patient, doctor });
  }
  return pairs;
}

const SCENARIOS = [
  'AI turn, 50 patients',
  'AI turn, 10 patients',
  'After assignment, 50',
  'Doctor message, 50',
] as const;
type Scenario = (typeof SCENARIOS)[number];

function tallyText(t: StatementTally, requests: number): string {
  const kinds = [...t.byKind].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${+(n / requests).toFixed(1)} ${k}`);
  return `${+(t.total / requests).toFixed(1)} (${kinds.join(', ')})`;
}

export async function benchTurns(config: Config, opts: { rounds: number; turns: number }): Promise<void> {
  const engine = createConsultationEngine(config);
  const app = await buildApp({ ...config, demoMode: true }, { logger: false, engine });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const baseline = await startBaseline(config.databaseUrl);
  const turns = Math.min(opts.turns, PATIENT_SCRIPT.length);
  console.log(
    `\nChat turns (${app.database.kind}): ${opts.rounds} rounds, ${turns} messages per lane, medians; ` +
      'baseline = bare Fastify + one insert in a transaction',
  );

  // A database an earlier run used still has that run's doctors on duty; they would take this run's
  // patients, whose doctors the bench must be able to speak for.
  await app.db.updateTable('doctors').set({ isAvailable: 'off' }).execute();
  const doctors = await Promise.all(Array.from({ length: 5 }, (_, i) => newDoctor(url, i)));
  const results = new Map<Scenario | 'baseline 50' | 'baseline 10', Figures[]>();
  const record = (key: Scenario | 'baseline 50' | 'baseline 10', f: Figures) =>
    results.set(key, [...(results.get(key) ?? []), f]);
  let replies = 0;
  let aiTurns = 0;

  const baselineRound = async (lanes: number) => {
    const job: LoadJob = {
      url: baseline.url,
      lanes: Array.from({ length: lanes }, () => {
        const id = randomUUID();
        return Array.from({ length: turns }, (_, i) => ({ path: `/baseline/${id}`, body: { text: `message ${i}` } }));
      }),
    };
    record(
      `baseline ${lanes}` as 'baseline 50',
      figuresOf(await measuredLoad(job, `baseline ${lanes}`, config.databaseUrl), 'baseline'),
    );
  };
  const aiRound = async (lanes: number) => {
    const patients = await Promise.all(Array.from({ length: lanes }, () => newPatient(url)));
    const result = await measuredLoad(
      { url, lanes: patients.map((p) => PATIENT_SCRIPT.slice(0, turns).map((t) => patientSays(p, t))) },
      `AI turn ${lanes}`,
      config.databaseUrl,
    );
    replies += result.withReply;
    aiTurns += result.latencies.length;
    record(`AI turn, ${lanes} patients` as Scenario, figuresOf(result, 'AI turn'));
  };

  // The engine builds its knowledge base for the first patient turn (seconds of CPU): one turn before
  // the rounds, so that they measure turns, not the first patient's wait.
  const first = patientSays(await newPatient(url), PATIENT_SCRIPT[0]!);
  await post(url, first.path, first.body, first.cookie);

  for (let round = 0; round < opts.rounds; round++) {
    await baselineRound(50);
    await aiRound(50);
    await baselineRound(10);
    await aiRound(10);
    const pairs = await assignedPatients(app, url, doctors, 50);
    record(
      'After assignment, 50',
      figuresOf(
        await measuredLoad(
          {
            url,
            lanes: pairs.map(({ patient }) => PATIENT_SCRIPT.slice(0, turns).map((t) => patientSays(patient, t))),
          },
          'after assignment',
          config.databaseUrl,
        ),
        'after assignment',
      ),
    );
    record(
      'Doctor message, 50',
      figuresOf(
        await measuredLoad(
          {
            url,
            lanes: pairs.map(({ patient, doctor }) =>
              Array.from({ length: turns }, (_, i) => doctorSays(doctor, patient.conversationId, `Doctor note ${i}`)),
            ),
          },
          'doctor message',
          config.databaseUrl,
        ),
        'doctor message',
      ),
    );
  }

  const base = (lanes: number) => {
    const rounds = results.get(`baseline ${lanes}` as 'baseline 50')!;
    return { rate: median(rounds.map((f) => f.rate)), p99: median(rounds.map((f) => f.p99)) };
  };
  const fmt = (f: { rate: number; p99: number; p50?: number }) =>
    `${f.rate.toFixed(0).padStart(5)} req/s  p50 ${(f.p50 ?? 0).toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms`;
  for (const lanes of [50, 10]) {
    const rounds = results.get(`baseline ${lanes}` as 'baseline 50')!;
    console.log(
      `${`Baseline, ${lanes} at once`.padEnd(26)} ${fmt({ rate: base(lanes).rate, p50: median(rounds.map((f) => f.p50)), p99: base(lanes).p99 })}`,
    );
  }
  const targets: Record<Scenario, { rate: number; p99?: number }> = {
    'AI turn, 50 patients': { rate: 0.5, p99: 2 },
    'AI turn, 10 patients': { rate: 0 },
    'After assignment, 50': { rate: 0.7 },
    'Doctor message, 50': { rate: 0.7 },
  };
  for (const scenario of SCENARIOS) {
    const rounds = results.get(scenario)!;
    const f = {
      rate: median(rounds.map((r) => r.rate)),
      p50: median(rounds.map((r) => r.p50)),
      p99: median(rounds.map((r) => r.p99)),
    };
    const b = base(scenario.includes('10') ? 10 : 50);
    const target = targets[scenario];
    const rateRatio = f.rate / b.rate;
    const p99Ratio = f.p99 / b.p99;
    const verdict = [
      target.rate ? `${rateRatio >= target.rate ? 'meets' : 'misses'} ≥ ${target.rate}×` : 'no target',
      ...(target.p99 ? [`p99 ${p99Ratio <= target.p99 ? 'meets' : 'misses'} ≤ ${target.p99}×`] : []),
    ].join(', ');
    console.log(
      `${scenario.padEnd(26)} ${fmt(f)}  = ${rateRatio.toFixed(2)}× throughput, p99 ${p99Ratio.toFixed(1)}×  (${verdict})`,
    );
  }
  console.log(`AI replies: ${replies} of ${aiTurns} patient messages had the AI doctor's answer`);
  // CPU time per request does not depend on what else the machine runs, as the ratios above do.
  for (const [label, spent] of cpuSpent) {
    const per = (ms: number) => (ms / spent.requests).toFixed(2).padStart(5);
    const database = spent.database === null ? 'database not measured' : `database ${per(spent.database)} ms`;
    console.log(`CPU per request, ${label.padEnd(17)} server ${per(spent.server)} ms, ${database}`);
  }

  if (app.database.kind === 'postgres') {
    const patient = await newPatient(url);
    let sent = 0;
    const ai = await countStatements(async () => {
      for (const text of PATIENT_SCRIPT.slice(0, turns)) {
        const r = patientSays(patient, text);
        await post(url, r.path, r.body, r.cookie);
        sent++;
      }
    });
    const [pair] = await assignedPatients(app, url, doctors, 1);
    const after = await countStatements(async () => {
      for (const text of PATIENT_SCRIPT.slice(0, turns)) {
        const r = patientSays(pair!.patient, text);
        await post(url, r.path, r.body, r.cookie);
      }
    });
    const doctor = await countStatements(async () => {
      for (let i = 0; i < turns; i++) {
        const r = doctorSays(pair!.doctor, pair!.patient.conversationId, `Doctor note ${i}`);
        await post(url, r.path, r.body, r.cookie);
      }
    });
    console.log(`Statements per AI turn:          ${tallyText(ai, sent)}; baseline 3 (begin, insert, commit)`);
    console.log(`Statements per message after assignment: ${tallyText(after, turns)}`);
    console.log(`Statements per doctor message:   ${tallyText(doctor, turns)}`);
  } else {
    console.log('Statements per turn: counted in PostgreSQL mode (set BENCH_DATABASE_URL)');
  }
  await baseline.app.close();
  await app.close();
}
