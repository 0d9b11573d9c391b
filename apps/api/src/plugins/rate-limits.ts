import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config.js';
import { createHash } from 'node:crypto';
import { sessionTokenOf, type SessionRole } from './session.js';

/**
 * Per-minute limits on every write and on the calls that need no session. A call counts against
 * each valid session it carries (patient, doctor) — a forged or extra cookie can only add counts,
 * never start a fresh one — or against its address when it carries none; and every message and
 * write also counts against its address, whatever its sessions. The address is the socket's, or
 * what a proxy named in TRUST_PROXY says. With REDIS_URL the counts are shared by every replica.
 */
export type LimitKind = 'registration' | 'message' | 'write' | 'verification' | 'socket';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which limit a route counts against; writes under /api default to 'write'. */
    limit?: LimitKind;
  }
}

export interface RateLimitsOptions {
  limits: RateLimitConfig;
  redisUrl: string | null;
}

const ONE_MINUTE = 60_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOO_MANY = 'Too many requests: please wait a minute and try again';

type KeyOf = (request: FastifyRequest) => string | null;
type Check = (request: FastifyRequest) => Promise<{ exceeded: boolean; retryAfterS: number }>;

const addressOf: KeyOf = (request) => request.ip;
/** Each request's counter keys, hashed once: every counter of a limit asks for them. */
const hashedKeys = new WeakMap<FastifyRequest, Partial<Record<SessionRole, string | null>>>();

/** A session's counter key: a hash of its token, so a shared store never holds one. */
const sessionKey =
  (role: SessionRole): KeyOf =>
  (request) => {
    let byRole = hashedKeys.get(request);
    if (!byRole) hashedKeys.set(request, (byRole = {}));
    const known = byRole[role];
    if (known !== undefined) return known;
    const token = sessionTokenOf(request, role);
    return (byRole[role] = token === null ? null : createHash('sha256').update(token).digest('base64url'));
  };
const patientSessionOf = sessionKey('patient');
const doctorSessionOf = sessionKey('doctor');

/** The address counts only when no session does: a call with a valid session is that session's. */
const addressWithoutSession: KeyOf = (request) =>
  patientSessionOf(request) === null && doctorSessionOf(request) === null ? request.ip : null;

function limitKindOf(method: string | string[], url: string, declared: LimitKind | undefined): LimitKind | null {
  if (declared) return declared;
  const methods = Array.isArray(method) ? method : [method];
  return url.startsWith('/api/') && methods.some((m) => WRITE_METHODS.has(m.toUpperCase())) ? 'write' : null;
}

async function connectRedis(url: string, warn: (err: unknown) => void): Promise<Redis> {
  // Loaded only with REDIS_URL: a single instance keeps its counts in memory and never needs the client.
  const { Redis } = await import('ioredis');
  // Fail fast: a request never waits long on an unreachable store (its limits are then skipped and logged).
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  let warned = false;
  redis.on('error', (err) => {
    if (!warned) warn(err);
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  return redis;
}

export const rateLimitsPlugin = fp<RateLimitsOptions>(
  async (app, opts) => {
    const redis = opts.redisUrl
      ? await connectRedis(opts.redisUrl, (err) => app.log.warn({ err }, 'rate-limit store unreachable'))
      : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis } : {}),
      nameSpace: 'telehealth-rate-',
      skipOnError: true,
    });

    /** One counter: `name` keeps its keys apart from every other counter's in a shared store. */
    const counter = (name: string, keyOf: KeyOf, max: number): Check => {
      const limiter = app.createRateLimit({
        max,
        timeWindow: ONE_MINUTE,
        keyGenerator: (request) => `${name}:${keyOf(request)}`,
      });
      return async (request) => {
        if (keyOf(request) === null) return { exceeded: false, retryAfterS: 0 };
        const result = await limiter(request);
        return result.isAllowed
          ? { exceeded: false, retryAfterS: 0 }
          : { exceeded: result.isExceeded, retryAfterS: result.ttlInSeconds };
      };
    };
    const { limits } = opts;
    const perSession = (kind: LimitKind, max: number): Check[] => [
      counter(`${kind}:patient`, patientSessionOf, max),
      counter(`${kind}:doctor`, doctorSessionOf, max),
      counter(`${kind}:address`, addressWithoutSession, max),
    ];
    const perAddress = counter('address', addressOf, limits.perAddressPerMinute);
    const checks: Record<LimitKind, Check[]> = {
      registration: [counter('registration', addressOf, limits.registrationsPerMinute)],
      verification: [counter('verification', addressOf, limits.verificationsPerMinute)],
      message: [...perSession('message', limits.messagesPerMinute), perAddress],
      write: [...perSession('write', limits.writesPerMinute), perAddress],
      // Each socket holds a connection and each refused registration writes an audit row: opening
      // them is counted as a sign-in is (an app reconnecting now and then stays far below it).
      socket: [...perSession('socket', limits.registrationsPerMinute), perAddress],
    };

    const hookFor = (kind: LimitKind): onRequestAsyncHookHandler =>
      async function limited(request: FastifyRequest, reply: FastifyReply) {
        for (const check of checks[kind]) {
          const { exceeded, retryAfterS } = await check(request);
          if (exceeded) return reply.status(429).header('retry-after', String(retryAfterS)).send({ message: TOO_MANY });
        }
      };

    app.addHook('onRoute', (route) => {
      const kind = limitKindOf(route.method, route.url, route.config?.limit);
      if (!kind) return;
      const hook = hookFor(kind);
      route.onRequest = [
        ...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []),
        hook,
      ];
    });
  },
  { name: 'rate-limits', dependencies: ['session'] },
);
