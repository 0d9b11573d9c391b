/**
 * The shared rate-limit store: the machine's Redis, in a numbered database of its own that is empty
 * when the run starts, so the run's counters meet no one else's (the API's key prefix is fixed). The
 * run's keys are deleted at the end. A few commands of Redis's protocol (RESP) over a plain socket.
 */
import { connect } from 'node:net';

const DEFAULT_SERVER = 'redis://127.0.0.1:6379';
/** The API's key prefix (@fastify/rate-limit's nameSpace in apps/api/src/plugins/rate-limits.ts). */
export const RATE_LIMIT_KEYS = 'telehealth-rate-*';

/** Parses one reply at `at`; returns [value, next offset] or null when more bytes are needed. */
function parseReply(buffer, at) {
  const end = buffer.indexOf('\r\n', at);
  if (end < 0) return null;
  const kind = String.fromCharCode(buffer[at]);
  const line = buffer.toString('utf8', at + 1, end);
  if (kind === '+') return [line, end + 2];
  if (kind === '-') return [new Error(line), end + 2];
  if (kind === ':') return [Number(line), end + 2];
  if (kind === '$') {
    const length = Number(line);
    if (length < 0) return [null, end + 2];
    if (buffer.length < end + 2 + length + 2) return null;
    return [buffer.toString('utf8', end + 2, end + 2 + length), end + 2 + length + 2];
  }
  if (kind === '*') {
    const items = [];
    let next = end + 2;
    for (let i = 0; i < Number(line); i++) {
      const parsed = parseReply(buffer, next);
      if (!parsed) return null;
      items.push(parsed[0]);
      next = parsed[1];
    }
    return [items, next];
  }
  throw new Error(`unexpected reply from Redis: ${line}`);
}

const encode = (args) =>
  `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${a}\r\n`).join('')}`;

/** Sends `commands` (arrays of words) on one connection and resolves with their replies. */
function run(server, commands) {
  const { hostname, port } = new URL(server);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port) || 6379 });
    socket.setTimeout(10_000, () => socket.destroy(new Error(`Redis at ${server} did not answer`)));
    let buffer = Buffer.alloc(0);
    const replies = [];
    socket.on('connect', () => socket.write(commands.map(encode).join('')));
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      let parsed;
      while ((parsed = parseReply(buffer, 0))) {
        replies.push(parsed[0]);
        buffer = buffer.subarray(parsed[1]);
      }
      if (replies.length === commands.length) {
        socket.end();
        const failed = replies.find((r) => r instanceof Error);
        if (failed) reject(failed);
        else resolve(replies);
      }
    });
    socket.on('error', reject);
  });
}

/** Every key of the run's database that matches `pattern`. */
async function keys(server, db, pattern) {
  const found = [];
  let cursor = '0';
  do {
    const [, [next, batch]] = await run(server, [
      ['SELECT', db],
      ['SCAN', cursor, 'MATCH', pattern, 'COUNT', 1000],
    ]);
    found.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

/** Picks an empty numbered database (1-15, or the one named) and returns its URL, number, keys and cleanup. */
export async function reserveRedisDatabase() {
  const configured = process.env.DEPLOY_REDIS_URL || process.env.TEST_REDIS_URL || DEFAULT_SERVER;
  const server = configured.replace(/\/\d*$/, '');
  // DEPLOY_REDIS_URL=redis://host:port/N names the database; otherwise an empty one is picked.
  const named = process.env.DEPLOY_REDIS_URL?.match(/\/(\d+)$/)?.[1];
  const start = 1 + Math.floor(Math.random() * 15);
  const candidates = named ? [Number(named)] : Array.from({ length: 15 }, (_, i) => 1 + ((start - 1 + i) % 15));
  for (const db of candidates) {
    const [, size] = await run(server, [['SELECT', db], ['DBSIZE']]);
    if (size !== 0) continue;
    return {
      url: `${server}/${db}`,
      db,
      rateLimitKeys: () => keys(server, db, RATE_LIMIT_KEYS),
      async clean() {
        const found = await keys(server, db, RATE_LIMIT_KEYS);
        if (found.length)
          await run(server, [
            ['SELECT', db],
            ['DEL', ...found],
          ]);
      },
    };
  }
  throw new Error(
    `no empty database among ${candidates.join(', ')} on Redis at ${server}: name one in DEPLOY_REDIS_URL (redis://host:port/N)`,
  );
}
