/**
 * The production shape on this machine: a fresh PostgreSQL database, a Redis database of the run's own,
 * two API processes (apps/api/dist/server.js, each on its own port, configured as docker-compose.yml
 * configures its replicas) and nginx in front with the repository's configuration.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from './database.mjs';
import { findNginx, startNginx } from './nginx.mjs';
import { freePort, healthy, recentOutput, REPO_ROOT, startProcess, stopAll } from './processes.mjs';
import { reserveRedisDatabase } from './redis.mjs';

const BUILT = ['apps/api/dist/server.js', 'apps/patient-web/dist/index.html', 'apps/doctor-web/dist/index.html'];

/** What is undone at the end, last first; each undo runs whatever the others do. */
const undo = [];
/** The run's temporary folder (nginx's error log is there). */
let runDir = null;

/** What the processes last said, and nginx's error log: printed when the run fails. */
export function failureReport() {
  const nginxErrors =
    runDir && existsSync(join(runDir, 'error.log')) ? readFileSync(join(runDir, 'error.log'), 'utf8') : '';
  const lastErrors = nginxErrors.trim().split('\n').slice(-15).join('\n');
  return [...recentOutput(), `--- nginx error log (last 15 lines) ---\n${lastErrors || '(empty)'}`].join('\n');
}

export async function tearDown(log) {
  await stopAll();
  while (undo.length) {
    const [what, fn] = undo.pop();
    try {
      await fn();
      log(`cleaned up: ${what}`);
    } catch (err) {
      log(`could not clean up ${what}: ${err instanceof Error ? err.message : err}`);
    }
  }
}

export async function startStack(log) {
  const missing = BUILT.filter((file) => !existsSync(join(REPO_ROOT, file)));
  if (missing.length) throw new Error(`missing build output ${missing.join(', ')}: run "pnpm build" first`);
  const nginx = findNginx(log);

  const dir = mkdtempSync(join(tmpdir(), 'telehealth-deploy-'));
  runDir = dir;
  undo.push([`temporary folder ${dir}`, () => rmSync(dir, { recursive: true, force: true })]);
  const database = await createDatabase();
  undo.push([`database ${database.name}`, database.drop]);
  log(`PostgreSQL: fresh database ${database.name}`);
  const redis = await reserveRedisDatabase();
  undo.push([`rate-limit keys in Redis database ${redis.db}`, redis.clean]);
  log(`Redis: database ${redis.db} (empty at start) for the shared rate limits`);

  const [patientPort, doctorPort] = [await freePort(), await freePort()];
  const patientOrigin = `http://127.0.0.1:${patientPort}`;
  const operatorToken = randomBytes(24).toString('hex');
  // As docker-compose.yml sets each replica, with one port per process (the proxy gives each app its origin).
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    TRUST_PROXY: '127.0.0.1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PUBLIC_PATIENT_URL: patientOrigin,
    DEMO_MODE: 'false',
    OPERATOR_TOKEN: operatorToken,
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  };
  const apis = [];
  for (const name of ['api-1', 'api-2']) {
    const port = await freePort();
    apis.push({ name, port, address: `127.0.0.1:${port}`, process: null });
  }
  const launch = (api) => {
    api.process = startProcess(api.name, process.execPath, [join(REPO_ROOT, 'apps/api/dist/server.js')], {
      ...env,
      PATIENT_PORT: String(api.port),
      DOCTOR_PORT: String(api.port),
    });
    return healthy(`http://${api.address}/api/health`, api.process);
  };
  // Both at once, as compose starts its replicas: they migrate the same fresh database together.
  await Promise.all(apis.map(launch));
  log(`API: ${apis.map((a) => `${a.name} on ${a.address}`).join(', ')}, both healthy on the migrated database`);

  const proxy = startNginx({ nginx, dir, apiAddresses: apis.map((a) => a.address), patientPort, doctorPort });
  const doctorOrigin = `http://127.0.0.1:${doctorPort}`;
  await healthy(`${patientOrigin}/api/health`, proxy);
  await healthy(`${doctorOrigin}/api/health`, proxy);
  log(`nginx (${nginx}): patients on ${patientOrigin}, doctors on ${doctorOrigin}, API health answers through both`);

  return {
    dir,
    database,
    redis,
    apis,
    proxy,
    operatorToken,
    patientOrigin,
    doctorOrigin,
    /** The API process an X-Upstream value names. */
    apiAt: (upstream) => apis.find((a) => a.address === upstream) ?? null,
    nameOf: (upstream) => apis.find((a) => a.address === upstream)?.name ?? `unknown upstream ${upstream}`,
    /** Starts a killed API process again, as the same replica, and waits until it is healthy. */
    restart: (api) => launch(api),
  };
}
