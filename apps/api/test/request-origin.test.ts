import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerPatient, startConversation, type Patient } from './helpers/actors.js';
import { wrapSocket } from './helpers/socket.js';

/**
 * Another site's page may not write with the patient's or doctor's cookies, nor open a socket with
 * them (cross-site WebSocket hijacking): the browser's Origin and Sec-Fetch-Site say where it came from.
 */
let t: TestApp;
let patient: Patient;
let conversationId: string;
beforeAll(async () => {
  t = await buildTestApp();
  patient = await registerPatient(t.app);
  conversationId = await startConversation(t.app, patient);
});
afterAll(() => t.close());

const HOST = 'care.example.org';

function send(headers: Record<string, string>, text: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { host: HOST, cookie: patient.cookie, ...headers },
    payload: { text, sender: 'patient' },
  });
}

async function storedTexts() {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { cookie: patient.cookie },
  });
  return res.json<{ text: string }[]>().map((m) => m.text);
}

describe('writes from another site', () => {
  it('refuses a write whose Origin is another host, or null, and stores nothing', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://care.example.org.evil.example', 'not a url']) {
      const res = await send({ origin }, `from ${origin}`);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({ message: 'Requests from another site are not accepted' });
    }
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/user/${patient.userId}`,
      headers: { host: HOST, cookie: patient.cookie, origin: 'https://evil.example' },
    });
    expect(other.statusCode).toBe(403);
    expect(await storedTexts()).toEqual([]);
  });

  it('refuses a write the browser marks cross-site, whatever its Origin says', async () => {
    const res = await send({ origin: `https://${HOST}`, 'sec-fetch-site': 'cross-site' }, 'cross-site');
    expect(res.statusCode).toBe(403);
  });

  it("accepts the app's own writes: its origin on any port (the proxy drops the port from Host), or no Origin", async () => {
    expect((await send({ origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' }, 'same origin')).statusCode).toBe(
      200,
    );
    expect((await send({ origin: `http://${HOST}:3000` }, 'dev port')).statusCode).toBe(200);
    expect((await send({}, 'no origin')).statusCode).toBe(200);
    expect(await storedTexts()).toEqual(expect.arrayContaining(['same origin', 'dev port', 'no origin']));
  });

  it('leaves reads alone: a cross-site GET carries no Lax cookie and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}`,
      headers: { host: HOST, cookie: patient.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('sockets from another site', () => {
  it('refuses the upgrade when the Origin is another host', async () => {
    await expect(
      t.app.injectWS('/ws', { headers: { host: HOST, cookie: patient.cookie, origin: 'https://evil.example' } }),
    ).rejects.toThrow(/403/);
  });

  it("registers the app's own socket", async () => {
    const socket = wrapSocket(
      await t.app.injectWS('/ws', { headers: { host: HOST, cookie: patient.cookie, origin: `https://${HOST}` } }),
    );
    expect((await socket.register('patient', conversationId, patient.userId)).type).toBe('registered');
    socket.close();
  });
});
