/**
 * The processes of a run: each started in its own process group with its output kept (the last lines
 * are printed when something fails), all ended together by `stopAll()`, whatever happened.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const started = new Set();

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

const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};

/** Starts `command` detached (its own process group), keeping its last 400 lines of output. */
export function startProcess(name, command, args, env) {
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const lines = [];
  const keep = (chunk) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit();
    else child.once('exit', () => resolveExit());
  });
  const proc = {
    name,
    child,
    exited,
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    tail: (count = 30) => lines.slice(-count).join('\n'),
    /** SIGKILL, as a crash would: nothing of the process gets to run. */
    async crash() {
      signalGroup(child, 'SIGKILL');
      await exited;
      started.delete(proc);
    },
    /** SIGTERM, then SIGKILL after 10 s. */
    async stop() {
      if (proc.running) {
        signalGroup(child, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      started.delete(proc);
    },
  };
  started.add(proc);
  return proc;
}

/** The last lines of every process still tracked, for a failure's report. */
export const recentOutput = (count = 15) =>
  [...started].map((proc) => `--- ${proc.name} (last ${count} lines) ---\n${proc.tail(count) || '(nothing)'}`);

/** Ends every process still running. */
export async function stopAll() {
  await Promise.all([...started].map((proc) => proc.stop()));
}

/** Last resort on an abrupt exit: no process of the run outlives it. */
export function killAllNow() {
  for (const proc of started) signalGroup(proc.child, 'SIGKILL');
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `check` (an async function returning a truthy value when done) until it succeeds or `timeoutMs`
 * passes; `describe` says what was awaited, and the last failure says why it is not there yet. An error
 * that `stopOn` accepts ends the wait at once.
 */
export async function poll(describe, check, { timeoutMs = 120_000, everyMs = 250, process: proc, stopOn } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (proc && !proc.running) throw new Error(`${proc.name} exited before ${describe}:\n${proc.tail()}`);
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      if (stopOn?.(err)) throw err;
      last = err instanceof Error ? err.message : String(err);
    }
    await pause(everyMs);
  }
  throw new Error(`${describe}: not within ${timeoutMs / 1000} s (${last})${proc ? `\n${proc.tail()}` : ''}`);
}

/** Waits until GET `url` answers 200. */
export function healthy(url, proc, timeoutMs = 180_000) {
  return poll(
    `${url} healthy`,
    async () => {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return true;
    },
    { timeoutMs, process: proc },
  );
}

/** `promise`, or an error saying what did not happen within `timeoutMs`. */
export function within(promise, timeoutMs, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
