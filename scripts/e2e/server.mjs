/**
 * Starts the product exactly as `pnpm start` serves it — `node apps/api/dist/server.js` with the built
 * patient and doctor apps — on free ports, with a fresh temporary DATA_DIR and DEMO_MODE=true, and waits
 * until `/api/health` answers on both origins. `stop()` kills the whole process group and removes the data.
 *
 * Needs a prior build (`pnpm build`): apps/api/dist, apps/patient-web/dist, apps/doctor-web/dist.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A port the OS says is free right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`[e2e] the API exited with code ${child.exitCode} before ${url} was healthy`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`[e2e] ${url} not healthy after ${timeoutMs} ms (${lastError})`);
}

/**
 * @param {{ requireApps?: string[], env?: Record<string,string>, timeoutMs?: number, quiet?: boolean }} [options]
 *   requireApps: app folders whose `dist/index.html` must exist (default: patient-web and doctor-web).
 *   timeoutMs: how long the API may take to answer its health check. The embedded database's first
 *   start has taken over 80 s on a two-core machine busy with other builds; the suites' hook timeout
 *   (180 s) still bounds the whole start.
 */
export async function startServer(options = {}) {
  const { requireApps = ['patient-web', 'doctor-web'], env = {}, timeoutMs = 150_000, quiet = true } = options;
  const serverFile = join(REPO_ROOT, 'apps/api/dist/server.js');
  const missing = [serverFile, ...requireApps.map((app) => join(REPO_ROOT, 'apps', app, 'dist/index.html'))].filter(
    (file) => !existsSync(file),
  );
  if (missing.length) {
    throw new Error(
      `[e2e] missing build output: ${missing.join(', ')}. Run "pnpm build" at the repository root first.`,
    );
  }

  const [patientPort, doctorPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'telehealth-e2e-'));
  const logs = [];
  // detached: the API gets its own process group, so stop() also ends anything it spawned.
  const child = spawn(process.execPath, [serverFile], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PATIENT_PORT: String(patientPort),
      DOCTOR_PORT: String(doctorPort),
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      // As `pnpm start` runs: the embedded database, whatever the test runner's environment says.
      DATABASE_URL: '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
  });
  const keep = (chunk) => {
    logs.push(chunk.toString());
    if (logs.length > 500) logs.shift();
    if (!quiet) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const patientUrl = `http://localhost:${patientPort}`;
  const doctorUrl = `http://localhost:${doctorPort}`;

  // The API has its own process group, so it would outlive an interrupted test run: end it on exit too.
  const killOnExit = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOnExit);
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(`${patientUrl}/api/health`, child, timeoutMs);
    await waitForHealth(`${doctorUrl}/api/health`, child, timeoutMs);
  } catch (err) {
    await stop();
    const tail = logs.join('').split('\n').slice(-40).join('\n');
    throw new Error(`${err instanceof Error ? err.message : err}\n--- API output ---\n${tail}`);
  }
  return { patientUrl, doctorUrl, dataDir, logs, stop };
}
