import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { countStatements } from '../src/bench/statement-count.js';
import { createTestDatabase, testConfig, testLogger } from './helpers/build.js';
import { checkedDetailsOf } from './helpers/operator.js';
import { asAdministrator, onRealPostgres } from './helpers/postgres.js';
import { openSocket } from './helpers/socket.js';
import {
  registerDoctor,
  registerPatient,
  requestDoctorFor,
  startConversation,
  type DoctorActor,
  type Patient,
} from './helpers/actors.js';

/**
 * Sessions validated once per instance (session-cache.ts), and never answered from the cache once
 * they have ended or their doctor's row has changed, on any instance. On PostgreSQL two instances
 * share the database, as behind the load balancer; on PGlite the one instance's own events are
 * tested (the cross-instance cases need a real server).
 */
const OPERATOR_TOKEN = 'operator-token-for-session-cache-tests-0123456789';
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

let one: FastifyInstance;
let two: FastifyInstance;
let drop: () => Promise<void> = async () => undefined;
/** The test database's name (PostgreSQL), for pg_stat_activity. */
let name = '';
beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  if (database.url) name = new URL(database.url).pathname.slice(1);
  const config = testConfig(database.url, { demoMode: false, operatorToken: OPERATOR_TOKEN });
  one = await buildApp(config, { logger: testLogger });
  // PGlite is one process: the second "instance" is the first.
  two = database.url ? await buildApp(config, { logger: testLogger }) : one;
  await Promise.all([one.ready(), two.ready()]);
});
afterAll(async () => {
  await one?.close();
  if (two !== one) await two?.close();
  await drop();
});

const conversations = (app: FastifyInstance, patient: Patient) =>
  app.inject({
    method: 'GET',
    url: `/api/conversations?userId=${patient.userId}`,
    headers: { cookie: patient.cookie },
  });
const logOut = (app: FastifyInstance, cookie: string, role: 'patient' | 'doctor') =>
  app.inject({ method: 'POST', url: '/api/session/logout', headers: { cookie }, payload: { role } });
const availability = (app: FastifyInstance, doctor: DoctorActor, isAvailable: 'on' | 'off') =>
  app.inject({
    method: 'PATCH',
    url: `/api/doctors/${doctor.id}/availability`,
    headers: { cookie: doctor.cookie },
    payload: { isAvailable },
  });
const verify = async (app: FastifyInstance, doctor: DoctorActor) =>
  expect(
    (
      await app.inject({
        method: 'POST',
        url: `/api/operator/doctors/${doctor.id}/verify`,
        headers: operator,
        payload: await checkedDetailsOf(app, doctor.id),
      })
    ).statusCode,
  ).toBe(200);

/** How many session lookups a request sent to the database (PostgreSQL: node-postgres's statements). */
async function sessionReads(request: () => Promise<unknown>): Promise<number> {
  const tally = await countStatements(async () => {
    await request();
  });
  return tally.statements.filter((text) => /"sessions" as "s"/.test(text)).length;
}

/**
 * What another instance answers once it has heard the event (PostgreSQL hands a notification to each
 * listening connection at the commit; on a busy machine one may hear it some milliseconds after
 * another). Far under the cache's 15 s backstop: an event not acted on fails this.
 */
async function soon(request: () => Promise<{ statusCode: number }>, status: number, withinMs = 2000): Promise<void> {
  const deadline = Date.now() + withinMs;
  let last = 0;
  while ((last = (await request()).statusCode) !== status && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 5));
  expect(last).toBe(status);
}

async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the session cache on one instance', () => {
  it('keeps a session once it has answered, and a logout ends it at once', async () => {
    const patient = await registerPatient(one);
    const before = one.sessionCache.size;
    expect((await conversations(one, patient)).statusCode).toBe(200);
    expect(one.sessionCache.size).toBe(before + 1);
    expect((await conversations(one, patient)).statusCode).toBe(200);
    expect((await logOut(one, patient.cookie, 'patient')).statusCode).toBe(204);
    expect((await conversations(one, patient)).statusCode).toBe(401);
  });

  it('a socket registers from a kept session, and is refused once the session has ended, though it was open before', async () => {
    const doctor = await registerDoctor(one, { fullName: 'Dr Socket Cached' });
    const openedBefore = await openSocket(one, doctor.cookie);
    const first = await openSocket(one, doctor.cookie);
    expect((await first.register('doctor', 'waiting-room', doctor.id)).type).toBe('registered');
    const second = await openSocket(one, doctor.cookie);
    const register = () => second.register('doctor', 'waiting-room', doctor.id);
    if (onRealPostgres) expect(await sessionReads(register)).toBe(0);
    else expect((await register()).type).toBe('registered');
    expect((await logOut(one, doctor.cookie, 'doctor')).statusCode).toBe(204);
    // Its upgrade request is from before the logout; its registration is checked as of now.
    expect((await openedBefore.register('doctor', 'waiting-room', doctor.id)).type).toBe('error');
    for (const s of [openedBefore, first, second]) s.close();
  });

  it('a doctor verified meanwhile is verified for their next request, though their session was kept', async () => {
    const doctor = await registerDoctor(one, { fullName: 'Dr Pending Cached' });
    expect((await availability(one, doctor, 'on')).statusCode).toBe(403);
    await verify(one, doctor);
    expect((await availability(one, doctor, 'on')).statusCode).toBe(200);
  });

  it('a doctor’s own profile change is what their next request sees', async () => {
    const doctor = await registerDoctor(one, { fullName: 'Dr Before Rename' });
    await verify(one, doctor);
    expect((await availability(one, doctor, 'on')).statusCode).toBe(200);
    const renamed = await one.inject({
      method: 'PATCH',
      url: `/api/doctors/${doctor.id}`,
      headers: { cookie: doctor.cookie },
      payload: { fullName: 'Dr After Rename' },
    });
    expect(renamed.statusCode).toBe(200);
    // A new name is unverified again: the kept row (verified) must not let the doctor turn available.
    expect((await availability(one, doctor, 'on')).statusCode).toBe(403);
  });
});

describe.runIf(onRealPostgres)('the session cache across two instances on PostgreSQL', () => {
  it('a kept session costs no session read; a logout through one is refused by the other once it hears it', async () => {
    const patient = await registerPatient(one);
    expect(await sessionReads(() => conversations(two, patient))).toBe(1);
    expect(await sessionReads(() => conversations(two, patient))).toBe(0);
    expect((await logOut(one, patient.cookie, 'patient')).statusCode).toBe(204);
    await soon(() => conversations(two, patient), 401);
    // Refused from the database now, not from a copy.
    expect(await sessionReads(() => conversations(two, patient))).toBe(1);
  });

  it('a doctor’s message from a kept session is one statement: the write', async () => {
    const patient = await registerPatient(one);
    const c = await startConversation(one, patient);
    const doctor = await registerDoctor(two);
    await verify(two, doctor);
    // The one doctor available (the others' rows changed behind the instances' backs: not used again).
    await one.db.updateTable('doctors').set({ isAvailable: 'off' }).execute();
    expect((await availability(two, doctor, 'on')).statusCode).toBe(200);
    expect((await requestDoctorFor(one, c)).doctor?.id).toBe(doctor.id);
    const send = (text: string) =>
      two.inject({
        method: 'POST',
        url: `/api/conversations/${c}/messages`,
        headers: { cookie: doctor.cookie },
        payload: { text, sender: 'doctor', clientMessageId: randomUUID() },
      });
    expect((await send('first')).statusCode).toBe(200);
    const tally = await countStatements(async () => {
      expect((await send('second')).statusCode).toBe(200);
    });
    const own = [...tally.byKind].filter(([kind]) => kind !== 'notify' && kind !== 'sweep');
    expect(own).toEqual([['with', 1]]);
  });

  it('a doctor verified through one may turn available through the other, whose copy was older', async () => {
    const doctor = await registerDoctor(one, { fullName: 'Dr Two Places' });
    expect((await availability(two, doctor, 'on')).statusCode).toBe(403);
    await verify(one, doctor);
    await soon(() => availability(two, doctor, 'on'), 200);
    // And their logout through the other instance ends the session there too.
    expect((await logOut(one, doctor.cookie, 'doctor')).statusCode).toBe(204);
    await soon(() => availability(two, doctor, 'on'), 401);
  });

  it('keeps nothing while its event connection is lost, and starts again empty once it listens again', async () => {
    const patient = await registerPatient(one);
    expect((await conversations(two, patient)).statusCode).toBe(200);
    expect(two.sessionCache.size).toBeGreaterThan(0);
    let changes = 0;
    two.bus.onListeningChange(() => changes++);
    // Ending every listening connection of the database (both instances') until one try has
    // requests served entirely while the other instance could not hear events.
    let provedWhileLost = false;
    for (let attempt = 0; attempt < 5 && !provedWhileLost; attempt++) {
      await until(() => two.bus.listening, 'the bus to listen');
      const lostAt = changes;
      await asAdministrator(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'LISTEN %'",
        [name],
      );
      await until(() => !two.bus.listening || changes > lostAt, 'the lost connection to be noticed');
      if (two.bus.listening) continue;
      const changesBefore = changes;
      expect(two.sessionCache.size).toBe(0);
      const other = await registerPatient(one);
      const reads = await sessionReads(async () => {
        expect((await conversations(two, other)).statusCode).toBe(200);
        expect((await conversations(two, other)).statusCode).toBe(200);
      });
      // Still lost all through both requests: neither may have been answered or kept by the cache.
      if (changes !== changesBefore || two.bus.listening) continue;
      expect(reads).toBe(2);
      expect(two.sessionCache.size).toBe(0);
      provedWhileLost = true;
    }
    expect(provedWhileLost).toBe(true);
    await until(() => two.bus.listening, 'the bus to listen again');
    expect(two.sessionCache.size).toBe(0);
    // Listening again: sessions are kept again, and a logout is still heard.
    expect((await conversations(two, patient)).statusCode).toBe(200);
    expect(two.sessionCache.size).toBeGreaterThan(0);
    expect((await logOut(one, patient.cookie, 'patient')).statusCode).toBe(204);
    await soon(() => conversations(two, patient), 401);
  });
});
