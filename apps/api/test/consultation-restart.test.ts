import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { createConsultationEngine } from '../src/consultation/index.js';
import { createTestDatabase, testConfig } from './helpers/build.js';
import { registerPatient, startConversation } from './helpers/actors.js';
import { askedEvidence, consult, readConversation, REVIEW_QUESTION, type Script } from './helpers/consultation.js';

const script: Script = {
  opening: "I've got a runny nose, a sore throat and a cough, and I feel hot",
  age: '33',
  sex: 'Female',
  answers: {
    E_54: 'tender (sore to touch), nagging',
    E_56: 'about a 4',
    E_57: "nowhere, it doesn't spread",
    E_41: 'yes',
    E_50: 'yes',
    E_144: 'yes',
    E_48: 'yes',
  },
};

let database: { url: string | null; drop: () => Promise<void> };
let dataDir: string | null = null;
let config: Config;
const start = async (): Promise<FastifyInstance> => {
  const app = await buildApp(config, { logger: false, engine: createConsultationEngine(config) });
  await app.ready();
  return app;
};

beforeAll(async () => {
  database = await createTestDatabase();
  // PGlite keeps its data on disk only outside ':memory:'.
  if (!database.url) dataDir = mkdtempSync(path.join(tmpdir(), 'consultation-restart-'));
  config = testConfig(database.url, dataDir ? { dataDir } : {});
});
afterAll(async () => {
  await database.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a restart of the API', () => {
  it('in the middle of an interview loses nothing: the same questions, answers and assessment as without it', async () => {
    let app = await start();
    const who = await registerPatient(app);
    const interrupted = await startConversation(app, who);
    const straight = await startConversation(app, who);

    // Up to the second interview question, then the API stops.
    let interviewQuestions = 0;
    const before = await consult(
      app,
      who,
      interrupted,
      script,
      (d) => askedEvidence(d.text) !== null && ++interviewQuestions === 2,
    );
    const pending = before.at(-1)!.doctor!;
    const stateBefore = (
      await app.db
        .selectFrom('conversations')
        .select('consultationState')
        .where('id', '=', interrupted)
        .executeTakeFirstOrThrow()
    ).consultationState;
    await app.close();

    app = await start();
    const stateAfter = (
      await app.db
        .selectFrom('conversations')
        .select('consultationState')
        .where('id', '=', interrupted)
        .executeTakeFirstOrThrow()
    ).consultationState;
    expect(stateAfter).toEqual(stateBefore);
    expect(stateAfter).toMatchObject({
      stage: 'interview',
      age: 33,
      sex: 'F',
      question: { evidence: askedEvidence(pending.text) },
    });

    // The patient answers the question asked before the restart, and the consultation carries on.
    const code = askedEvidence(pending.text)!;
    const after = await consult(app, who, interrupted, { ...script, opening: script.answers?.[code] ?? 'no' });
    const full = await consult(app, who, straight, script);
    const doctorTexts = (exchanges: typeof before) => exchanges.map((e) => e.doctor?.text);
    expect([...doctorTexts(before), ...doctorTexts(after)]).toEqual(doctorTexts(full));
    expect(after.at(-1)!.doctor?.text).toContain(REVIEW_QUESTION);

    const [a, b] = [await readConversation(app, who, interrupted), await readConversation(app, who, straight)];
    expect(a.diagnosisName).toBe('URTI');
    expect({ ...a, id: null, timestamp: null, createdAt: null, summaryGeneratedAt: null }).toEqual({
      ...b,
      id: null,
      timestamp: null,
      createdAt: null,
      summaryGeneratedAt: null,
    });

    // The messages themselves survived too.
    const messages = await app.inject({
      method: 'GET',
      url: `/api/conversations/${interrupted}/messages`,
      headers: { cookie: who.cookie },
    });
    expect(messages.json<unknown[]>()).toHaveLength(2 * (before.length + after.length));
    await app.close();
  });
});
