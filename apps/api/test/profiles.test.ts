import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerPatient, type Patient } from './helpers/actors.js';

let t: TestApp;
let alex: Patient;
let other: Patient;
beforeAll(async () => {
  t = await buildTestApp();
  alex = await registerPatient(t.app);
  other = await registerPatient(t.app);
});
afterAll(() => t.close());

const create = (p: Patient, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers: { cookie: p.cookie },
    payload: { deviceId: p.deviceId, ...payload },
  });

describe('profiles', () => {
  it('creates with the defaults, trims the name and omits empty optional fields', async () => {
    const res = await create(alex, { fullName: '  Alex Citizen  ', mobileNumber: '', medicareNumber: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      fullName: 'Alex Citizen',
      country: 'Australia',
      relationship: 'self',
      mobileNumber: null,
      medicareNumber: null,
      dateOfBirth: null,
      deviceId: alex.deviceId,
    });
  });

  it('lists only the device’s own profiles', async () => {
    await create(alex, { fullName: 'Mia Citizen', relationship: 'daughter', dateOfBirth: '01/02/2015' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/device/${alex.deviceId}`,
      headers: { cookie: alex.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ fullName: string }[]>().map((p) => p.fullName)).toEqual(['Alex Citizen', 'Mia Citizen']);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/device/${alex.deviceId}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'GET', url: `/api/profiles/device/${alex.deviceId}` });
    expect(none.statusCode).toBe(401);
  });

  it.each([
    ['a blank name', { fullName: '   ' }],
    ['no name', {}],
    ['a date in the wrong format', { fullName: 'A', dateOfBirth: '2015-02-01' }],
    ['an impossible date', { fullName: 'A', dateOfBirth: '31/02/2015' }],
    ['a future date', { fullName: 'A', dateOfBirth: '01/01/2999' }],
    ['a long Medicare number', { fullName: 'A', medicareNumber: '12345678901' }],
    ['a long reference number', { fullName: 'A', medicareReferenceNumber: '12' }],
    ['an unknown relationship', { fullName: 'A', relationship: 'cousin' }],
  ])('refuses %s', async (_n, payload) => {
    const res = await create(alex, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBeTruthy();
  });

  it('refuses a profile for another device', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: { cookie: other.cookie },
      payload: { deviceId: alex.deviceId, fullName: 'Intruder' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('patches partially, refuses a blank name, and only the owner may edit or delete', async () => {
    const created = (await create(alex, { fullName: 'Sam', mobileNumber: '0411111111' })).json<{ id: string }>();
    const url = `/api/profiles/${created.id}`;
    const patched = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: alex.cookie },
      payload: { relationship: 'son', mobileNumber: '' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ fullName: 'Sam', relationship: 'son', mobileNumber: null });

    const blank = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: alex.cookie },
      payload: { fullName: ' ' },
    });
    expect(blank.statusCode).toBe(400);

    for (const [cookie, status] of [
      [other.cookie, 404],
      [undefined, 401],
    ] as const) {
      const edit = await t.app.inject({
        method: 'PATCH',
        url,
        headers: cookie ? { cookie } : {},
        payload: { fullName: 'Hacked' },
      });
      expect(edit.statusCode).toBe(status);
      const del = await t.app.inject({ method: 'DELETE', url, headers: cookie ? { cookie } : {} });
      expect(del.statusCode).toBe(status);
    }
    const row = await t.app.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.fullName).toBe('Sam');

    // An empty body labelled JSON, as some clients send every DELETE, is no body (spec §7: "empty body").
    const del = await t.app.inject({
      method: 'DELETE',
      url,
      headers: { cookie: alex.cookie, 'content-type': 'application/json' },
    });
    expect(del.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: alex.cookie },
      payload: { fullName: 'X' },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a country carrying a control or format character, a single one included', async () => {
    for (const country of ['Aus\u202etralia', 'Australia\u2066', 'Aus\u0007tralia', '\u200b']) {
      const res = await create(alex, { fullName: 'Lee Citizen', country });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/country must be one line of printable text/);
    }
    const made = await create(alex, { fullName: 'Lee Citizen', country: 'New Zealand' });
    expect(made.statusCode).toBe(201);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/profiles/${made.json<{ id: string }>().id}`,
      headers: { cookie: alex.cookie },
      payload: { country: 'New\u202eZealand' },
    });
    expect(edit.statusCode).toBe(400);
  });
});
