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
  demoMode: boolean;
  /** Serve the OpenAPI document and its UI at /api/docs. */
  apiDocs: boolean;
  logLevel: string;
  patientAppDir: string | null;
  doctorAppDir: string | null;
  rateLimit: { registrationsPerMinute: number; messagesPerMinute: number };
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  cookieSecure: boolean;
  /** The patient origin as the public sees it, for the verification link printed on documents. */
  publicPatientUrl: string | null;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function port(env: Env, name: string, fallback: number | null): number | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`${name} must be a port number (0-65535), got "${raw}"`);
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
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return url.toString().replace(/\/+$/, '');
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }
  const sessionSecret = env.SESSION_SECRET?.trim() || null;
  if (sessionSecret && sessionSecret.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters');
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const aiBaseUrl = env.AI_BASE_URL?.trim();
  let ai: Config['ai'] = null;
  if (aiBaseUrl) {
    if (!/^https?:\/\//.test(aiBaseUrl)) throw new ConfigError('AI_BASE_URL must be an http(s) URL');
    const model = env.AI_MODEL?.trim();
    if (!model) throw new ConfigError('AI_MODEL is required when AI_BASE_URL is set');
    ai = { baseUrl: aiBaseUrl, apiKey: env.AI_API_KEY?.trim() || 'none', model, timeoutMs: positiveInt(env, 'AI_TIMEOUT_MS', 8000) };
  }

  // Reset of the doctor database is a demo convenience: on by default only in embedded mode.
  const demoMode = bool(env, 'DEMO_MODE', !databaseUrl);
  return {
    databaseUrl,
    dataDir: env.DATA_DIR?.trim() || './.data',
    patientPort: port(env, 'PATIENT_PORT', 3000) ?? 3000,
    doctorPort: port(env, 'DOCTOR_PORT', 3001),
    host: env.HOST?.trim() || '0.0.0.0',
    sessionSecret,
    demoMode,
    // The API's map is for developers: published by default only in demo mode or development.
    apiDocs: bool(env, 'API_DOCS', demoMode || env.NODE_ENV === 'development'),
    logLevel,
    patientAppDir: env.PATIENT_APP_DIR?.trim() || null,
    doctorAppDir: env.DOCTOR_APP_DIR?.trim() || null,
    rateLimit: {
      registrationsPerMinute: positiveInt(env, 'RATE_LIMIT_REGISTRATIONS_PER_MINUTE', 300),
      messagesPerMinute: positiveInt(env, 'RATE_LIMIT_MESSAGES_PER_MINUTE', 120),
    },
    ai,
    cookieSecure: bool(env, 'COOKIE_SECURE', false),
    publicPatientUrl: publicUrl(env, 'PUBLIC_PATIENT_URL'),
  };
}
