import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { cookiesOf, newDeviceId } from './helpers/actors.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('patient device identity', () => {
  it('registers a device, sets an httpOnly signed session cookie, and finds it again', async () => {
    const deviceId = newDeviceId();
    const created = await t.app.inject({ method: 'POST', url: '/api/users/device', payload: { deviceId } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = created.cookies.find((c) => c.name === 'th_patient');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).not.toBe(id); // signed

    const found = await t.app.inject({ method: 'GET', url: `/api/users/device/${deviceId}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id });
    expect(cookiesOf(found)).toContain('th_patient=');

    const again = await t.app.inject({ method: 'POST', url: '/api/users/device', payload: { deviceId } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id });
  });

  it('answers 404 for an unknown device and sets no cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/device/${newDeviceId()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
    expect(res.cookies).toHaveLength(0);
  });

  it.each([
    ['no body', undefined],
    ['empty id', { deviceId: '' }],
    ['guessable id', { deviceId: 'device_1732250000000_abc' }],
    ['wrong shape', { deviceId: 'hello' }],
    ['number', { deviceId: 42 }],
    ['extra field', { deviceId: newDeviceId(), admin: true }],
  ])('refuses %s with a 400 and writes nothing', async (_name, payload) => {
    const before = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'POST', url: '/api/users/device', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBeTruthy();
    const after = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
