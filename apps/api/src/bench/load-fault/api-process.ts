/**
 * The API as production runs it: `node dist/server.js` on PostgreSQL (a fresh database, dropped at the
 * end) with its rate limits in Redis (an empty numbered database of its own, cleaned at the end).
 * The only additions are a preload that reports the process's memory to this one over IPC, and the
 * two per-address limits raised (every client of the bench comes from 127.0.0.1).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

const SERVER = fileURLToPath(new URL('../../server.js', import.meta.url));
const MEMORY_PROBE = fileURLToPath(new URL('./memory-probe.js', import.meta.url));

/**
 * Production limits except the two that count per address: they would count every bench client as
 * one person. The per-session limits (120 messages and 120 other writes a minute) stay as shipped.
 */
export const RAISED_LIMITS = {
  RATE_LIMIT_REGISTRATIONS_PER_MINUTE: '1000000',
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000',
};

export interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  /** The heap the last full collection of this process left (what it keeps alive); null before its first. */
  live: number | null;
  /** Full collections in the second before the sample. */
  fullCollections: number;
}

/** What the probe sends each second: `live` only when a full collection ran in it. */
type ProbeReport = Omit<MemorySample, 'at'>;

async function adminQuery(server: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

async function emptyRedisDatabase(server: string): Promise<{ url: string; clean: () => Promise<void> }> {
  const start = 1 + Math.floor(Math.random() * 15);
  for (let i = 0; i < 15; i++) {
    const db = 1 + ((start - 1 + i) % 15);
    const redis = new Redis(`${server}/${db}`, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const size = await redis.dbsize();
    if (size !== 0) {
      redis.disconnect();
      continue;
    }
    return {
      url: `${server}/${db}`,
      async clean() {
        const keys = await redis.keys('telehealth-rate-*');
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      },
    };
  }
  throw new Error(`no empty numbered database on Redis at ${server}`);
}

export class ApiProcess {
  child: ChildProcess | null = null;
  /** Processes this side ended on purpose (a crash of the fault, the final stop). */
  private readonly stopping = new WeakSet<ChildProcess>();
  readonly memory: MemorySample[] = [];
  private output: string[] = [];

  private constructor(
    /** The patient origin (also where health is checked). */
    readonly url: string,
    readonly doctorUrl: string,
    readonly databaseUrl: string,
    readonly databaseName: string,
    private readonly adminUrl: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly cleanRedis: () => Promise<void>,
  ) {}

  static async start(opts: {
    adminUrl: string;
    redisServer: string;
    patientPort: number;
    doctorPort: number;
  }): Promise<ApiProcess> {
    const name = `th_load_fault_${randomBytes(5).toString('hex')}`;
    await adminQuery(opts.adminUrl, `create database ${name}`);
    const databaseUrl = new URL(opts.adminUrl);
    databaseUrl.pathname = `/${name}`;
    const redis = await emptyRedisDatabase(opts.redisServer);
    const url = `http://127.0.0.1:${opts.patientPort}`;
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PATIENT_PORT: String(opts.patientPort),
      DOCTOR_PORT: String(opts.doctorPort),
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redis.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      PUBLIC_PATIENT_URL: url,
      DEMO_MODE: 'false',
      OPERATOR_TOKEN: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
      ...RAISED_LIMITS,
    };
    const doctorUrl = `http://127.0.0.1:${opts.doctorPort}`;
    const api = new ApiProcess(url, doctorUrl, databaseUrl.toString(), name, opts.adminUrl, env, redis.clean);
    await api.launch();
    return api;
  }

  get operatorToken(): string {
    return this.env.OPERATOR_TOKEN!;
  }

  get redisUrl(): string {
    return this.env.REDIS_URL!;
  }

  /** Starts `dist/server.js` and resolves once /api/health answers. */
  async launch(): Promise<number> {
    const t0 = performance.now();
    const child = fork(SERVER, [], {
      env: this.env,
      execArgv: ['--import', MEMORY_PROBE],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(...chunk.toString().split('\n').filter(Boolean));
      if (this.output.length > 200) this.output.splice(0, this.output.length - 200);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    let live: number | null = null;
    child.on('message', (m: ProbeReport) => {
      live = m.live ?? live;
      this.memory.push({ at: Date.now(), ...m, live });
    });
    child.once('exit', (code, signal) => {
      if (!this.stopping.has(child))
        console.log(
          `  !! the API exited by itself (code ${code}, signal ${signal}); its last words:\n${this.tail(15)}`,
        );
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the API exited at start:\n${this.tail()}`);
      try {
        const res = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return performance.now() - t0;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the API did not answer its health check within 120 s:\n${this.tail()}`);
  }

  /** SIGKILL, as a crash: nothing of the process runs after it. */
  async crash(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    this.stopping.add(child);
    child.kill('SIGKILL');
    await exited;
  }

  /** Ends every connection the API holds to its database (the pool's and the event bus's listener). */
  async terminateConnections(): Promise<number> {
    const rows = await adminQuery(
      this.adminUrl,
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [this.databaseName],
    );
    return rows.filter((r) => r.ended === true).length;
  }

  /** Rows of a query on the run's database. */
  query(sql: string, values: unknown[] = []) {
    return adminQuery(this.databaseUrl, sql, values);
  }

  tail(count = 30): string {
    return this.output.slice(-count).join('\n');
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      this.stopping.add(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await this.cleanRedis().catch(() => undefined);
    await adminQuery(this.adminUrl, `drop database if exists ${this.databaseName} with (force)`);
  }
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
