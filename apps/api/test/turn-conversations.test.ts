import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { countStatements } from '../src/bench/statement-count.js';
import type { ConsultationEngine } from '../src/consultation/contract.js';
import { closeByPatient } from '../src/repositories/conversations.js';
import { createTestDatabase, testConfig, testLogger } from './helpers/build.js';
import {
  registerDoctor,
  registerPatient,
  requestDoctorFor,
  startConversation,
  type Patient,
} from './helpers/actors.js';

/**
 * A patient's next message starts from the conversation as this instance's last turn wrote it
 * (turn-conversations.ts), and never answers from a copy that something else has overtaken: another
 * instance's turn, an assignment, the patient closing it. On PostgreSQL two instances share the
 * database, as behind the load balancer; on PGlite the one instance is both.
 */

/** Remembers everything it was told in its state, so a turn worked out on a stale state shows. */
const engine: ConsultationEngine = {
  async reply(turn) {
    const raw = turn.conversation.consultationState;
    const before = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { heard?: string[] } | null;
    const heard = [...(before?.heard ?? []), turn.text];
    return {
      text: `Heard ${heard.join(', ')}`,
      options: null,
      conversationUpdate: { consultationState: JSON.stringify({ heard }) },
      intents: [],
    };
  },
};

let one: FastifyInstance;
let two: FastifyInstance;
let drop: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const config = testConfig(database.url);
  one = await buildApp(config, { logger: testLogger, engine });
  two = database.url ? await buildApp(config, { logger: testLogger, engine }) : one;
  await Promise.all([one.ready(), two.ready()]);
});
afterAll(async () => {
  await one?.close();
  if (two !== one) await two?.close();
  await drop();
});

const send = (app: FastifyInstance, patient: Patient, conversationId: string, text: string) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { cookie: patient.cookie },
    payload: { text, sender: 'patient', clientMessageId: randomUUID() },
  });

const stored = (conversationId: string) =>
  one.db
    .selectFrom('messages')
    .select(['sender', 'text'])
    .where('conversationId', '=', conversationId)
    .orderBy('seq')
    .execute();

describe('a turn started from the conversation this instance last wrote', () => {
  it('reads no conversation for a patient’s next message', async (ctx) => {
    if (one.database.kind !== 'postgres') ctx.skip();
    const alex = await registerPatient(one);
    const id = await startConversation(one, alex);
    expect((await send(one, alex, id, 'a cough')).statusCode).toBe(200);
    const tally = await countStatements(async () => {
      expect((await send(one, alex, id, 'two days')).statusCode).toBe(200);
    });
    expect(tally.byKind.get('select')).toBeUndefined();
    expect(tally.byKind.get('with')).toBe(1);
  });

  it('works the turn out again on the conversation another instance moved on', async () => {
    const alex = await registerPatient(one);
    const id = await startConversation(one, alex);
    expect((await send(one, alex, id, 'a cough')).statusCode).toBe(200);
    expect((await send(two, alex, id, 'two days')).statusCode).toBe(200);
    const res = await send(one, alex, id, 'no fever');
    expect(res.statusCode).toBe(200);
    // The reply was worked out on the state the other instance wrote, not on the copy kept here.
    expect(res.json<{ doctorMessage: { text: string } }>().doctorMessage.text).toBe(
      'Heard a cough, two days, no fever',
    );
    expect((await stored(id)).filter((m) => m.sender === 'patient').map((m) => m.text)).toEqual([
      'a cough',
      'two days',
      'no fever',
    ]);
  });

  it('stays quiet once a doctor has the patient, though the copy kept was from before', async () => {
    const alex = await registerPatient(one);
    const id = await startConversation(one, alex);
    await registerDoctor(one);
    expect((await send(one, alex, id, 'a cough')).statusCode).toBe(200);
    expect((await requestDoctorFor(two, id)).doctor).toBeTruthy();
    const res = await send(one, alex, id, 'thank you');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ doctorMessage?: unknown }>().doctorMessage).toBeUndefined();
    expect((await stored(id)).at(-1)).toEqual({ sender: 'patient', text: 'thank you' });
  });

  it('refuses a message to a conversation the patient closed meanwhile, and stores nothing', async () => {
    const alex = await registerPatient(one);
    const id = await startConversation(one, alex);
    expect((await send(one, alex, id, 'a cough')).statusCode).toBe(200);
    await closeByPatient(two.db, [id]);
    expect((await send(one, alex, id, 'still there?')).statusCode).toBe(404);
    expect((await stored(id)).map((m) => m.text)).not.toContain('still there?');
  });

  it('refuses a message to a conversation deleted meanwhile', async () => {
    const alex = await registerPatient(one);
    const id = await startConversation(one, alex);
    expect((await send(one, alex, id, 'a cough')).statusCode).toBe(200);
    await two.db.deleteFrom('conversations').where('id', '=', id).execute();
    expect((await send(one, alex, id, 'hello?')).statusCode).toBe(404);
  });

  it('never answers another patient from the copy kept', async () => {
    const alex = await registerPatient(one);
    const sam = await registerPatient(one);
    const id = await startConversation(one, alex);
    expect((await send(one, alex, id, 'a cough')).statusCode).toBe(200);
    expect((await send(one, sam, id, 'let me in')).statusCode).toBe(404);
    expect((await stored(id)).map((m) => m.text)).not.toContain('let me in');
  });
});
