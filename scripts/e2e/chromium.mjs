/**
 * Finds the Chromium the browser tests drive through playwright-core, installing it when it can.
 *
 *   CHROMIUM_PATH, else /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome;
 *   else, as root where apt-get exists (CI machines): `apt-get update && apt-get install -y chromium`;
 *   else a clear error. Playwright's own browser download is not used: it needs a CDN that CI may not reach.
 *
 * Usage: `node scripts/e2e/chromium.mjs` prints the path (installing if needed), or
 * `import { findChromium, launchChromium } from '.../scripts/e2e/chromium.mjs'`.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Quiet, deterministic and container-safe: no sandbox (root in CI), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command, args) {
  console.log(`[e2e] $ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`[e2e] "${command} ${args.join(' ')}" failed (exit ${result.status})`);
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/** The path of a usable Chromium; installs the distribution's package when allowed. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`[e2e] CHROMIUM_PATH=${fromEnv} is not an executable file`);
  }
  const found = CHROMIUM_CANDIDATES.find(isExecutable);
  if (found) return found;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (hasAptGet() && isRoot) {
    console.log('[e2e] No Chromium found: installing the distribution package "chromium" with apt-get.');
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium']);
    if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
    throw new Error('[e2e] apt-get installed "chromium" but /usr/bin/chromium is missing');
  }
  throw new Error(
    '[e2e] No Chromium found. Set CHROMIUM_PATH to a Chromium or Chrome binary, or install one ' +
      `(looked in: ${CHROMIUM_CANDIDATES.join(', ')}; automatic install needs apt-get and root).`,
  );
}

/** Launches the given Chromium headless with the harness's arguments. */
export async function launchChromium(executablePath, options = {}) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, ...options });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(findChromium());
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
