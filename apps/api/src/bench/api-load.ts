/**
 * API load and WebSocket fan-out benchmark: prints figures, asserts nothing.
 * Runs the real app on a local port (BENCH_DATABASE_URL if set, else in-memory PGlite), then:
 *  - N patients each send M messages (concurrency C): requests/s and latency percentiles;
 *  - message list reads under the same concurrency;
 *  - one conversation with S registered sockets: time from send to the last socket's new_message.
 *  - chat turns against a bare Fastify + database baseline (see turn-load.ts).
 * Usage: node dist/bench/api-load.js [--patients 20] [--messages 10] [--concurrency 8] [--sockets 50]
 *        [--rounds 3] [--turns 10]
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { newPatient, type BenchPatient } from './http-patient.js';
import { percentile } from './stats.js';
import { benchTurns } from './turn-load.js';
import { UNLIMITED_RATES } from './unlimited.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

async function pool<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

function report(label: string, latencies: number[], wallMs: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} ${String(latencies.length).padStart(6)} req  ${((latencies.length / wallMs) * 1000).toFixed(0).padStart(6)} req/s  ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`,
  );
}

async function main() {
  const patients = arg('patients', 20);
  const messages = arg('messages', 10);
  const concurrency = arg('concurrency', 8);
  const sockets = arg('sockets', 50);
  const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const config = {
    ...base,
    databaseUrl: process.env.BENCH_DATABASE_URL || null,
    dataDir: ':memory:',
    sessionSecret: base.sessionSecret ?? randomBytes(32).toString('hex'),
    dataEncryptionKey: base.dataEncryptionKey ?? randomBytes(32),
    // No document leaves a bench: any address will do when none is configured.
    publicPatientUrl: base.publicPatientUrl ?? 'http://localhost:3000',
    rateLimit: UNLIMITED_RATES,
  };
  const app = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  console.log(
    `database: ${app.database.kind}; ${patients} patients × ${messages} messages, concurrency ${concurrency}`,
  );

  const sessions: BenchPatient[] = [];
  for (let i = 0; i < patients; i++) sessions.push(await newPatient(url));

  const sends = sessions.flatMap((s) => Array.from({ length: messages }, (_, i) => ({ ...s, i })));
  const sendLatencies: number[] = [];
  let t0 = performance.now();
  await pool(sends, concurrency, async (s) => {
    const start = performance.now();
    const res = await fetch(`${url}/api/conversations/${s.conversationId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: s.cookie },
      body: JSON.stringify({
        text: `message ${s.i}`,
        sender: 'patient',
        timestamp: new Date().toISOString(),
        imageUrl: null,
      }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`send failed: ${res.status}`);
    sendLatencies.push(performance.now() - start);
  });
  report('POST messages', sendLatencies, performance.now() - t0);

  const readLatencies: number[] = [];
  t0 = performance.now();
  await pool(sends, concurrency, async (s) => {
    const start = performance.now();
    const res = await fetch(`${url}/api/conversations/${s.conversationId}/messages`, { headers: { cookie: s.cookie } });
    await res.arrayBuffer();
    readLatencies.push(performance.now() - start);
  });
  report('GET messages', readLatencies, performance.now() - t0);

  // Fan-out: many sockets on one conversation (as many tabs and devices as a patient might have).
  const target = sessions[0]!;
  const clients = await Promise.all(
    Array.from(
      { length: sockets },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie: target.cookie } });
          ws.once('error', reject);
          ws.once('open', () => {
            ws.send(
              JSON.stringify({
                type: 'register',
                userType: 'patient',
                conversationId: target.conversationId,
                userId: target.userId,
              }),
            );
            ws.once('message', () => resolve(ws));
          });
        }),
    ),
  );
  const rounds = 20;
  const fanout: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const received = clients.map(
      (ws) => new Promise<number>((resolve) => ws.once('message', () => resolve(performance.now()))),
    );
    const start = performance.now();
    await fetch(`${url}/api/conversations/${target.conversationId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: target.cookie },
      body: JSON.stringify({ text: `fan-out ${r}`, sender: 'patient' }),
    });
    const times = await Promise.all(received);
    fanout.push(Math.max(...times) - start);
  }
  const sorted = [...fanout].sort((a, b) => a - b);
  console.log(
    `WebSocket fan-out to ${sockets} sockets: send → last delivery p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms (${rounds} rounds)`,
  );

  for (const ws of clients) ws.terminate();
  await app.close();

  await benchTurns(config, { rounds: arg('rounds', 3), turns: arg('turns', 10) });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
