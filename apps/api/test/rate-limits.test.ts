import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimitConfig } from '../src/config.js';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { wrapSocket } from './helpers/socket.js';
import { newDeviceId, registerDoctor, registerPatient, requestDoctorFor, startConversation } from './helpers/actors.js';

/** Limits low enough to reach in a test; each case lowers only the one it is about. */
const HIGH: RateLimitConfig = {
  registrationsPerMinute: 1000,
  messagesPerMinute: 1000,
  writesPerMinute: 1000,
  verificationsPerMinute: 1000,
  perAddressPerMinute: 1000,
};
const limits = (low: Partial<RateLimitConfig>): RateLimitConfig => ({ ...HIGH, ...low });

/** A fresh address per case, so counts in a shared store never carry over from another run. */
const someAddress = () => `10.${[...randomBytes(3)].join('.')}`;
const someClient = () => `203.0.113.${randomBytes(1)[0]! % 250}`;

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});
async function appWith(overrides: Parameters<typeof buildTestApp>[0]): Promise<FastifyInstance> {
  const t = await buildTestApp(overrides);
  apps.push(t);
  return t.app;
}

const register = (app: FastifyInstance, from: string, extra: Partial<InjectOptions> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/users/device',
    payload: { deviceId: newDeviceId() },
    remoteAddress: from,
    ...extra,
  });

describe('the client address', () => {
  it('ignores X-Forwarded-For when TRUST_PROXY is off: rotating it does not escape the limit', async () => {
    const app = await appWith({ rateLimit: limits({ registrationsPerMinute: 3 }) });
    const from = someAddress();
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await register(app, from, { headers: { 'x-forwarded-for': someClient() } })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await register(app, from, { headers: { 'x-forwarded-for': someClient() } });
    expect(refused.json<{ message: string }>().message).toMatch(/Too many requests/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes the client from the configured proxy only', async () => {
    const proxy = someAddress();
    const app = await appWith({ trustProxy: [proxy], rateLimit: limits({ registrationsPerMinute: 2 }) });
    // Two clients behind the proxy have a limit each.
    for (const client of [someClient(), someClient()]) {
      const seen = [];
      for (let i = 0; i < 3; i++)
        seen.push((await register(app, proxy, { headers: { 'x-forwarded-for': client } })).statusCode);
      expect(seen).toEqual([201, 201, 429]);
    }
    // Anyone else saying who they are is not believed.
    const stranger = someAddress();
    const seen = [];
    for (let i = 0; i < 3; i++)
      seen.push((await register(app, stranger, { headers: { 'x-forwarded-for': someClient() } })).statusCode);
    expect(seen).toEqual([201, 201, 429]);
  });

  it('writes the real address in the audit row, not what the client claims', async () => {
    const app = await appWith({});
    const from = someAddress();
    const doctor = await registerDoctor(app);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/doctors/reset',
      remoteAddress: from,
      headers: { 'x-forwarded-for': '6.6.6.6', cookie: doctor.cookie },
    });
    expect(res.statusCode).toBe(200);
    const row = await app.db
      .selectFrom('auditEvents')
      .select('detail')
      .where('action', '=', 'doctors.reset')
      .executeTakeFirstOrThrow();
    expect(row.detail).toMatchObject({ ip: from });

    const proxy = someAddress();
    const behindProxy = await appWith({ trustProxy: [proxy] });
    const proxiedDoctor = await registerDoctor(behindProxy);
    await behindProxy.inject({
      method: 'DELETE',
      url: '/api/doctors/reset',
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': '198.51.100.7', cookie: proxiedDoctor.cookie },
    });
    const proxied = await behindProxy.db
      .selectFrom('auditEvents')
      .select('detail')
      .where('action', '=', 'doctors.reset')
      .executeTakeFirstOrThrow();
    expect(proxied.detail).toMatchObject({ ip: '198.51.100.7' });
  });
});

describe('limits on signing in and signing up', () => {
  it('counts every sign-in and sign-up route per address, and a refused sign-up creates nothing', async () => {
    const app = await appWith({ rateLimit: limits({ registrationsPerMinute: 2 }) });
    const doctorBody = () => ({
      deviceId: randomUUID(),
      fullName: 'Dr Limited',
      prescriberNumber: '1234567',
      providerNumber: '2345678F',
      gender: 'Female',
      mobileNumber: '0400000000',
    });
    const known = await registerPatient(app);
    const knownDoctor = await registerDoctor(app);
    const calls: [string, () => InjectOptions][] = [
      ['patient sign-up', () => ({ method: 'POST', url: '/api/users/device', payload: { deviceId: newDeviceId() } })],
      ['patient sign-in', () => ({ method: 'GET', url: `/api/users/device/${known.deviceId}` })],
      ['doctor sign-up', () => ({ method: 'POST', url: '/api/doctors', payload: doctorBody() })],
      ['doctor sign-in', () => ({ method: 'GET', url: `/api/doctors/device/${knownDoctor.deviceId}` })],
      [
        'doctor sign-in by POST',
        () => ({ method: 'POST', url: '/api/doctors/device', payload: { deviceId: knownDoctor.deviceId } }),
      ],
    ];
    const counts = async () => ({
      users: (await app.db.selectFrom('users').select('id').execute()).length,
      doctors: (await app.db.selectFrom('doctors').select('id').execute()).length,
    });
    for (const [name, call] of calls) {
      const from = someAddress();
      for (let i = 0; i < 2; i++)
        expect((await app.inject({ ...call(), remoteAddress: from })).statusCode, name).toBeLessThan(300);
      const before = await counts();
      const refused = await app.inject({ ...call(), remoteAddress: from });
      expect(refused.statusCode, name).toBe(429);
      expect(refused.json<{ message: string }>().message, name).toMatch(/Too many requests/);
      expect(refused.cookies, name).toEqual([]);
      expect(await counts(), name).toEqual(before);
      // Another address is not held to this one's count.
      expect((await app.inject({ ...call(), remoteAddress: someAddress() })).statusCode, name).toBeLessThan(300);
    }
  });
});

describe('limits on writes', () => {
  it('counts against the verified session: a junk second cookie does not reset the doctor message limit', async () => {
    const app = await appWith({ rateLimit: limits({ messagesPerMinute: 3 }) });
    const patient = await registerPatient(app);
    const conversationId = await startConversation(app, patient);
    const doctor = await registerDoctor(app);
    await requestDoctorFor(app, conversationId);
    const send = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie },
        payload: { text: 'How are you feeling?', sender: 'doctor', timestamp: new Date().toISOString() },
      });
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push((await send(doctor.cookie)).statusCode);
    expect(seen).toEqual([200, 200, 200]);
    for (const junk of ['th_patient=junk', `th_patient=${randomBytes(8).toString('hex')}`]) {
      expect((await send(`${doctor.cookie}; ${junk}`)).statusCode).toBe(429);
    }
    const stored = await app.db
      .selectFrom('messages')
      .select('id')
      .where('conversationId', '=', conversationId)
      .where('sender', '=', 'doctor')
      .execute();
    expect(stored).toHaveLength(3);
  });

  it('limits conversation creation, and a refused one creates nothing', async () => {
    const app = await appWith({ rateLimit: limits({ writesPerMinute: 2 }) });
    const patient = await registerPatient(app);
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: patient.cookie },
        payload: { userId: patient.userId, status: 'ongoing' },
      });
    expect([(await create()).statusCode, (await create()).statusCode, (await create()).statusCode]).toEqual([
      201, 201, 429,
    ]);
    const rows = await app.db.selectFrom('conversations').select('id').where('userId', '=', patient.userId).execute();
    expect(rows).toHaveLength(2);
  });

  it('limits profile creation', async () => {
    const app = await appWith({ rateLimit: limits({ writesPerMinute: 2 }) });
    const patient = await registerPatient(app);
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/profiles',
        headers: { cookie: patient.cookie },
        payload: { deviceId: patient.deviceId, fullName: 'Sam Citizen' },
      });
    expect([(await create()).statusCode, (await create()).statusCode, (await create()).statusCode]).toEqual([
      201, 201, 429,
    ]);
  });

  it('limits a write without a session by its address', async () => {
    const app = await appWith({ rateLimit: limits({ writesPerMinute: 2 }) });
    const from = someAddress();
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/conversations',
        remoteAddress: from,
        payload: { userId: randomBytes(4).toString('hex') },
      });
    const seen = [(await create()).statusCode, (await create()).statusCode, (await create()).statusCode];
    expect(seen.slice(0, 2).every((s) => s !== 429)).toBe(true);
    expect(seen[2]).toBe(429);
  });

  it('holds one address to its own limit, however many sessions it makes', async () => {
    const app = await appWith({ rateLimit: limits({ perAddressPerMinute: 3 }) });
    const from = someAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const registered = await register(app, from);
      const cookie = registered.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const userId = registered.json<{ id: string }>().id;
      const res = await app.inject({
        method: 'POST',
        url: '/api/conversations',
        remoteAddress: from,
        headers: { cookie },
        payload: { userId, status: 'ongoing' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('limits document verification by address', async () => {
    const app = await appWith({ rateLimit: limits({ verificationsPerMinute: 2 }) });
    const from = someAddress();
    const verify = () =>
      app.inject({ method: 'GET', url: `/api/verify/${randomBytes(6).toString('hex')}`, remoteAddress: from });
    expect([(await verify()).statusCode, (await verify()).statusCode, (await verify()).statusCode]).toEqual([
      404, 404, 429,
    ]);
  });

  it('leaves reads alone', async () => {
    const app = await appWith({ rateLimit: limits({ writesPerMinute: 1, perAddressPerMinute: 1 }) });
    const patient = await registerPatient(app);
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/conversations?userId=${patient.userId}`,
        headers: { cookie: patient.cookie },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('socket opens', () => {
  const refusedRegistrations = (app: FastifyInstance) =>
    app.db
      .selectFrom('auditEvents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('action', '=', 'access.refused')
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));

  it('limits sockets opened without a session, so refused registrations cannot fill the audit trail', async () => {
    const app = await appWith({ rateLimit: limits({ registrationsPerMinute: 3 }) });
    const stranger = { type: 'register', userType: 'patient', conversationId: randomUUID(), userId: randomUUID() };
    for (let i = 0; i < 3; i++) {
      const ws = await app.injectWS('/ws');
      const closed = new Promise<number>((resolve) => ws.once('close', resolve));
      ws.send(JSON.stringify(stranger));
      expect(await closed).toBe(4403);
    }
    await expect(app.injectWS('/ws')).rejects.toThrow(/429/);
    expect(await refusedRegistrations(app)).toBe(3);
  });

  it("counts a signed-in patient's sockets against their session, not the address's", async () => {
    const app = await appWith({ rateLimit: limits({ registrationsPerMinute: 2 }) });
    const patient = await registerPatient(app);
    const conversationId = await startConversation(app, patient);
    for (let i = 0; i < 2; i++) {
      const socket = wrapSocket(await app.injectWS('/ws', { headers: { cookie: patient.cookie } }));
      expect((await socket.register('patient', conversationId, patient.userId)).type).toBe('registered');
      socket.close();
    }
    await expect(app.injectWS('/ws', { headers: { cookie: patient.cookie } })).rejects.toThrow(/429/);
    // Another patient at the same address has a count of their own.
    const other = await registerPatient(app);
    const otherConversation = await startConversation(app, other);
    const socket = wrapSocket(await app.injectWS('/ws', { headers: { cookie: other.cookie } }));
    expect((await socket.register('patient', otherConversation, other.userId)).type).toBe('registered');
    socket.close();
  });
});

/** The machine's Redis (CI runs one as a service). */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

describe('several replicas', () => {
  it('share one limit through Redis', async () => {
    const shared = { redisUrl: REDIS_URL, rateLimit: limits({ registrationsPerMinute: 3 }) };
    const one = await appWith(shared);
    const two = await appWith(shared);
    const from = someAddress();
    const seen = [
      (await register(one, from)).statusCode,
      (await register(two, from)).statusCode,
      (await register(one, from)).statusCode,
      (await register(two, from)).statusCode,
      (await register(one, from)).statusCode,
    ];
    expect(seen).toEqual([201, 201, 201, 429, 429]);
  });

  it('keep their own counts without Redis', async () => {
    const one = await appWith({ rateLimit: limits({ registrationsPerMinute: 1 }) });
    const two = await appWith({ rateLimit: limits({ registrationsPerMinute: 1 }) });
    const from = someAddress();
    expect([(await register(one, from)).statusCode, (await register(two, from)).statusCode]).toEqual([201, 201]);
  });
});
