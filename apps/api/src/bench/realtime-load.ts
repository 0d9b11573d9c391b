/**
 * Real-time delivery at scale: prints figures, asserts nothing.
 *
 * Two servers, each in its own process, measured in the same run by the same client code:
 *  - the baseline: bare Fastify + @fastify/websocket, sockets kept in a map by room, a POST that
 *    sends the message to the room's sockets (no database, no rights, no bus);
 *  - with BENCH_DATABASE_URL, a second baseline, the bare broadcast across instances: the same
 *    server, but the POST stores the message and notifies it in one statement, and the room's
 *    sockets get it when the LISTEN connection hears it (what any instance would deliver; no
 *    rights, no sessions). The product on PostgreSQL takes this path too, so the two ratios
 *    together say what the bus costs and what the product adds to it;
 *  - the product: the real API (BENCH_DATABASE_URL, a fresh database on it, else embedded PGlite),
 *    conversations each with the patient's socket and the assigned doctor's, plus one waiting room
 *    socket per doctor; the doctor's POST of a message goes through the whole path (session and
 *    assignment checks, the write, the bus, the rights check at delivery, the sockets).
 * Delivery is measured from the POST's start to the moment the last of the conversation's sockets
 * has the message, by a client process on the same machine over loopback: a shared, busy 2-core
 * machine, so the ratio to the baseline measured alongside is the figure to read, not the absolutes.
 *
 * Usage: node dist/bench/realtime-load.js [--sockets 10000] [--held 50000] [--rounds 200] [--bursts 30]
 * (run through `pnpm bench:realtime`, which raises the open-files limit first). With
 * BENCH_CPU_PROFILE=<dir>, the API process's CPU is profiled during the one-at-a-time phase and
 * during the burst phase, each written to its own .cpuprofile there (for Chrome DevTools).
 */
import { execSync, fork, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';

const SELF = fileURLToPath(import.meta.url);
const DOCTORS = 100;
const BURST = 20;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v >= 0 ? v : fallback;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** What a server process hands the clients: where to connect and, per socket, how to register. */
interface Layout {
  port: number;
  conversations: {
    id: string;
    /** The doctor's cookie, for sending. */
    sender: string;
    sockets: { cookie: string; register: Record<string, string> }[];
  }[];
  /** Sockets that listen but are not a conversation's (the doctors' waiting rooms). */
  extra: { cookie: string; register: Record<string, string> }[];
}

interface Memory {
  rss: number;
  heap: number;
}

// ---------------------------------------------------------------------------------------------
// Server processes

async function memory(): Promise<Memory> {
  for (let i = 0; i < 3; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 50));
  }
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers };
}

/** Where the bare server across instances keeps its messages, and the channel it notifies them on. */
const BUS_TABLE = `create table bench_rt_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null,
  text text not null,
  sender text not null,
  created_at timestamptz not null default now()
)`;
const BUS_CHANNEL = 'bench_rt';

async function serveBare(
  conversations: number,
  bus: boolean,
  onClose: (close: () => Promise<void>) => void,
): Promise<Layout> {
  const { default: Fastify } = await import('fastify');
  const { default: websocket } = await import('@fastify/websocket');
  const app = Fastify({ logger: false });
  await app.register(websocket);
  const rooms = new Map<string, Set<WebSocket>>();
  app.get('/ws', { websocket: true }, (socket) => {
    let joined: string | null = null;
    socket.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as { conversationId: string };
      joined = msg.conversationId;
      let room = rooms.get(joined);
      if (!room) rooms.set(joined, (room = new Set()));
      room.add(socket);
      socket.send(JSON.stringify({ type: 'registered', conversationId: joined }));
    });
    socket.on('close', () => {
      if (joined) rooms.get(joined)?.delete(socket);
    });
  });
  const broadcast = (message: { conversationId: string }) => {
    const frame = JSON.stringify({ type: 'new_message', message });
    for (const socket of rooms.get(message.conversationId) ?? []) socket.send(frame);
  };
  if (!bus) {
    app.post<{ Params: { id: string }; Body: { text: string } }>('/rooms/:id/messages', async (request) => {
      const message = {
        id: randomUUID(),
        conversationId: request.params.id,
        text: request.body.text,
        sender: 'doctor',
        createdAt: new Date().toISOString(),
      };
      broadcast(message);
      return message;
    });
  } else {
    const database = await freshDatabase(process.env.BENCH_DATABASE_URL!);
    onClose(database.drop);
    // The same pool size as the API's.
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    onClose(() => pool.end());
    await pool.query(BUS_TABLE);
    const listener = await pool.connect();
    listener.on('notification', (n) => {
      if (n.channel === BUS_CHANNEL && n.payload) broadcast(JSON.parse(n.payload) as { conversationId: string });
    });
    await listener.query(`listen ${BUS_CHANNEL}`);
    onClose(async () => listener.release());
    app.post<{ Params: { id: string }; Body: { text: string } }>('/rooms/:id/messages', async (request) => {
      const { rows } = await pool.query<{ message: string }>(
        `with m as (
           insert into bench_rt_messages (conversation_id, text, sender) values ($1, $2, 'doctor') returning *
         )
         select pg_notify($3, json_build_object(
           'id', m.id, 'conversationId', m.conversation_id, 'text', m.text, 'sender', m.sender, 'createdAt', m.created_at
         )::text), json_build_object('id', m.id)::text as message from m`,
        [request.params.id, request.body.text, BUS_CHANNEL],
      );
      return JSON.parse(rows[0]!.message) as unknown;
    });
  }
  onClose(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const ids = Array.from({ length: conversations }, () => randomUUID());
  return {
    port,
    conversations: ids.map((id) => ({
      id,
      sender: '',
      sockets: [0, 1].map(() => ({ cookie: '', register: { type: 'register', conversationId: id } })),
    })),
    extra: Array.from({ length: DOCTORS }, () => ({
      cookie: '',
      register: { type: 'register', conversationId: randomUUID() },
    })),
  };
}

async function freshDatabase(admin: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `th_bench_rt_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function serveProduct(conversations: number, onClose: (drop: () => Promise<void>) => void): Promise<Layout> {
  const { buildApp } = await import('../app.js');
  const { loadConfig } = await import('../config.js');
  const { UNLIMITED_RATES } = await import('./unlimited.js');
  const admin = process.env.BENCH_DATABASE_URL || null;
  const database = admin ? await freshDatabase(admin) : null;
  if (database) onClose(database.drop);
  const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const app = await buildApp(
    {
      ...base,
      databaseUrl: database?.url ?? null,
      dataDir: ':memory:',
      sessionSecret: base.sessionSecret ?? randomBytes(32).toString('hex'),
      dataEncryptionKey: base.dataEncryptionKey ?? randomBytes(32),
      publicPatientUrl: base.publicPatientUrl ?? 'http://localhost:3000',
      cookieSecure: false,
      rateLimit: UNLIMITED_RATES,
    },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const { db } = app;

  // Seeded straight into the tables (signing up 25,000 patients through the API would take minutes):
  // the rows are what the API's own sign-up and assignment write.
  const session = async (role: 'patient' | 'doctor', holder: string) => {
    const token = randomBytes(32).toString('base64url');
    return {
      row: {
        id: createHash('sha256').update(token).digest('hex'),
        role,
        userId: role === 'patient' ? holder : null,
        doctorId: role === 'doctor' ? holder : null,
        expiresAt: new Date(Date.now() + 24 * 3600_000),
      },
      cookie: `th_${role}=${encodeURIComponent(app.signCookie(token))}`,
    };
  };
  const doctors: { id: string; cookie: string }[] = [];
  for (let d = 0; d < DOCTORS; d++) {
    const id = randomUUID();
    await db
      .insertInto('doctors')
      .values({
        id,
        fullName: `Dr Bench ${d}`,
        prescriberNumber: String(1000000 + d),
        providerNumber: `${String(200000 + d)}AB`,
        gender: 'female',
        mobileNumber: '0400000000',
        deviceId: randomUUID(),
        isAvailable: 'off',
        verifiedAt: new Date(),
        verifiedName: `Dr Bench ${d}`,
      })
      .execute();
    const s = await session('doctor', id);
    await db.insertInto('sessions').values(s.row).execute();
    doctors.push({ id, cookie: s.cookie });
  }
  const layout: Layout = {
    port,
    conversations: [],
    extra: doctors.map((d) => ({
      cookie: d.cookie,
      register: { type: 'register', userType: 'doctor', conversationId: 'waiting-room', userId: d.id },
    })),
  };
  for (let start = 0; start < conversations; start += 500) {
    const users = [];
    const convs = [];
    const assignments = [];
    const sessions = [];
    for (let i = start; i < Math.min(conversations, start + 500); i++) {
      const userId = randomUUID();
      const conversationId = randomUUID();
      const doctor = doctors[i % DOCTORS]!;
      const s = await session('patient', userId);
      users.push({ id: userId, username: `bench_${userId}`, password: null, deviceId: `device_bench_${userId}` });
      convs.push({ id: conversationId, userId, timestamp: new Date(), status: 'ongoing', assignedDoctorId: doctor.id });
      assignments.push({ doctorId: doctor.id, conversationId });
      sessions.push(s.row);
      layout.conversations.push({
        id: conversationId,
        sender: doctor.cookie,
        sockets: [
          { cookie: s.cookie, register: { type: 'register', userType: 'patient', conversationId, userId } },
          {
            cookie: doctor.cookie,
            register: { type: 'register', userType: 'doctor', conversationId, userId: doctor.id },
          },
        ],
      });
    }
    await db.insertInto('users').values(users).execute();
    await db.insertInto('conversations').values(convs).execute();
    await db.insertInto('doctorPatientAssignments').values(assignments).execute();
    await db.insertInto('sessions').values(sessions).execute();
  }
  onClose(() => app.close());
  return layout;
}

/** A server process: builds its server, hands over the layout, answers memory questions, stops when told. */
type Kind = 'bare' | 'bus' | 'product';

async function serve(kind: Kind, conversations: number) {
  const closers: (() => Promise<void>)[] = [];
  const onClose = (c: () => Promise<void>) => closers.unshift(c);
  const layout =
    kind === 'product'
      ? await serveProduct(conversations, onClose)
      : await serveBare(conversations, kind === 'bus', onClose);
  process.send!({ layout, memory: await memory(), database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite' });
  const profiler = new Session();
  process.on('message', (msg: { ask: 'memory' | 'profile' | 'profiled' | 'stop'; file?: string }) => {
    if (msg.ask === 'memory') void memory().then((m) => process.send!({ memory: m }));
    else if (msg.ask === 'profile')
      void (async () => {
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
        process.send!({});
      })();
    else if (msg.ask === 'profiled')
      void (async () => {
        const { profile } = await profiler.post('Profiler.stop');
        profiler.disconnect();
        await writeFile(msg.file!, JSON.stringify(profile));
        process.send!({});
      })();
    else
      void (async () => {
        for (const close of closers) await close().catch(() => undefined);
        process.exit(0);
      })();
  });
}

// ---------------------------------------------------------------------------------------------
// Client processes: hold the sockets, send the messages and time their delivery

/** Every socket's receipts, by the message's text; a message is delivered once all its sockets have it. */
class Receipts {
  private readonly pending = new Map<string, { left: number; done: (at: number) => void }>();
  expected = 0;
  received = 0;

  expect(text: string, sockets: number): Promise<number> {
    this.expected += sockets;
    return new Promise((resolve) => this.pending.set(text, { left: sockets, done: resolve }));
  }

  heard(text: string, at: number): void {
    const p = this.pending.get(text);
    if (!p) return;
    this.received++;
    if (--p.left === 0) {
      this.pending.delete(text);
      p.done(at);
    }
  }

  get outstanding(): number {
    return this.expected - this.received;
  }
}

type Command =
  | { do: 'open' }
  | { do: 'single'; rounds: number }
  | { do: 'burst'; bursts: number }
  | { do: 'sweep' }
  | { do: 'lost' }
  | { do: 'stop' };

async function clients(layout: Layout, bare: boolean) {
  const receipts = new Receipts();
  let sockets: WebSocket[] = [];
  let round = 0;
  const conversations = layout.conversations.length;
  const pick = () => Math.floor(Math.random() * conversations);

  const open = async () => {
    const wanted = [...layout.conversations.flatMap((c) => c.sockets), ...layout.extra];
    sockets = new Array<WebSocket>(wanted.length);
    let next = 0;
    const openOne = async (i: number) => {
      const w = wanted[i]!;
      // Spread over loopback addresses: one address has about 28,000 ephemeral ports towards a port.
      const ws = new WebSocket(`ws://127.0.0.1:${layout.port}/ws`, {
        headers: bare ? {} : { cookie: w.cookie },
        localAddress: `127.0.0.${1 + (i % 8)}`,
      });
      await new Promise<void>((resolve, reject) => {
        ws.once('error', reject);
        ws.once('open', () => {
          ws.once('message', (data) => {
            const event = JSON.parse(data.toString()) as { type: string };
            if (event.type !== 'registered') reject(new Error(`registration refused: ${data.toString()}`));
            else resolve();
          });
          ws.send(JSON.stringify(w.register));
        });
      });
      ws.on('message', (data) => {
        const at = performance.now();
        const event = JSON.parse(data.toString()) as { type: string; message?: { text: string } };
        if (event.type === 'new_message' && event.message) receipts.heard(event.message.text, at);
      });
      sockets[i] = ws;
    };
    await Promise.all(
      Array.from({ length: 64 }, async () => {
        while (next < wanted.length) await openOne(next++);
      }),
    );
    return sockets.length;
  };

  const send = async (conversation: Layout['conversations'][number], text: string) => {
    const url = bare
      ? `http://127.0.0.1:${layout.port}/rooms/${conversation.id}/messages`
      : `http://127.0.0.1:${layout.port}/api/conversations/${conversation.id}/messages`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: conversation.sender },
      body: JSON.stringify(bare ? { text } : { text, sender: 'doctor', timestamp: new Date().toISOString() }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`send failed: ${res.status}`);
  };

  /** Sends one message; resolves with the time from the send to its last socket's receipt. */
  const deliver = async (index: number) => {
    const conversation = layout.conversations[index]!;
    const text = `message ${round++}`;
    const arrived = receipts.expect(text, conversation.sockets.length);
    const start = performance.now();
    await send(conversation, text);
    // A message some socket never gets is counted as lost at the end, not waited for forever.
    const at = await Promise.race([arrived, new Promise<null>((r) => setTimeout(() => r(null), 30_000).unref())]);
    return at === null ? null : at - start;
  };

  const run = async (command: Command): Promise<unknown> => {
    switch (command.do) {
      case 'open': {
        const t0 = performance.now();
        const opened = await open();
        return { opened, seconds: (performance.now() - t0) / 1000 };
      }
      case 'single': {
        const times: number[] = [];
        for (let r = 0; r < command.rounds; r++) {
          const time = await deliver(pick());
          if (time !== null) times.push(time);
        }
        return { times };
      }
      case 'burst': {
        const times: number[] = [];
        let wallMs = 0;
        for (let b = 0; b < command.bursts; b++) {
          const chosen = new Set<number>();
          while (chosen.size < Math.min(BURST, conversations)) chosen.add(pick());
          const start = performance.now();
          const each = await Promise.all([...chosen].map((i) => deliver(i)));
          times.push(...each.filter((time) => time !== null));
          wallMs += performance.now() - start;
        }
        return { times, wallMs };
      }
      case 'sweep': {
        // Every conversation once: every socket must hear its conversation's message.
        const t0 = performance.now();
        let next = 0;
        await Promise.all(
          Array.from({ length: BURST }, async () => {
            while (next < conversations) {
              const conversation = layout.conversations[next++]!;
              const text = `message ${round++}`;
              void receipts.expect(text, conversation.sockets.length);
              await send(conversation, text);
            }
          }),
        );
        return { messages: conversations, seconds: (performance.now() - t0) / 1000 };
      }
      case 'lost': {
        // Waits until nothing is outstanding, or nothing has arrived for ten seconds.
        let last = receipts.received;
        let quietSince = performance.now();
        while (receipts.outstanding > 0 && performance.now() - quietSince < 10_000) {
          await new Promise((r) => setTimeout(r, 100));
          if (receipts.received !== last) {
            last = receipts.received;
            quietSince = performance.now();
          }
        }
        return { lost: receipts.outstanding, expected: receipts.expected };
      }
      case 'stop':
        for (const ws of sockets) ws.terminate();
        setImmediate(() => process.exit(0));
        return {};
    }
  };
  process.on('message', (command: Command) => {
    run(command).then(
      (answer) => process.send!(answer),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
  process.send!({ ready: true });
}

// ---------------------------------------------------------------------------------------------
// The run: both servers up at once, measured in alternating blocks so the machine's load falls on both alike

function child(args: string[]): ChildProcess {
  return fork(SELF, args, { execArgv: ['--expose-gc', '--max-old-space-size=8192'], stdio: 'inherit' });
}

function ask<T>(proc: ChildProcess, message?: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`a bench process exited with ${code}`));
    proc.once('exit', onExit);
    proc.once('message', (m) => {
      proc.off('exit', onExit);
      resolve(m as T);
    });
    if (message !== undefined) proc.send(message as object);
  });
}

class Target {
  sockets = 0;
  openSeconds = 0;
  perThousandMb = 0;
  heapPerThousandMb = 0;
  single: number[] = [];
  burst: number[] = [];
  burstWallMs = 0;

  private constructor(
    readonly label: string,
    private readonly server: ChildProcess,
    private readonly client: ChildProcess,
    private readonly idle: Memory,
    readonly database: string,
  ) {}

  static async start(label: string, kind: Kind, sockets: number): Promise<Target> {
    const conversations = Math.max(1, Math.floor((sockets - DOCTORS) / 2));
    const server = child(['--serve', kind, '--conversations', String(conversations)]);
    const first = await ask<{ layout: Layout; memory: Memory; database: string }>(server);
    const client = child(['--clients', kind === 'product' ? 'product' : 'bare']);
    await ask(client);
    await ask(client, first.layout);
    const database = { bare: 'no database', bus: 'postgres', product: first.database }[kind];
    return new Target(label, server, client, first.memory, database);
  }

  async open(): Promise<void> {
    const { opened, seconds } = await ask<{ opened: number; seconds: number }>(this.client, { do: 'open' });
    this.sockets = opened;
    this.openSeconds = seconds;
    const held = await ask<{ memory: Memory }>(this.server, { ask: 'memory' });
    this.perThousandMb = (held.memory.rss - this.idle.rss) / (opened / 1000) / 1e6;
    this.heapPerThousandMb = (held.memory.heap - this.idle.heap) / (opened / 1000) / 1e6;
    console.log(`${this.label}: ${opened} sockets open and registered in ${seconds.toFixed(1)} s (${this.database})`);
  }

  /** Profiles this server's CPU until `profiled` (see BENCH_CPU_PROFILE). */
  async profile(): Promise<void> {
    await ask(this.server, { ask: 'profile' });
  }

  async profiled(file: string): Promise<void> {
    await ask(this.server, { ask: 'profiled', file });
    console.log(`${this.label}: CPU profile written to ${file}`);
  }

  async runSingle(rounds: number): Promise<void> {
    this.single.push(...(await ask<{ times: number[] }>(this.client, { do: 'single', rounds })).times);
  }

  async runBurst(bursts: number): Promise<void> {
    const { times, wallMs } = await ask<{ times: number[]; wallMs: number }>(this.client, { do: 'burst', bursts });
    this.burst.push(...times);
    this.burstWallMs += wallMs;
  }

  sweep(): Promise<{ messages: number; seconds: number }> {
    return ask(this.client, { do: 'sweep' });
  }

  lost(): Promise<{ lost: number; expected: number }> {
    return ask(this.client, { do: 'lost' });
  }

  get rate(): number {
    return this.burst.length / (this.burstWallMs / 1000);
  }

  async stop(): Promise<void> {
    await ask(this.client, { do: 'stop' }).catch(() => undefined);
    await ask(this.server, { ask: 'stop' }).catch(() => undefined);
  }

  print(lost: number): void {
    const parts = [`${this.label.padEnd(9)} ${String(this.sockets).padStart(6)} sockets`];
    if (this.single.length)
      parts.push(
        `one at a time p50 ${percentile(this.single, 50).toFixed(1)} ms p99 ${percentile(this.single, 99).toFixed(1)} ms`,
      );
    if (this.burst.length)
      parts.push(
        `${BURST} at once p50 ${percentile(this.burst, 50).toFixed(1)} ms p99 ${percentile(this.burst, 99).toFixed(1)} ms, ${this.rate.toFixed(0)} messages/s`,
      );
    parts.push(
      `lost ${lost}`,
      `per 1,000 sockets ${this.perThousandMb.toFixed(1)} MB RSS, ${this.heapPerThousandMb.toFixed(1)} MB heap and buffers`,
    );
    console.log(parts.join('; '));
  }
}

async function main() {
  const sockets = arg('sockets', 10_000);
  const held = arg('held', 50_000);
  const rounds = arg('rounds', 200);
  const bursts = arg('bursts', 30);
  console.log(
    'Real-time delivery: from the POST of a message to the moment the last of its conversation’s sockets has it, ' +
      'timed by client processes over loopback on this machine (shared, 2 cores, other work running), against a ' +
      'bare @fastify/websocket broadcast up at the same time and measured in alternating blocks.',
  );
  const baseline = await Target.start('baseline', 'bare', sockets);
  const bus = process.env.BENCH_DATABASE_URL ? await Target.start('bare+bus', 'bus', sockets) : null;
  const product = await Target.start('product', 'product', sockets);
  await baseline.open();
  await bus?.open();
  await product.open();
  const profiles = process.env.BENCH_CPU_PROFILE;
  if (profiles) await product.profile();
  for (let done = 0; done < rounds; done += 10) {
    await baseline.runSingle(Math.min(10, rounds - done));
    await bus?.runSingle(Math.min(10, rounds - done));
    await product.runSingle(Math.min(10, rounds - done));
  }
  if (profiles) {
    await product.profiled(join(profiles, 'realtime-one-at-a-time.cpuprofile'));
    await product.profile();
  }
  for (let b = 0; b < bursts; b++) {
    await baseline.runBurst(1);
    await bus?.runBurst(1);
    await product.runBurst(1);
  }
  if (profiles) await product.profiled(join(profiles, 'realtime-burst.cpuprofile'));
  const baselineLost = await baseline.lost();
  const busLost = await bus?.lost();
  const productLost = await product.lost();
  await baseline.stop();
  await bus?.stop();
  await product.stop();
  baseline.print(baselineLost.lost);
  if (bus) bus.print(busLost!.lost);
  product.print(productLost.lost);
  const p50Ratio = percentile(product.single, 50) / percentile(baseline.single, 50);
  const p99Ratio = percentile(product.single, 99) / percentile(baseline.single, 99);
  const rateRatio = product.rate / baseline.rate;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `at ${product.sockets} sockets: delivery one at a time p50 ${p50Ratio.toFixed(2)}×, p99 ${p99Ratio.toFixed(2)}× the baseline (target p99 ≤ 2×, ${verdict(p99Ratio <= 2)}); ` +
      `send rate ${BURST} at once ${rateRatio.toFixed(2)}× (target ≥ 0.5×, ${verdict(rateRatio >= 0.5)}); ` +
      `lost ${productLost.lost} of ${productLost.expected} deliveries (target 0, ${verdict(productLost.lost === 0)})`,
  );
  if (bus)
    console.log(
      `against the bare broadcast across instances (store, NOTIFY, LISTEN): delivery one at a time p50 ` +
        `${(percentile(product.single, 50) / percentile(bus.single, 50)).toFixed(2)}×, p99 ` +
        `${(percentile(product.single, 99) / percentile(bus.single, 99)).toFixed(2)}×; send rate ${BURST} at once ` +
        `${(product.rate / bus.rate).toFixed(2)}×; the bare broadcast across instances against the bare one: p99 ` +
        `${(percentile(bus.single, 99) / percentile(baseline.single, 99)).toFixed(2)}×, send rate ${(bus.rate / baseline.rate).toFixed(2)}×`,
    );

  if (held > 0) {
    // A process cannot hold more sockets than its open-files limit (the script raises it as far as it may).
    const limit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim()) || Infinity;
    const reachable = Math.min(held, limit - 500);
    if (reachable < held)
      console.log(
        `the open-files limit here is ${limit} and cannot be raised in this sandbox: holding ${reachable} sockets, not ${held}`,
      );
    const big = await Target.start('held', 'product', reachable);
    await big.open();
    const sweep = await big.sweep();
    const { lost, expected } = await big.lost();
    await big.stop();
    big.print(lost);
    console.log(
      `${big.sockets} sockets held by one API process, every conversation sent one message ` +
        `(${(sweep.messages / sweep.seconds).toFixed(0)} messages/s): lost ${lost} of ${expected} deliveries ` +
        `(target ${held} sockets and 0 lost, ${verdict(lost === 0 && big.sockets >= held)})`,
    );
  }
}

const role = process.argv.indexOf('--serve');
if (role >= 0) {
  serve(process.argv[role + 1] as Kind, arg('conversations', 1)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else if (process.argv.includes('--clients')) {
  process.once('message', (layout: Layout) => {
    clients(layout, process.argv.includes('bare')).catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
  });
  process.send!({ ready: true });
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
