/**
 * Embedded database benchmark: prints figures, asserts nothing. Needs the built server (dist/server.js).
 *  - Start: spawns `node dist/server.js` on a fresh, empty temporary DATA_DIR (embedded PGlite), then again on
 *    the same directory; each time, the wall time from spawning to /api/health answering 200, the CPU time the
 *    process used until then (steadier than wall time on a busy machine), its resident memory then and its peak;
 *    then how long after spawning a new patient's first message got the AI doctor's reply.
 *  - Throughput: the same patient-message load (each message answered by the embedded AI doctor) against the
 *    embedded server and against one on PostgreSQL (BENCH_DATABASE_URL, else a fresh database on
 *    postgres://postgres@127.0.0.1:5432, dropped afterwards), rounds alternating; requests/s is the median round.
 * Usage: node dist/bench/embedded.js [--patients 40] [--messages 8] [--concurrency 10] [--rounds 3]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { newPatient } from './http-patient.js';
import { median, percentile } from './stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** BENCH_SERVER: another build's server.js (an earlier commit's, say) measured the same way. */
const SERVER = process.env.BENCH_SERVER ? path.resolve(process.env.BENCH_SERVER) : path.resolve(here, '../server.js');
const TARGET_START_MS = 3000;
const TARGET_RSS_MB = 400;
const TARGET_RATIO = 0.7;
const START_LIMIT_MS = 300_000;
/** Clock ticks per second of /proc/<pid>/stat's CPU times (100 on Linux). */
const TICKS_PER_SECOND = 100;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isInteger(v) && v > 0 ? v : fallback;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resident and peak resident memory (MB) and CPU time (ms) of a process, from /proc. */
function processFigures(pid: number): { rssMb: number; peakMb: number; cpuMs: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    // Fields 14 and 15 (utime, stime) follow the command name, which may hold spaces: count after its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024, cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

interface Server {
  url: string;
  child: ChildProcess;
  /** performance.now() when it was spawned. */
  spawnedAt: number;
  stop: () => Promise<void>;
}

interface StartFigures {
  ms: number;
  cpuMs: number;
  rssMb: number;
  peakMb: number;
}

const BENCH_ENV = {
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  // A bench measures the service, not its limits.
  RATE_LIMIT_REGISTRATIONS_PER_MINUTE: '1000000',
  RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_VERIFICATIONS_PER_MINUTE: '1000000',
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000',
};

/** Spawns the server and waits for its health check to answer 200. */
async function startServer(env: Record<string, string>): Promise<{ server: Server; figures: StartFigures }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    // The doctor origin on the same port: one listener is enough here.
    env: { PATH: process.env.PATH ?? '', ...BENCH_ENV, ...env, PATIENT_PORT: String(port), DOCTOR_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  let peakMb = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    if (performance.now() - started > START_LIMIT_MS) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer its health check in ${START_LIMIT_MS} ms`);
    }
    peakMb = Math.max(peakMb, processFigures(child.pid!)?.rssMb ?? 0);
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  const now = processFigures(child.pid!)!;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return {
    server: { url, child, spawnedAt: started, stop },
    figures: { ms, cpuMs: now.cpuMs, rssMb: now.rssMb, peakMb: Math.max(peakMb, now.peakMb) },
  };
}

/** What a patient might type during an interview: an opening complaint, then answers. */
const PATIENT_LINES = [
  "I've had a sore throat and a cough for three days",
  'no',
  'yes',
  'about a 4',
  'no',
  'not sure',
  'yes',
  'no',
  'no',
  'yes',
];

interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  replied: number;
}

/** `patients` new patients each send `messages` messages in turn, `concurrency` patients at a time. */
async function patientLoad(url: string, patients: number, messages: number, concurrency: number) {
  const people = await Promise.all(Array.from({ length: patients }, () => newPatient(url)));
  const latencies: number[] = [];
  let replied = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < people.length) {
        const patient = people[next++]!;
        for (let i = 0; i < messages; i++) {
          const sent = performance.now();
          const res = await fetch(`${url}/api/conversations/${patient.conversationId}/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: patient.cookie },
            body: JSON.stringify({
              text: PATIENT_LINES[i % PATIENT_LINES.length],
              sender: 'patient',
              timestamp: new Date().toISOString(),
            }),
          });
          const body = (await res.json()) as { doctorMessage?: unknown };
          if (!res.ok) throw new Error(`message failed: ${res.status} ${JSON.stringify(body)}`);
          latencies.push(performance.now() - sent);
          if (body.doctorMessage) replied++;
        }
      }
    }),
  );
  const wall = performance.now() - started;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: (latencies.length / wall) * 1000,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    replied,
  } satisfies LoadFigures;
}

/** A new patient's first message straight after the start: its reply needs what a health check does not. */
async function firstReply(server: Server): Promise<{ ms: number; rssMb: number }> {
  const patient = await newPatient(server.url);
  const res = await fetch(`${server.url}/api/conversations/${patient.conversationId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: patient.cookie },
    body: JSON.stringify({ text: PATIENT_LINES[0], sender: 'patient', timestamp: new Date().toISOString() }),
  });
  const body = (await res.json()) as { doctorMessage?: unknown };
  if (!res.ok || !body.doctorMessage) throw new Error(`first message not answered: ${res.status}`);
  return { ms: performance.now() - server.spawnedAt, rssMb: processFigures(server.child.pid!)?.rssMb ?? NaN };
}

function printFirstReply(f: { ms: number; rssMb: number }) {
  console.log(
    `${'  then a first patient message'.padEnd(34)} answered ${fmt(f.ms)} ms after spawning; RSS ${fmt(f.rssMb)} MB`,
  );
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');

function printStart(label: string, f: StartFigures) {
  console.log(
    `${label.padEnd(34)} ${fmt(f.ms).padStart(6)} ms wall, ${fmt(f.cpuMs).padStart(5)} ms CPU; ` +
      `RSS at health ${fmt(f.rssMb)} MB, peak ${fmt(f.peakMb)} MB  ` +
      `(target < ${TARGET_START_MS} ms, < ${TARGET_RSS_MB} MB: ${verdict(f.ms < TARGET_START_MS && f.peakMb < TARGET_RSS_MB)})`,
  );
}

function printLoad(label: string, f: LoadFigures) {
  console.log(
    `${label.padEnd(34)} ${String(f.requests).padStart(5)} req  ${fmt(f.perSecond).padStart(5)} req/s  ` +
      `p50 ${fmt(f.p50, 1)} ms  p99 ${fmt(f.p99, 1)} ms  (${f.replied} answered by the AI doctor)`,
  );
}

/** A fresh database on the local PostgreSQL, and how to drop it afterwards. */
async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const configured = process.env.BENCH_DATABASE_URL?.trim();
  if (configured) return { url: configured, drop: async () => undefined };
  const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_embedded_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function main() {
  const patients = arg('patients', 40);
  const messages = arg('messages', 8);
  const concurrency = arg('concurrency', 10);
  const rounds = arg('rounds', 3);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-embedded-'));
  const servers: Server[] = [];
  let dropPostgres = async () => undefined as void;
  try {
    console.log('Embedded database (PGlite), spawned `node dist/server.js`; start = spawn → /api/health 200');
    const first = await startServer({ DATA_DIR: dataDir });
    printStart('first start, empty data directory', first.figures);
    printFirstReply(await firstReply(first.server));
    await first.server.stop();
    const second = await startServer({ DATA_DIR: dataDir });
    printStart('second start, same data directory', second.figures);
    printFirstReply(await firstReply(second.server));
    servers.push(second.server);

    const database = await postgresDatabase();
    dropPostgres = database.drop;
    const postgres = await startServer({
      DATABASE_URL: database.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      PUBLIC_PATIENT_URL: 'http://localhost:3000',
    });
    printStart('PostgreSQL mode start (reference)', postgres.figures);
    printFirstReply(await firstReply(postgres.server));
    servers.push(postgres.server);

    console.log(
      `\nPatient messages with the AI doctor's reply: ${patients} patients × ${messages} messages, ` +
        `${concurrency} concurrent; ${rounds} rounds each, alternating, after one warm-up round each`,
    );
    const embeddedRounds: LoadFigures[] = [];
    const postgresRounds: LoadFigures[] = [];
    await patientLoad(second.server.url, concurrency, 2, concurrency);
    await patientLoad(postgres.server.url, concurrency, 2, concurrency);
    for (let r = 0; r < rounds; r++) {
      const e = await patientLoad(second.server.url, patients, messages, concurrency);
      printLoad(`embedded, round ${r + 1}`, e);
      embeddedRounds.push(e);
      const p = await patientLoad(postgres.server.url, patients, messages, concurrency);
      printLoad(`PostgreSQL, round ${r + 1}`, p);
      postgresRounds.push(p);
    }
    const embeddedRate = median(embeddedRounds.map((f) => f.perSecond));
    const postgresRate = median(postgresRounds.map((f) => f.perSecond));
    const ratio = embeddedRate / postgresRate;
    const rss = processFigures(second.server.child.pid!);
    console.log(
      `median: embedded ${fmt(embeddedRate)} req/s, PostgreSQL ${fmt(postgresRate)} req/s: ratio ${fmt(ratio, 2)}× ` +
        `(target ≥ ${TARGET_RATIO}×: ${verdict(ratio >= TARGET_RATIO)}); embedded server RSS after the load ${fmt(rss?.rssMb ?? NaN)} MB`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await dropPostgres();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
