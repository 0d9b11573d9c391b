import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import { ConfigError, parseEncryptionKey } from './config.js';

/**
 * A secret the embedded database needs across restarts: read from DATA_DIR, or made once and kept
 * there (owner-only). In memory it lives as long as the process.
 */
function keptInDataDir(dataDir: string, file: string, make: () => string): string {
  if (dataDir === ':memory:') return make();
  const where = path.join(dataDir, file);
  if (existsSync(where)) return readFileSync(where, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = make();
  writeFileSync(where, secret, { mode: 0o600 });
  return secret;
}

/** The signing secret: configured, else kept beside the embedded database so sessions survive restarts. */
export function sessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.databaseUrl)
    throw new ConfigError('SESSION_SECRET is required when DATABASE_URL is set (every instance must share it)');
  return keptInDataDir(config.dataDir, 'session-secret', () => randomBytes(32).toString('hex'));
}

/**
 * The key that seals Medicare numbers at rest: configured, else kept beside the embedded database
 * (losing it loses the numbers, so it is made once and never replaced).
 */
export function dataEncryptionKey(config: Config): Buffer {
  if (config.dataEncryptionKey) return config.dataEncryptionKey;
  if (config.databaseUrl) {
    throw new ConfigError('DATA_ENCRYPTION_KEY is required when DATABASE_URL is set (every instance must share it)');
  }
  const kept = keptInDataDir(config.dataDir, 'data-encryption-key', () => randomBytes(32).toString('hex'));
  return parseEncryptionKey(kept, `${config.dataDir}/data-encryption-key`);
}
