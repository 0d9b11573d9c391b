import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countStatements, type StatementTally } from '../src/bench/statement-count.js';
import type { ConsultationEngine } from '../src/consultation/contract.js';
import { buildTestApp, type TestApp } from './helpers/build.js';
import {
  registerDoctor,
  registerPatient,
  requestDoctorFor,
  startConversation,
  type Patient,
} from './helpers/actors.js';

/**
 * How many statements a chat message costs (counted on PostgreSQL, where they go through
 * node-postgres): a turn that went back to reading the conversation twice, to a transaction of
 * several writes, or to a lookup per check would cross these bounds. Events' notifications are
 * the event bus's own and are not counted here.
 */

const engine: ConsultationEngine = {
  async reply(turn) {
    // Like the for-whom step: only some turns look at the device's saved profiles.
    const profiles = turn.text.includes('for whom') ? await turn.profiles() : [];
    return {
      text: `You said: ${turn.text} (${profiles.length} profiles)`,
      options: null,
      conversationUpdate: { consultationState: JSON.stringify({ heard: turn.text }) },
      intents: [],
    };
  },
};

let t: TestApp;
let alex: Patient;
/** How many publishing statements of their own each counted request sent. */
const published: number[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, { engine });
  alex = await registerPatient(t.app);
});
afterAll(() => t.close());

const send = (conversationId: string, payload: Record<string, unknown>, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers: { cookie }, payload });

/** The statements one request sends, less any the event bus (and its outbox) sends to publish on its own. */
async function statementsOf(request: () => Promise<{ statusCode: number }>): Promise<StatementTally> {
  let status = 0;
  const tally = await countStatements(async () => {
    status = (await request()).statusCode;
  });
  expect(status).toBe(200);
  published.push(tally.byKind.get('notify') ?? 0);
  // The outbox's sweep runs on its own timer, whatever the request.
  for (const kind of ['notify', 'sweep']) {
    tally.total -= tally.byKind.get(kind) ?? 0;
    tally.byKind.delete(kind);
  }
  return tally;
}

describe('statements per chat message', () => {
  it('an AI turn reads the session and the conversation at most once each (neither after a turn this instance wrote), the profiles only when asked, and writes in one statement', async (ctx) => {
    if (t.app.database.kind !== 'postgres') ctx.skip();
    const id = await startConversation(t.app, alex);
    await send(id, { text: 'first', sender: 'patient', clientMessageId: randomUUID() }, alex.cookie);
    const asking = await statementsOf(() =>
      send(id, { text: 'for whom', sender: 'patient', clientMessageId: randomUUID() }, alex.cookie),
    );
    expect(asking.total).toBeLessThanOrEqual(4);
    const tally = await statementsOf(() =>
      send(id, { text: 'I have a cough', sender: 'patient', clientMessageId: randomUUID() }, alex.cookie),
    );
    expect(tally.total).toBeLessThanOrEqual(3);
    expect(tally.total).toBe(asking.total - 1);
    // The session and the conversation as this instance last wrote them: the write is the only statement.
    expect(tally.byKind.get('select')).toBeUndefined();
    expect(tally.byKind.get('begin')).toBeUndefined();
    const stored = await t.app.db
      .selectFrom('conversations')
      .select('consultationState')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.consultationState).toEqual({ heard: 'I have a cough' });
  });

  it('a message once a doctor has the patient, and the doctor’s message, each write in one statement', async (ctx) => {
    if (t.app.database.kind !== 'postgres') ctx.skip();
    const id = await startConversation(t.app, alex);
    const doctor = await registerDoctor(t.app);
    expect((await requestDoctorFor(t.app, id)).doctor?.id).toBe(doctor.id);

    const patient = await statementsOf(() =>
      send(id, { text: 'Thank you, doctor', sender: 'patient', clientMessageId: randomUUID() }, alex.cookie),
    );
    // The session with its patient, the conversation, the write.
    expect(patient.total).toBeLessThanOrEqual(3);

    const clientMessageId = randomUUID();
    const fromDoctor = await statementsOf(() =>
      send(id, { text: 'Hello', sender: 'doctor', clientMessageId }, doctor.cookie),
    );
    // The session with its doctor, and the write (which checks the assignment and records the audit row itself).
    expect(fromDoctor.total).toBeLessThanOrEqual(2);
    // Each write stored its own events in the outbox; at most one statement of the outbox's publishes
    // them once committed (one for every write handed over meanwhile, under load).
    expect(published.slice(-2).every((n) => n <= 1)).toBe(true);
    // Published by this instance, sooner than a sweep would (2 s).
    await vi.waitFor(async () => expect(await t.app.db.selectFrom('eventOutbox').select('id').execute()).toEqual([]));
    expect(fromDoctor.byKind.get('begin')).toBeUndefined();
    const sends = () =>
      t.app.db
        .selectFrom('auditEvents')
        .select(['actorId', 'subjectId'])
        .where('action', '=', 'message.send')
        .where('subjectId', '=', id)
        .execute();
    expect(await sends()).toEqual([{ actorId: doctor.id, subjectId: id }]);
    // A resend is answered from the record and audited as a call of its own, by the audit trail's hook.
    expect((await send(id, { text: 'Hello', sender: 'doctor', clientMessageId }, doctor.cookie)).statusCode).toBe(200);
    expect(await sends()).toHaveLength(2);
  });

  it('a doctor’s message the write refuses leaves no message.send row, only the refusal, and notifies nothing', async (ctx) => {
    if (t.app.database.kind !== 'postgres') ctx.skip();
    const id = await startConversation(t.app, alex);
    const assigned = await registerDoctor(t.app);
    expect((await requestDoctorFor(t.app, id)).doctor).toBeTruthy();
    const other = await registerDoctor(t.app);
    const heard: string[] = [];
    const listener = new pg.Client({ connectionString: t.databaseUrl! });
    await listener.connect();
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('listen telehealth_events');
    const res = await send(id, { text: 'Not mine', sender: 'doctor', clientMessageId: randomUUID() }, other.cookie);
    expect(res.statusCode).toBe(403);
    // The assigned doctor's next message is heard, and only it: the refused one sent nothing.
    const ok = await send(id, { text: 'Mine', sender: 'doctor', clientMessageId: randomUUID() }, assigned.cookie);
    expect(ok.statusCode).toBe(200);
    await expect.poll(() => heard.length).toBe(1);
    await listener.end();
    const event = JSON.parse(heard[0]!) as { message: unknown; audience: { doctorIds: string[] } };
    expect(event.message).toEqual((ok.json() as { message: unknown }).message);
    expect(event.audience.doctorIds).toEqual([assigned.id]);
    const rows = await t.app.db
      .selectFrom('auditEvents')
      .select('action')
      .where('actorId', '=', other.id)
      .where('subjectId', '=', id)
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['access.refused']);
  });
});
