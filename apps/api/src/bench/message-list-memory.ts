/**
 * Memory of the message list: prints figures, asserts nothing.
 * Runs the real app on a local port (BENCH_DATABASE_URL if set, else in-memory PGlite), stores one
 * conversation with five 10 MB images, then reads its message list five times at once over HTTP
 * and prints how far the process's memory rose above where it stood before the reads (the target:
 * under twice the images' size), with the time the reads took.
 * Usage: node --expose-gc dist/bench/message-list-memory.js [--images 5] [--readers 5]
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_IMAGE_BYTES } from '@telehealth/schema';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { newPatient } from './http-patient.js';
import { UNLIMITED_RATES } from './unlimited.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isInteger(v) && v > 0 ? v : fallback;
}

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** A 10 MB PNG as a phone would send it: the signature, then bytes that do not compress. */
function photo(): string {
  const bytes = randomBytes(MAX_IMAGE_BYTES);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

async function settle(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    globalThis.gc?.();
    await sleep(200);
  }
  return process.memoryUsage().rss;
}

async function main() {
  const images = arg('images', 5);
  const readers = arg('readers', 5);
  if (!globalThis.gc) console.log('(run with node --expose-gc for steadier figures)');
  const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const app = await buildApp(
    {
      ...base,
      databaseUrl: process.env.BENCH_DATABASE_URL || null,
      dataDir: ':memory:',
      sessionSecret: base.sessionSecret ?? randomBytes(32).toString('hex'),
      rateLimit: UNLIMITED_RATES,
      dataEncryptionKey: base.dataEncryptionKey ?? randomBytes(32),
      // No document leaves a bench: any address will do when none is configured.
      publicPatientUrl: base.publicPatientUrl ?? 'http://localhost:3000',
    },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const { cookie, conversationId } = await newPatient(url);
  for (let i = 0; i < images; i++) {
    const sent = await fetch(`${url}/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ text: `photo ${i + 1}`, sender: 'patient', imageUrl: photo() }),
    });
    if (!sent.ok) throw new Error(`storing image ${i + 1} failed: ${sent.status} ${await sent.text()}`);
  }
  const imageBytes = images * MAX_IMAGE_BYTES;

  const before = await settle();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  const sizes = await Promise.all(
    Array.from({ length: readers }, async () => {
      const res = await fetch(`${url}/api/conversations/${conversationId}/messages`, { headers: { cookie } });
      if (!res.ok || !res.body) throw new Error(`reading the list failed: ${res.status}`);
      // Counted and dropped as it arrives: only the server's memory is measured.
      let size = 0;
      for await (const chunk of res.body) size += (chunk as Uint8Array).byteLength;
      return size;
    }),
  );
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  const extra = peak - before;
  console.log(
    `database: ${app.database.kind}; ${images} images of ${mb(MAX_IMAGE_BYTES)} (${mb(imageBytes)} in all), ${readers} concurrent reads`,
  );
  console.log(`each answer:        ${mb(sizes[0] ?? 0)} of JSON`);
  console.log(`reads took:         ${elapsed.toFixed(0)} ms for all ${readers}`);
  console.log(`memory before:      ${mb(before)} resident`);
  console.log(`peak during reads:  ${mb(peak)} resident`);
  console.log(
    `extra memory:       ${mb(extra)} = ${(extra / imageBytes).toFixed(2)}× the images' size (target: under 2×)`,
  );
  await app.close();
}

void main();
