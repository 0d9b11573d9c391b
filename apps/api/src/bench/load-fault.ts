/**
 * Load and fault figures: sustained mixed load on the API as production runs it, with faults.
 * Prints figures, asserts nothing.
 *
 *  1. Starts `dist/server.js` on a fresh PostgreSQL database (BENCH_DATABASE_URL's server, default
 *     postgres://postgres@127.0.0.1:5432/postgres) with its rate limits in Redis (BENCH_REDIS_URL,
 *     default redis://127.0.0.1:6379), DEMO_MODE off; signs up doctors, verified by the operator API.
 *  2. Drives mixed load through HTTP and WebSocket (see load-fault/load.ts): patients consult the AI
 *     doctor until a doctor is assigned, doctors and patients write to each other, doctors issue a
 *     certificate and any pathology request; every patient and doctor holds a socket.
 *  3. Finds the highest rate of actions a second whose calls keep p99 < 300 ms, no error and the rate
 *     offered, in short rising steps (or takes the one `--rate` asks); then holds it for `--minutes` (default 5).
 *  4. During the held run: every connection of the API to PostgreSQL is ended (pg_terminate_backend)
 *     at a third, and the API is killed (SIGKILL) and started again at two thirds.
 *  5. Prints the rate held, latencies per kind of call, errors by status, the API's memory over time
 *     (with the heap each full collection left: what it keeps alive),
 *     each fault's errors and recovery, and the messages each socket was owed, received, recovered or lost.
 *
 * Usage: node dist/bench/load-fault.js [--minutes 5] [--step-seconds 20] [--start-rate 2] [--rate n]
 *        [--doctors 40] [--think-ms 2000]
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { ApiProcess, freePort, RAISED_LIMITS, type MemorySample } from './load-fault/api-process.js';
import { tallyDeliveries, type DeliveryTally, type StoredMessage } from './load-fault/deliveries.js';
import { Load } from './load-fault/load.js';
import { median } from './stats.js';
import {
  errorsByStatus,
  failureExamples,
  failures,
  figuresByKind,
  overallP99,
  printKinds,
  Recorder,
  succeeded,
  type Call,
} from './load-fault/recorder.js';

const P99_LIMIT_MS = 300;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

interface StepResult {
  rate: number;
  offered: number;
  p99: number;
  failed: number;
  missed: number;
  holds: boolean;
  examples: string[];
}

/** Runs the load at `rate` for `ms` and judges the window. */
async function runStep(load: Load, recorder: Recorder, rate: number, ms: number): Promise<StepResult> {
  load.rate = rate;
  const from = Date.now();
  const dispatchedBefore = load.dispatched.length;
  const missedBefore = load.missed;
  await sleep(ms);
  const to = Date.now();
  const calls = recorder.between(from, to);
  const offered = ((load.dispatched.length - dispatchedBefore) / (to - from)) * 1000;
  const p99 = overallP99(calls);
  const failed = failures(calls);
  const missed = load.missed - missedBefore;
  return {
    rate,
    offered,
    p99,
    failed,
    missed,
    holds: p99 < P99_LIMIT_MS && failed === 0 && missed === 0 && offered >= rate * 0.95,
    examples: failureExamples(calls.filter((c) => !succeeded(c.outcome))),
  };
}

/** Errors of the calls under way at a fault or begun in the 30 s after it (not past `until`), and the recovery. */
function faultFigures(calls: Call[], at: number, until: number) {
  const end = Math.min(at + 30_000, until);
  const after = calls.filter((c) => c.start >= at - 30_000 && c.end >= at && c.start < end && c.end < until);
  const failed = after.filter((c) => !succeeded(c.outcome));
  return {
    errors: errorsByStatus(after),
    failed: failed.length,
    lastFailureAfter: failed.length ? Math.max(...failed.map((c) => c.end)) - at : 0,
    examples: failureExamples(failed),
  };
}

function printDeliveries(label: string, t: DeliveryTally, whole = false): void {
  console.log(
    `${label}: ${t.owed} messages owed` +
      (whole ? ` to ${t.sockets} sockets (${t.reconnects} reconnects in all)` : '') +
      `: ${t.live} arrived live, ` +
      `${t.recoveredByRefetch} only with the refetch after a reconnect, ${t.lost} lost` +
      (t.acknowledgedNotStored === null ? '' : `; ${t.acknowledgedNotStored} acknowledged sends not stored`),
  );
}

/**
 * The API's memory over the held run, and the heap each full collection left (what the process keeps
 * alive: the heap in use also counts garbage V8 has not collected yet, and may climb for minutes).
 */
function printMemory(samples: MemorySample[], from: number, terminatedAt: number, killedAt: number): void {
  console.log(
    '\nAPI memory over the held run: RSS, V8 heap used / total, and the heap the last full collection left (live):',
  );
  const row = (m: MemorySample, collections: number, note = '') =>
    console.log(
      `  +${seconds(m.at - from).padStart(7)}  RSS ${mb(m.rss).padStart(7)}  heap ${mb(m.heapUsed)} / ${mb(m.heapTotal)}` +
        `  live ${m.live === null ? '-' : mb(m.live)} (${collections} full collections since the row before)${note}`,
    );
  const every = Math.max(1, Math.floor(samples.length / 12));
  let collections = 0;
  samples.forEach((m, i) => {
    collections += m.fullCollections;
    if (i % every === 0 || i === samples.length - 1) {
      row(m, collections, i === samples.length - 1 ? ' (last)' : '');
      collections = 0;
    }
  });
  const lives = (a: number, b: number) =>
    samples.filter((m) => m.at >= a && m.at < b && m.fullCollections > 0).map((m) => m.live!);
  const before = lives(from, terminatedAt);
  const between = lives(terminatedAt, killedAt);
  const range = (values: number[]) =>
    values.length
      ? `${values.length} full collections, live ${mb(Math.min(...values))} to ${mb(Math.max(...values))}, the last ${mb(values.at(-1)!)}`
      : 'no full collection';
  console.log(`  live heap before fault (a): ${range(before)}`);
  console.log(`  live heap from fault (a) to fault (b): ${range(between)}`);
}

async function storedMessages(api: ApiProcess): Promise<StoredMessage[]> {
  const rows = await api.query('select id, conversation_id, created_at from messages');
  return rows.map((r) => ({
    id: String(r.id),
    conversationId: String(r.conversation_id),
    createdAt: (r.created_at as Date).getTime(),
  }));
}

/** The highest rate whose calls keep p99 under the limit, no error and the rate offered, in short rising steps. */
async function findHeldRate(load: Load, recorder: Recorder, stepMs: number): Promise<number> {
  console.log(
    `Finding the highest rate with p99 < ${P99_LIMIT_MS} ms, no error, the rate offered (${stepMs / 1000} s steps):`,
  );
  let rate = arg('start-rate', 2);
  // A process just started is slower for its first requests (code compiled, pools filled, the AI
  // doctor's knowledge read): they are not what a running service answers.
  const warm = await runStep(load, recorder, rate, stepMs);
  console.log(`  warming up at ${rate} actions/s (not judged): p99 ${warm.p99.toFixed(1)} ms, ${warm.failed} errors`);
  let held = 0;
  for (let step = 0; step < 12; step++) {
    const r = await runStep(load, recorder, rate, stepMs);
    console.log(
      `  ${String(rate).padStart(4)} actions/s: offered ${r.offered.toFixed(1)}/s, p99 ${r.p99.toFixed(1)} ms, ` +
        `${r.failed} errors, ${r.missed} due with no consultation free → ${r.holds ? 'holds' : 'does not hold'}`,
    );
    for (const example of r.examples) console.log(`    e.g. ${example}`);
    if (!r.holds) break;
    held = rate;
    rate = Math.max(rate + 1, Math.round(rate * 1.25));
  }
  // The first rate failed: lower ones, halving, down to one action every two seconds.
  for (rate = arg('start-rate', 2) / 2; held === 0 && rate >= 0.5; rate /= 2) {
    const r = await runStep(load, recorder, rate, stepMs);
    console.log(
      `  ${String(rate).padStart(4)} actions/s: offered ${r.offered.toFixed(1)}/s, p99 ${r.p99.toFixed(1)} ms, ` +
        `${r.failed} errors, ${r.missed} due with no consultation free → ${r.holds ? 'holds' : 'does not hold'}`,
    );
    for (const example of r.examples) console.log(`    e.g. ${example}`);
    if (r.holds) held = rate;
  }
  if (held === 0) {
    held = arg('start-rate', 2);
    console.log(`  no rate held; holding ${held} actions/s anyway to measure the faults`);
  }
  return held;
}

async function main() {
  const minutes = arg('minutes', 5);
  const stepMs = arg('step-seconds', 20) * 1000;
  const doctors = arg('doctors', 40);
  const thinkMs = arg('think-ms', 2000);
  const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisServer = (process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379').replace(/\/\d*$/, '');

  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${mb(totalmem())} memory, Node ${process.version}; ` +
      `load average at start ${loads()} (shared with other jobs: read the figures with it)`,
  );
  const api = await ApiProcess.start({
    adminUrl,
    redisServer,
    patientPort: await freePort(),
    doctorPort: await freePort(),
  });
  console.log(
    `API: dist/server.js (NODE_ENV=production, DEMO_MODE off) on fresh database ${api.databaseName}, rate limits in Redis ${api.redisUrl}; ` +
      `raised for the load only: ${Object.entries(RAISED_LIMITS)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')} (every client here is 127.0.0.1); per-session limits as shipped`,
  );
  const recorder = new Recorder();
  const load = new Load(api.url, recorder, thinkMs);
  try {
    await load.signUpDoctors(api.doctorUrl, api.operatorToken, doctors);
    console.log(
      `${doctors} doctors signed up, verified by the operator API, available, each holding the waiting room's socket; ` +
        `patients think ${thinkMs} ms between answers\n`,
    );

    // 1. The rate to hold: the one asked, or the highest that holds.
    const asked = arg('rate', 0);
    load.start();
    let held: number;
    if (asked) {
      const warm = await runStep(load, recorder, asked, stepMs);
      console.log(
        `Holding the rate asked; warming up at ${asked} actions/s (not judged): p99 ${warm.p99.toFixed(1)} ms, ${warm.failed} errors`,
      );
      held = asked;
    } else held = await findHeldRate(load, recorder, stepMs);
    load.rate = held;
    await sleep(10_000); // a failed step's backlog drains before the held run is measured

    // 2. The held run, with its faults.
    const holdMs = minutes * 60_000;
    console.log(
      `\nHolding ${held} actions/s for ${minutes} min; faults at ${seconds(holdMs / 3)} and ${seconds((2 * holdMs) / 3)}`,
    );
    const from = Date.now();
    const memoryFrom = api.memory.length;
    await sleep(holdMs / 3);
    const terminatedAt = Date.now();
    const ended = await api.terminateConnections();
    console.log(
      `  fault (a) at +${seconds(terminatedAt - from)}: pg_terminate_backend ended ${ended} connections of the API`,
    );
    await sleep(holdMs / 3 - (Date.now() - terminatedAt));
    // What the sockets had before the kill, whose reconnects refetch everything: fault (a) on its own.
    const beforeKill = tallyDeliveries(load.consultations, await storedMessages(api), 0, Date.now() - 10_000);
    const killedAt = Date.now();
    await api.crash();
    const restartMs = await api.launch();
    console.log(
      `  fault (b) at +${seconds(killedAt - from)}: the API killed with SIGKILL and started again at once; healthy ${seconds(restartMs)} after the start`,
    );
    await sleep(Math.max(0, from + holdMs - Date.now()));
    const to = Date.now();
    load.stop();
    await load.drain(60_000);
    // As the apps do in the end: every socket reconnects (backing off while the server was away) and
    // reads again; only then is what a socket lacks lost.
    const behind = await load.socketsCaughtUp(120_000);
    await sleep(3000); // the last events reach their sockets

    const calls = recorder.between(from, to);
    const holdSeconds = (to - from) / 1000;
    const kinds = figuresByKind(calls, holdSeconds);
    const rateOf = (kind: string) => kinds.find((k) => k.kind === kind)?.perSecond ?? 0;
    const documents = load.consultations.reduce((n, c) => n + c.documentsIssued, 0);
    console.log(
      `\nHeld ${held} actions/s for ${seconds(to - from)} (offered ${(load.dispatched.filter((t) => t >= from && t < to).length / holdSeconds).toFixed(1)}/s):`,
    );
    console.log(
      `  ${rateOf('AI doctor turn').toFixed(1)} AI doctor turns/s, ${rateOf('doctor message').toFixed(1)} doctor messages/s, ` +
        `${rateOf('patient message to doctor').toFixed(1)} patient messages to doctors/s, ${rateOf('issue documents').toFixed(2)} issues/s ` +
        `(${documents} documents issued in the whole run)`,
    );
    console.log(
      `  calls ${calls.length}, errors by status: ${errorsByStatus(calls)}; p99 of all calls ${overallP99(calls).toFixed(1)} ms`,
    );
    printKinds(kinds);
    const quiet = calls.filter(
      (c) =>
        !(c.start >= terminatedAt - 5_000 && c.start < terminatedAt + 30_000) &&
        !(c.start >= killedAt - 5_000 && c.start < killedAt + 30_000),
    );
    console.log(
      `  outside the 35 s around each fault: ${quiet.length} calls, errors ${errorsByStatus(quiet)}, p99 ${overallP99(quiet).toFixed(1)} ms`,
    );

    for (const [label, at, until] of [
      ['(a) database connections ended', terminatedAt, killedAt],
      ['(b) API killed and restarted', killedAt, Infinity],
    ] as const) {
      const f = faultFigures(recorder.calls, at, until);
      const back = load
        .sockets()
        .map((s) => (s.registeredAt !== null && s.registeredAt < at ? s.backAfter(at) : null))
        .filter((ms): ms is number => ms !== null && ms < until - at);
      const reconnected = back.filter((ms) => ms > 0);
      console.log(
        `  fault ${label}: ${f.failed} failed calls (${f.errors})` +
          (f.failed ? `; the last failure ${seconds(f.lastFailureAfter)} after the fault` : '') +
          `; ${reconnected.length} sockets registered again, the last ${reconnected.length ? seconds(Math.max(...reconnected)) : '-'} after the fault`,
      );
      for (const example of f.examples) console.log(`    e.g. ${example}`);
    }

    printMemory(
      api.memory.slice(memoryFrom).filter((m) => m.at >= from && m.at <= to),
      from,
      terminatedAt,
      killedAt,
    );

    const stored = await storedMessages(api);
    console.log(
      `\nMessages over the sockets (a socket is owed every message stored after its registration; ${behind} sockets not back when counted):`,
    );
    printDeliveries('  whole run', tallyDeliveries(load.consultations, stored), true);
    printDeliveries('  before the faults', tallyDeliveries(load.consultations, stored, 0, terminatedAt));
    printDeliveries('  fault (a) to fault (b)', tallyDeliveries(load.consultations, stored, terminatedAt, killedAt));
    printDeliveries('  start to 10 s before the kill, as it stood then', beforeKill);
    printDeliveries('  fault (b) to the end', tallyDeliveries(load.consultations, stored, killedAt));
    const stages = new Map<string, number>();
    for (const c of load.consultations) stages.set(c.stage, (stages.get(c.stage) ?? 0) + 1);
    const withDoctor = load.consultations.filter((c) => c.doctorChat);
    console.log(
      `  ${load.consultations.length} consultations begun (${[...stages].map(([s, n]) => `${n} ${s}`).join(', ')}); ` +
        `${withDoctor.length} reached a doctor, after ${median(withDoctor.map((c) => c.turns))} AI doctor turns (median)`,
    );
  } finally {
    load.close();
    console.log(`\nLoad average at the end ${loads()}`);
    await api.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
