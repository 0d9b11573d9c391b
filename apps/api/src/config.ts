import { isIP } from 'node:net';
import { DEFAULT_CLINIC_TIME_ZONE, isTimeZone } from '@telehealth/schema';

/**
 * Configuration from the environment, parsed and checked once at start-up. A bad value stops the
 * process with an error that names the variable.
 */
export interface Config {
  databaseUrl: string | null;
  dataDir: string;
  patientPort: number;
  doctorPort: number | null;
  host: string;
  sessionSecret: string | null;
  /** Sessions end after this long without a request, and in any case this long after sign-in. */
  session: { idleMinutes: number; maxDays: number };
  /** Bearer token of the operator API (doctor verification); null: the operator API refuses every call. */
  operatorToken: string | null;
  /** Demo conveniences: doctors verified at sign-up, and the doctor database reset. */
  demoMode: boolean;
  /** Serve the OpenAPI document and its UI at /api/docs. */
  apiDocs: boolean;
  logLevel: string;
  patientAppDir: string | null;
  doctorAppDir: string | null;
  rateLimit: RateLimitConfig;
  /** Which proxies may say who the client is (Fastify's `trustProxy`): false trusts none. */
  trustProxy: TrustProxy;
  /** The shared rate-limit store of several replicas; null keeps the counts in this process. */
  redisUrl: string | null;
  /** The 32-byte key that seals Medicare numbers at rest (see db/sealed-columns.ts); null means generated and kept in DATA_DIR. */
  dataEncryptionKey: Buffer | null;
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  cookieSecure: boolean;
  /**
   * The patient origin as the public sees it, for the verification link printed on documents. In demo
   * mode it defaults to the patient port on localhost; elsewhere it is required (see publicPatientUrl()).
   */
  publicPatientUrl: string | null;
  /** The IANA zone of the clinic's calendar: every date printed or shown is a day there. */
  clinicTimeZone: string;
}

/** Per-minute limits (plugins/rate-limits.ts): "per session" counts per address for a call without one. */
export interface RateLimitConfig {
  /** Device registrations and look-ups (no session yet): per address; socket opens: per session, or address without one. */
  registrationsPerMinute: number;
  /** Message sends: per session. */
  messagesPerMinute: number;
  /** Every other write (conversations, profiles, deletes, doctor changes, clinical actions): per session. */
  writesPerMinute: number;
  /** Document verifications: per address. */
  verificationsPerMinute: number;
  /** All messages and writes from one address together, whatever the sessions. */
  perAddressPerMinute: number;
}

export type TrustProxy = boolean | number | string[];

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function port(env: Env, name: string, fallback: number | null): number | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new ConfigError(`${name} must be a port number (0-65535), got "${raw}"`);
  return n;
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function publicUrl(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return url.toString().replace(/\/+$/, '');
}

function timeZone(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!isTimeZone(raw))
    throw new ConfigError(`${name} must be an IANA time zone such as Australia/Sydney, got "${raw}"`);
  return raw;
}

/**
 * The absolute address printed on documents: a document on paper must lead back to this service.
 * Checked as the app is built, so the server does not start without it outside demo mode.
 */
export function requirePublicPatientUrl(config: Pick<Config, 'publicPatientUrl'>): string {
  if (!config.publicPatientUrl)
    throw new ConfigError(
      'PUBLIC_PATIENT_URL is required outside demo mode (the verification link printed on documents)',
    );
  return config.publicPatientUrl;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** What Fastify's trustProxy accepts: true, a hop count, or addresses and CIDR ranges (comma-separated). */
function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ['false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops === 0) return false;
    return hops;
  }
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be false, true, a hop count, or proxy addresses/CIDR ranges, got "${bad ?? raw}"`,
    );
  }
  return entries;
}

function redisUrl(env: Env): string | null {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return null;
  if (!/^rediss?:\/\/[^/]/.test(raw)) throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL');
  return raw;
}

/** A 32-byte key written as 64 hex digits or as base64. */
export function parseEncryptionKey(raw: string, name: string): Buffer {
  const text = raw.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{42,43}={0,2}$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  if (!key || key.length !== 32) throw new ConfigError(`${name} must be 32 bytes as 64 hex digits or base64`);
  return key;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }
  const sessionSecret = env.SESSION_SECRET?.trim() || null;
  if (sessionSecret && sessionSecret.length < 32)
    throw new ConfigError('SESSION_SECRET must be at least 32 characters');
  const operatorToken = env.OPERATOR_TOKEN?.trim() || null;
  if (operatorToken && operatorToken.length < 32)
    throw new ConfigError('OPERATOR_TOKEN must be at least 32 characters');
  const dataEncryptionKey = env.DATA_ENCRYPTION_KEY?.trim()
    ? parseEncryptionKey(env.DATA_ENCRYPTION_KEY, 'DATA_ENCRYPTION_KEY')
    : null;
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const aiBaseUrl = env.AI_BASE_URL?.trim();
  let ai: Config['ai'] = null;
  if (aiBaseUrl) {
    if (!/^https?:\/\//.test(aiBaseUrl)) throw new ConfigError('AI_BASE_URL must be an http(s) URL');
    const model = env.AI_MODEL?.trim();
    if (!model) throw new ConfigError('AI_MODEL is required when AI_BASE_URL is set');
    ai = {
      baseUrl: aiBaseUrl,
      apiKey: env.AI_API_KEY?.trim() || 'none',
      model,
      timeoutMs: positiveInt(env, 'AI_TIMEOUT_MS', 8000),
    };
  }

  // Reset of the doctor database is a demo convenience: on by default only in embedded mode.
  const demoMode = bool(env, 'DEMO_MODE', !databaseUrl);
  const patientPort = port(env, 'PATIENT_PORT', 3000) ?? 3000;
  // A demo runs where it is tried: the patient origin it listens on.
  const publicPatientUrl =
    publicUrl(env, 'PUBLIC_PATIENT_URL') ?? (demoMode ? `http://localhost:${patientPort}` : null);
  return {
    databaseUrl,
    dataDir: env.DATA_DIR?.trim() || './.data',
    patientPort,
    doctorPort: port(env, 'DOCTOR_PORT', 3001),
    host: env.HOST?.trim() || '0.0.0.0',
    sessionSecret,
    session: {
      idleMinutes: positiveInt(env, 'SESSION_IDLE_MINUTES', 24 * 60),
      maxDays: positiveInt(env, 'SESSION_MAX_DAYS', 30),
    },
    operatorToken,
    demoMode,
    // The API's map is for developers: published by default only in demo mode or development.
    apiDocs: bool(env, 'API_DOCS', demoMode || env.NODE_ENV === 'development'),
    logLevel,
    patientAppDir: env.PATIENT_APP_DIR?.trim() || null,
    doctorAppDir: env.DOCTOR_APP_DIR?.trim() || null,
    rateLimit: {
      registrationsPerMinute: positiveInt(env, 'RATE_LIMIT_REGISTRATIONS_PER_MINUTE', 300),
      messagesPerMinute: positiveInt(env, 'RATE_LIMIT_MESSAGES_PER_MINUTE', 120),
      writesPerMinute: positiveInt(env, 'RATE_LIMIT_WRITES_PER_MINUTE', 120),
      verificationsPerMinute: positiveInt(env, 'RATE_LIMIT_VERIFICATIONS_PER_MINUTE', 60),
      perAddressPerMinute: positiveInt(env, 'RATE_LIMIT_PER_ADDRESS_PER_MINUTE', 1200),
    },
    trustProxy: trustProxy(env),
    redisUrl: redisUrl(env),
    dataEncryptionKey,
    ai,
    // A service the public reaches over HTTPS keeps its session cookies off plain HTTP unless told otherwise.
    cookieSecure: bool(env, 'COOKIE_SECURE', publicPatientUrl?.startsWith('https:') ?? false),
    publicPatientUrl,
    clinicTimeZone: timeZone(env, 'CLINIC_TIME_ZONE', DEFAULT_CLINIC_TIME_ZONE),
  };
}
