import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { dataEncryptionKey } from '../src/kept-secrets.js';
import { testConfig } from './helpers/build.js';

describe('configuration', () => {
  it('has defaults that run the product with nothing set', () => {
    expect(loadConfig({})).toMatchObject({
      databaseUrl: null,
      dataDir: './.data',
      patientPort: 3000,
      doctorPort: 3001,
      demoMode: true,
      logLevel: 'info',
      ai: null,
      publicPatientUrl: 'http://localhost:3000',
      clinicTimeZone: 'Australia/Sydney',
      operatorToken: null,
      session: { idleMinutes: 1440, maxDays: 30 },
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoMode).toBe(false);
    expect(loadConfig({ PUBLIC_PATIENT_URL: 'https://care.example.org/' }).publicPatientUrl).toBe(
      'https://care.example.org',
    );
  });

  it('publishes /api/docs by default only in demo mode or development', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).apiDocs).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_MODE: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it.each([
    ['API_DOCS', 'sometimes'],
    ['DATABASE_URL', 'mysql://x'],
    ['PATIENT_PORT', 'eighty'],
    ['DOCTOR_PORT', '70000'],
    ['SESSION_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['DEMO_MODE', 'perhaps'],
    ['RATE_LIMIT_MESSAGES_PER_MINUTE', '0'],
    ['AI_BASE_URL', 'ftp://model'],
    ['PUBLIC_PATIENT_URL', 'not a url'],
    ['CLINIC_TIME_ZONE', 'Mars/Olympus_Mons'],
    ['OPERATOR_TOKEN', 'too-short'],
    ['SESSION_IDLE_MINUTES', '-5'],
    ['SESSION_MAX_DAYS', 'forever'],
    ['TRUST_PROXY', 'my-proxy'],
    ['TRUST_PROXY', '10.0.0.1/40'],
    ['TRUST_PROXY', '-1'],
    ['REDIS_URL', 'http://cache:6379'],
    ['DATA_ENCRYPTION_KEY', 'too-short'],
    ['DATA_ENCRYPTION_KEY', 'ab'.repeat(31)],
    ['RATE_LIMIT_WRITES_PER_MINUTE', '0'],
    ['RATE_LIMIT_VERIFICATIONS_PER_MINUTE', 'lots'],
    ['RATE_LIMIT_PER_ADDRESS_PER_MINUTE', '-5'],
  ])('stops with an error naming %s on a bad value', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('prints the patient origin it listens on in demo mode, and needs PUBLIC_PATIENT_URL anywhere else', async () => {
    expect(loadConfig({ PATIENT_PORT: '8080' }).publicPatientUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_PATIENT_URL: 'https://care.example.org' }).publicPatientUrl).toBe(
      'https://care.example.org',
    );
    const production = loadConfig({ DATABASE_URL: 'postgres://u@h/db' });
    expect(production.publicPatientUrl).toBeNull();
    // The server stops as the app is built, with the variable named (server.ts prints it and exits).
    await expect(buildApp(testConfig(null, { demoMode: false, publicPatientUrl: null }))).rejects.toThrow(
      /PUBLIC_PATIENT_URL is required outside demo mode/,
    );
    await expect(buildApp(testConfig(null, { demoMode: false, publicPatientUrl: null }))).rejects.toBeInstanceOf(
      ConfigError,
    );
  });

  it('marks session cookies Secure by default when the public reaches the service over HTTPS', () => {
    expect(loadConfig({ PUBLIC_PATIENT_URL: 'https://care.example.org' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_PATIENT_URL: 'http://localhost:8080' }).cookieSecure).toBe(false);
    expect(loadConfig({}).cookieSecure).toBe(false);
    expect(loadConfig({ PUBLIC_PATIENT_URL: 'https://care.example.org', COOKIE_SECURE: 'false' }).cookieSecure).toBe(
      false,
    );
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it('keeps one clinic time zone, Australia/Sydney unless told otherwise', () => {
    expect(loadConfig({ CLINIC_TIME_ZONE: 'Australia/Perth' }).clinicTimeZone).toBe('Australia/Perth');
    expect(() => loadConfig({ CLINIC_TIME_ZONE: 'Sydney' })).toThrow(/CLINIC_TIME_ZONE must be an IANA time zone/);
  });

  it('needs a model name when a model endpoint is set', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'http://localhost:9999/v1' })).toThrow('AI_MODEL');
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '172.28.0.10' }).trustProxy).toEqual(['172.28.0.10']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('reads the data key as hex or base64, and the Redis store when set', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: key.toString('hex') }).dataEncryptionKey).toEqual(key);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: key.toString('base64') }).dataEncryptionKey).toEqual(key);
    expect(loadConfig({}).dataEncryptionKey).toBeNull();
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
  });

  it('needs DATA_ENCRYPTION_KEY with DATABASE_URL; the embedded database keeps its own key in DATA_DIR', () => {
    expect(() =>
      dataEncryptionKey(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SESSION_SECRET: 'x'.repeat(32) })),
    ).toThrow('DATA_ENCRYPTION_KEY');
    const dir = mkdtempSync(path.join(tmpdir(), 'th-key-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      const first = dataEncryptionKey(config);
      expect(first).toHaveLength(32);
      expect(dataEncryptionKey(config)).toEqual(first);
      const file = path.join(dir, 'data-encryption-key');
      expect(Buffer.from(readFileSync(file, 'utf8'), 'hex')).toEqual(first);
      expect(statSync(file).mode & 0o077).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
