/**
 * Lighthouse (mobile) for both built apps, as the API serves them in production (precompressed,
 * cached): starts the built API on free ports with a fresh embedded database, runs Lighthouse with
 * the system Chromium (CHROMIUM_PATH, else /usr/bin/chromium; nothing is downloaded but the npm
 * package itself), prints the scores and the paint timings, and stops the server.
 *
 *   node scripts/lighthouse.mjs        (after `pnpm build`)
 *   node scripts/lighthouse.mjs --runs 3 --app patient-web --save /tmp/lh
 *
 * --runs N runs each app N times and prints every run and the median (by performance score);
 * --app limits it to one app; --save writes each run's full Lighthouse JSON report into that folder
 * (render-blocking resources, critical request chains, main-thread work…).
 *
 * Target: performance ≥ 95 for both apps. Lighthouse's figures depend on how busy the machine is
 * (it prints its CPU benchmark index, ~1000 and under means a loaded machine), so this reports and
 * never fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const TARGET = 95;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const APPS = ['patient-web', 'doctor-web'];

function freePort() {
  return new Promise((res, rej) => {
    const server = createServer();
    server.once('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => res(port));
    });
  });
}

async function waitForHealth(url, server, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the API exited (${server.exitCode}) before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the API did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** One Lighthouse run; a loaded machine sometimes loses the trace (NO_NAVSTART), so it tries twice. */
function lighthouse(url, attempts = 2) {
  const run = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.status !== 0) {
    if (attempts > 1) return lighthouse(url, attempts - 1);
    throw new Error(`lighthouse failed (${run.status}): ${run.stderr.slice(-2000)}`);
  }
  return JSON.parse(run.stdout);
}

function options() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '1' }, app: { type: 'string' }, save: { type: 'string' } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, not ${values.runs}`);
  if (values.app && !APPS.includes(values.app)) throw new Error(`--app must be one of ${APPS.join(', ')}`);
  return { runs, apps: values.app ? [values.app] : APPS, save: values.save ? resolve(values.save) : null };
}

/** The figures of one report, as printed. */
function summary(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const shown = (id) => report.audits[id]?.displayValue ?? '?';
  return {
    performance: score('performance'),
    text:
      `performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
      `best practices ${score('best-practices')} (FCP ${shown('first-contentful-paint')}, ` +
      `LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')}, ` +
      `SI ${shown('speed-index')}; CPU benchmark index ${Math.round(report.environment?.benchmarkIndex ?? 0)})`,
  };
}

async function main() {
  const { runs, apps, save } = options();
  const server = join(root, 'apps/api/dist/server.js');
  for (const file of [server, 'apps/patient-web/dist/index.html', 'apps/doctor-web/dist/index.html']) {
    if (!existsSync(resolve(root, file))) {
      console.error(`${file} not found: build first (pnpm build).`);
      process.exit(2);
    }
  }
  if (!existsSync(chromium)) {
    console.error(`No Chromium at ${chromium} (set CHROMIUM_PATH): Lighthouse not run.`);
    process.exit(2);
  }
  if (save) mkdirSync(save, { recursive: true });
  const [patientPort, doctorPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'th-lighthouse-'));
  const env = { ...process.env, PATIENT_PORT: String(patientPort), DOCTOR_PORT: String(doctorPort) };
  Object.assign(env, { DATA_DIR: dataDir, DEMO_MODE: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  delete env.DATABASE_URL;
  const api = spawn(process.execPath, [server], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const ports = { 'patient-web': patientPort, 'doctor-web': doctorPort };
  try {
    await waitForHealth(`http://127.0.0.1:${patientPort}/api/health`, api);
    for (const app of apps) {
      const results = [];
      for (let run = 1; run <= runs; run++) {
        const report = lighthouse(`http://127.0.0.1:${ports[app]}/`);
        if (save) writeFileSync(join(save, `${app}-${run}.json`), JSON.stringify(report));
        results.push(summary(report));
        if (runs > 1) console.log(`  ${app} run ${run}: ${results.at(-1).text}`);
      }
      // The median run by score (the lower middle one for an even count), with its own timings.
      const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor((results.length - 1) / 2)];
      console.log(
        `${app}: Lighthouse mobile ${runs > 1 ? `median of ${runs} runs: ` : ''}${median.text} — ` +
          (median.performance >= TARGET ? `meets the ${TARGET} target` : `under the ${TARGET} target`),
      );
    }
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
