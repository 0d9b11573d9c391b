import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { cookiesOf, newDeviceId, registerDoctor, registerPatient } from './helpers/actors.js';
import { openSocket, socketClosed } from './helpers/socket.js';

/**
 * D7: the cookie was the user's id, the same at every sign-in, valid for a year and impossible to
 * revoke. Sessions are now server-side rows: rotated at sign-in, ended by idleness, age and logout.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ session: { idleMinutes: 30, maxDays: 7 } });
});
afterAll(() => t.close());

const listConversations = (userId: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/conversations?userId=${userId}`, headers: { cookie } });
const sessionCount = async () => (await t.app.db.selectFrom('sessions').select('id').execute()).length;
const setCookieHeaders = (res: LightMyRequestResponse) => [res.headers['set-cookie'] ?? []].flat();

describe('sign-in', () => {
  it('gives a new random session at every sign-in, never the user id, and ends the one it replaces soon', async () => {
    const patient = await registerPatient(t.app);
    const again = await t.app.inject({ method: 'GET', url: `/api/users/device/${patient.deviceId}` });
    expect(again.statusCode).toBe(200);
    const first = patient.cookie;
    const second = cookiesOf(again);
    expect(second).not.toBe(first);
    for (const cookie of [first, second]) {
      const value = t.app.unsignCookie(decodeURIComponent(cookie.split('=').slice(1).join('=')));
      expect(value.valid).toBe(true);
      expect(value.value).not.toContain(patient.userId);
      expect(value.value!.length).toBeGreaterThanOrEqual(40);
    }
    // The session the browser held before (its cookie sent along) is cut to a minute's grace.
    const rotated = await t.app.inject({
      method: 'GET',
      url: `/api/users/device/${patient.deviceId}`,
      headers: { cookie: second },
    });
    const rows = await t.app.db
      .selectFrom('sessions')
      .select(sql<number>`extract(epoch from expires_at - now())`.as('left'))
      .where('userId', '=', patient.userId)
      .orderBy('createdAt')
      .execute();
    expect(rows).toHaveLength(3);
    expect(Number(rows[1]!.left)).toBeLessThanOrEqual(60);
    expect(Number(rows[2]!.left)).toBeGreaterThan(6 * 24 * 3600);
    expect((await listConversations(patient.userId, cookiesOf(rotated))).statusCode).toBe(200);
  });

  it('refuses a cookie that is the user id signed with the real secret (the old format)', async () => {
    const patient = await registerPatient(t.app);
    const forged = `th_patient=${encodeURIComponent(t.app.signCookie(patient.userId))}`;
    expect((await listConversations(patient.userId, forged)).statusCode).toBe(401);
  });

  it('sets a cookie that lives no longer than the session', async () => {
    const patient = await registerPatient(t.app);
    expect(patient.cookie).toMatch(/^th_patient=/);
    const res = await t.app.inject({ method: 'GET', url: `/api/users/device/${patient.deviceId}` });
    const header = setCookieHeaders(res).join('\n');
    expect(header).toMatch(/Max-Age=604800/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
  });
});

describe('expiry', () => {
  it('ends a session after the idle time and after its absolute lifetime', async () => {
    const idle = await registerPatient(t.app);
    expect((await listConversations(idle.userId, idle.cookie)).statusCode).toBe(200);
    await t.app.db
      .updateTable('sessions')
      .set({ lastSeenAt: sql<Date>`now() - interval '31 minutes'` })
      .where('userId', '=', idle.userId)
      .execute();
    // The row aged behind the instance's back (time passing, as the instance cannot see it): what it
    // kept of the session is let go, as its backstop would within seconds (session-cache.ts).
    t.app.sessionCache.clear();
    expect((await listConversations(idle.userId, idle.cookie)).statusCode).toBe(401);

    const old = await registerPatient(t.app);
    await t.app.db
      .updateTable('sessions')
      .set({ expiresAt: sql<Date>`now() - interval '1 second'` })
      .where('userId', '=', old.userId)
      .execute();
    expect((await listConversations(old.userId, old.cookie)).statusCode).toBe(401);

    // A request keeps a session alive.
    const active = await registerPatient(t.app);
    await t.app.db
      .updateTable('sessions')
      .set({ lastSeenAt: sql<Date>`now() - interval '29 minutes'` })
      .where('userId', '=', active.userId)
      .execute();
    expect((await listConversations(active.userId, active.cookie)).statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('sessions')
      .select(sql<number>`extract(epoch from now() - last_seen_at)`.as('ago'))
      .where('userId', '=', active.userId)
      .executeTakeFirstOrThrow();
    expect(Number(row.ago)).toBeLessThan(60);
  });
});

describe('logout', () => {
  it('ends the doctor’s session on the server, takes the doctor offline and closes their sockets', async () => {
    const doctor = await registerDoctor(t.app);
    const socket = await openSocket(t.app, doctor.cookie);
    expect((await socket.register('doctor', 'waiting-room', doctor.id)).type).toBe('registered');
    const closed = socketClosed(socket.ws);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { cookie: doctor.cookie },
      payload: { role: 'doctor' },
    });
    expect(res.statusCode).toBe(204);
    expect(setCookieHeaders(res).join('\n')).toMatch(/th_doctor=;.*Expires=Thu, 01 Jan 1970/);
    expect(await closed).toBe(4401);

    const after = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor.id}/patients`,
      headers: { cookie: doctor.cookie },
    });
    expect(after.statusCode).toBe(401);
    const row = await t.app.db
      .selectFrom('doctors')
      .select('isAvailable')
      .where('id', '=', doctor.id)
      .executeTakeFirstOrThrow();
    expect(row.isAvailable).toBe('off');
    const again = await openSocket(t.app, doctor.cookie);
    expect((await again.register('doctor', 'waiting-room', doctor.id)).type).toBe('error');
  });

  it('ends a patient’s session; logout without a session or with junk changes nothing and never fails', async () => {
    const patient = await registerPatient(t.app);
    const before = await sessionCount();
    expect((await t.app.inject({ method: 'POST', url: '/api/session/logout', payload: {} })).statusCode).toBe(204);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/session/logout',
          headers: { cookie: 'th_patient=junk; th_doctor=s%3Ax.y' },
          payload: {},
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/session/logout', payload: { role: 'admin' } })).statusCode,
    ).toBe(400);
    expect(await sessionCount()).toBe(before);

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/session/logout',
          headers: { cookie: patient.cookie },
          payload: {},
        })
      ).statusCode,
    ).toBe(204);
    expect(await sessionCount()).toBe(before - 1);
    expect((await listConversations(patient.userId, patient.cookie)).statusCode).toBe(401);
  });

  it('ends every doctor’s session when the doctors are removed (reset)', async () => {
    const doctor = await registerDoctor(t.app);
    const socket = await openSocket(t.app, doctor.cookie);
    expect((await socket.register('doctor', 'waiting-room', doctor.id)).type).toBe('registered');
    const closed = socketClosed(socket.ws);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/doctors/reset', headers: { cookie: doctor.cookie } }))
        .statusCode,
    ).toBe(200);
    expect(await closed).toBe(4401);
    expect(await t.app.db.selectFrom('sessions').select('id').where('role', '=', 'doctor').execute()).toHaveLength(0);
  });
});

describe('a GET starts a session only for the app’s own fetch', () => {
  const image = { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-origin' };
  const navigation = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' };
  const crossSite = { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'cross-site' };
  const appFetch = { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' };

  it.each([
    ['an image', image],
    ['a navigation', navigation],
    ['a cross-site fetch', crossSite],
  ])('refuses %s of a device address and sets no cookie', async (_name, headers) => {
    const patient = await registerPatient(t.app);
    const doctor = await registerDoctor(t.app);
    const before = await sessionCount();
    for (const url of [`/api/users/device/${patient.deviceId}`, `/api/doctors/device/${doctor.deviceId}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBeTruthy();
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessionCount()).toBe(before);
  });

  it('signs the device in for the app’s own fetch', async () => {
    const patient = await registerPatient(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/users/device/${patient.deviceId}`, headers: appFetch });
    expect(res.statusCode).toBe(200);
    expect(cookiesOf(res)).toMatch(/^th_patient=/);
    // An unknown device is still a plain 404 for the app.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/device/${newDeviceId()}`, headers: appFetch })).statusCode,
    ).toBe(404);
  });
});

describe('secure cookies', () => {
  it('carry the __Host- prefix, and only the prefixed cookie signs in', async () => {
    const secure = await buildTestApp({ cookieSecure: true });
    try {
      const patient = await registerPatient(secure.app);
      expect(patient.cookie).toMatch(/^__Host-th_patient=/);
      const res = await secure.app.inject({ method: 'GET', url: `/api/users/device/${patient.deviceId}` });
      const header = setCookieHeaders(res).join('\n');
      expect(header).toMatch(/^__Host-th_patient=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
      const list = (cookie: string) =>
        secure.app.inject({ method: 'GET', url: `/api/conversations?userId=${patient.userId}`, headers: { cookie } });
      expect((await list(patient.cookie)).statusCode).toBe(200);
      expect((await list(patient.cookie.replace('__Host-', ''))).statusCode).toBe(401);
    } finally {
      await secure.close();
    }
  });
});
