import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

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
      publicPatientUrl: null,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoMode).toBe(false);
    expect(loadConfig({ PUBLIC_PATIENT_URL: 'https://care.example.org/' }).publicPatientUrl).toBe('https://care.example.org');
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
  ])('stops with an error naming %s on a bad value', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('needs a model name when a model endpoint is set', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'http://localhost:9999/v1' })).toThrow('AI_MODEL');
  });
});
