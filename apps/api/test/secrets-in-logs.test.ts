import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { cookiesOf, newDeviceId } from './helpers/actors.js';
import { openSocket, socketClosed } from './helpers/socket.js';

/**
 * Device ids (patients' and doctors' only credentials), session tokens, the operator's token, drawn
 * signatures and Medicare numbers never reach the logs, even at the most verbose level and on
 * refused or malformed calls; and no answer carries a session token outside its Set-Cookie header.
 */
const OPERATOR_TOKEN = 'operator-token-logs-0123456789abcdef01234567';
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { demoMode: false, operatorToken: OPERATOR_TOKEN },
    { logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } },
  );
});
afterAll(() => t.close());

/** A Set-Cookie's session token: the signed value as sent, and the token inside it. */
const tokenValues = (cookie: string) =>
  cookie.split('; ').flatMap((pair) => {
    const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
    return [value, value.slice(0, value.lastIndexOf('.'))];
  });

describe('secrets never reach the logs', () => {
  it('keeps credentials, signatures and Medicare numbers out of every log line and every body', async () => {
    const app = t.app;
    const secrets: string[] = [OPERATOR_TOKEN];
    const bodies: string[] = [];
    const call = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
      const res = await app.inject(options);
      bodies.push(res.body);
      return res;
    };

    const patientDevice = newDeviceId();
    secrets.push(patientDevice);
    const registered = await call({ method: 'POST', url: '/api/users/device', payload: { deviceId: patientDevice } });
    const patientCookie = cookiesOf(registered);
    secrets.push(...tokenValues(patientCookie));
    const userId = registered.json<{ id: string }>().id;
    const again = await call({ method: 'GET', url: `/api/users/device/${patientDevice}` });
    secrets.push(...tokenValues(cookiesOf(again)));
    const conversation = await call({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: patientCookie },
      payload: { userId },
    });
    const conversationId = conversation.json<{ id: string }>().id;
    await call({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages?userDeviceId=${encodeURIComponent(patientDevice)}`,
      headers: { cookie: patientCookie },
    });
    const medicare = '2950974202';
    secrets.push(medicare);
    await call({
      method: 'POST',
      url: '/api/profiles',
      headers: { cookie: patientCookie },
      payload: {
        deviceId: patientDevice,
        fullName: 'Lee Logs',
        medicareNumber: medicare,
        medicareReferenceNumber: '1',
      },
    });
    // Refused and malformed calls that carry the credentials.
    await call({
      method: 'POST',
      url: '/api/profiles',
      headers: { cookie: patientCookie, 'content-type': 'application/json' },
      payload: `{"deviceId":"${patientDevice}","medicareNumber":"${medicare}",`,
    });
    await call({ method: 'GET', url: `/api/profiles/device/${patientDevice}x`, headers: { cookie: patientCookie } });

    const doctorDevice = randomUUID();
    const signature = `data:image/jpeg;base64,/9j/${'QUJD'.repeat(64)}`;
    secrets.push(doctorDevice, signature.slice(30, 90));
    const doctor = await call({
      method: 'POST',
      url: '/api/doctors',
      payload: {
        deviceId: doctorDevice,
        fullName: 'Dr Quiet Logs',
        prescriberNumber: '1234567',
        providerNumber: '2345678F',
        gender: 'Other',
        mobileNumber: '0400000000',
        signatureType: 'drawn',
        signatureData: signature,
      },
    });
    expect(doctor.statusCode, doctor.body).toBe(201);
    secrets.push(...tokenValues(cookiesOf(doctor)));
    const signedIn = await call({ method: 'GET', url: `/api/doctors/device/${doctorDevice}` });
    secrets.push(...tokenValues(cookiesOf(signedIn)));
    await call({
      method: 'GET',
      url: '/api/operator/doctors/pending',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    await call({
      method: 'GET',
      url: '/api/operator/doctors/pending',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}x` },
    });
    await call({ method: 'POST', url: '/api/session/logout', headers: { cookie: cookiesOf(signedIn) }, payload: {} });

    expect(lines.length).toBeGreaterThan(10);
    const log = lines.join('\n');
    for (const secret of secrets) expect(log.includes(secret), `a log line holds ${secret.slice(0, 12)}…`).toBe(false);
    // Session tokens travel in Set-Cookie only; the operator's token is never echoed.
    const answered = bodies.join('\n');
    const sessionTokens = secrets.filter((s) => /^[\w-]{43}$/.test(s));
    expect(sessionTokens.length).toBeGreaterThanOrEqual(4);
    for (const secret of [OPERATOR_TOKEN, ...sessionTokens])
      expect(answered.includes(secret), `an answer holds ${secret.slice(0, 12)}…`).toBe(false);
  });

  it('logs a client’s oversized or broken socket frame as the client’s doing, not as a server error', async () => {
    const from = lines.length;
    for (const frame of ['x'.repeat(70 * 1024), 'y'.repeat(200 * 1024)]) {
      const socket = await openSocket(t.app, '');
      const closed = socketClosed(socket.ws);
      socket.ws.send(frame);
      expect(await closed).toBe(1009);
    }
    const logged = lines.slice(from).map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    expect(logged.some((l) => l.msg === 'socket closed: bad frame')).toBe(true);
  });
});
