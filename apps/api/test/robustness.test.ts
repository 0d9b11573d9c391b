import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerDoctor, registerPatient, startConversation } from './helpers/actors.js';
import { redactUrl } from '../src/plugins/redact.js';

let t: TestApp;
let cookie: string;
let patientDeviceId: string;
let conversationId: string;
/** Hundreds of writes from one session in a minute: the rate limits (tested on their own) stay out of the way. */
const UNLIMITED = 1_000_000;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimit: {
      registrationsPerMinute: UNLIMITED,
      messagesPerMinute: UNLIMITED,
      writesPerMinute: UNLIMITED,
      verificationsPerMinute: UNLIMITED,
      perAddressPerMinute: UNLIMITED,
    },
  });
  const p = await registerPatient(t.app);
  cookie = p.cookie;
  patientDeviceId = p.deviceId;
  conversationId = await startConversation(t.app, p);
  const d = await registerDoctor(t.app);
  cookie = `${cookie}; ${d.cookie}`;
});
afterAll(() => t.close());

const ROUTES: [string, string][] = [
  ['GET', '/api/users/device/X'],
  ['POST', '/api/users/device'],
  ['POST', '/api/conversations'],
  ['GET', '/api/conversations?userId=X'],
  ['GET', '/api/conversations/X'],
  ['GET', '/api/conversations/X/messages'],
  ['POST', '/api/conversations/X/messages'],
  ['GET', '/api/conversations/X/assigned-doctor'],
  ['GET', '/api/documents/user/X'],
  ['GET', '/api/profiles/device/X'],
  ['POST', '/api/profiles'],
  ['PATCH', '/api/profiles/X'],
  ['DELETE', '/api/profiles/X'],
  ['DELETE', '/api/conversations/user/X'],
  ['DELETE', '/api/conversations/user/X/old?monthsOld=X'],
  ['DELETE', '/api/documents/user/X'],
  ['DELETE', '/api/documents/user/X/old?monthsOld=X'],
  ['GET', '/api/doctors/device/X'],
  ['POST', '/api/doctors/device'],
  ['POST', '/api/doctors'],
  ['PATCH', '/api/doctors/X'],
  ['PATCH', '/api/doctors/X/availability'],
  ['GET', '/api/doctors/X/patients'],
  ['GET', '/api/attachments/X'],
  ['GET', '/api/verify/X'],
];

const ODD_VALUES = [
  "'; drop table users; --",
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(300),
  '%F0%9F%92%A9',
];
const ODD_BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  true,
  { deviceId: null },
  { text: { nested: [1, 2] }, sender: ['patient'] },
  { a: 'x'.repeat(5000) },
  { text: 'a\u0000b', sender: 'patient', fullName: 'a\u0000b', deviceId: 'device_1\u0000' },
];

describe('no input of any shape makes a 500', () => {
  it.each(ROUTES)('%s %s', async (method, template) => {
    for (const value of ODD_VALUES) {
      for (const body of ODD_BODIES) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: template.replace(/X/g, value),
          headers: {
            cookie,
            ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
          },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: JSON.stringify(body) }),
        });
        expect(res.statusCode, `${method} ${template} ${value} ${JSON.stringify(body)} → ${res.body}`).toBeLessThan(
          500,
        );
        if (res.headers['content-type']?.toString().includes('json')) expect(() => res.json()).not.toThrow();
      }
    }
  });

  it('answers malformed JSON, wrong content types and oversized bodies with 4xx', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"fullName":',
    });
    expect(broken.statusCode).toBe(400);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: { cookie, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    // JSON labelled as text is not read as a string the schema then calls "must be object".
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: JSON.stringify({ deviceId: patientDeviceId, fullName: 'Ann Lee' }),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json<{ message: string }>().message).toContain('text/plain');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ fullName: 'x'.repeat(200_000) }),
    });
    expect(big.statusCode).toBe(413);
    const huge = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        text: 'x',
        sender: 'patient',
        imageUrl: `data:image/png;base64,${'A'.repeat(16 * 1024 * 1024)}`,
      }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses an unpaired surrogate (valid JSON, not storable) with a 400 and stores nothing', async () => {
    const messagesBefore = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie },
    });
    // Half of a surrogate pair as a JSON escape, as any client may send it.
    const lone = String.raw`\ud800`;
    const message = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: `{"text":"sore ${lone} throat","sender":"patient"}`,
    });
    expect(message.statusCode, message.body).toBe(400);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: { cookie, 'content-type': 'application/json' },
      payload: `{"deviceId":"${patientDeviceId}","fullName":"Ann Lee","country":"Austr${lone}alia"}`,
    });
    expect(profile.statusCode, profile.body).toBe(400);
    const messagesAfter = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie },
    });
    expect(messagesAfter.body).toBe(messagesBefore.body);
    // A character outside the Basic Multilingual Plane (a surrogate pair) is ordinary text.
    const emoji = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'my throat hurts \u{1F915}', sender: 'patient' }),
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('takes a JSON body as sent: a number, array or object where text belongs is a 400 and stores nothing', async () => {
    const read = () =>
      t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages`, headers: { cookie } });
    const before = (await read()).body;
    for (const text of [5, true, ['sore throat'], { text: 'sore throat' }]) {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ text, sender: 'patient' }),
      });
      expect(sent.statusCode, sent.body).toBe(400);
      expect(JSON.parse(sent.body)).toHaveProperty('message');
    }
    expect((await read()).body).toBe(before);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ deviceId: patientDeviceId, fullName: 12345, country: 'Australia' }),
    });
    expect(profile.statusCode, profile.body).toBe(400);
    // A query string is text: its number is still read from the digits.
    const old = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/user/00000000-0000-4000-8000-000000000000/old?monthsOld=3`,
      headers: { cookie },
    });
    expect(old.statusCode).not.toBe(400);
  });

  it('answers a malformed URL in its own shape, with the security headers, without echoing it', async () => {
    for (const url of ['/api/verify/%E0%A4%A', '/api/conversations/%zz/messages', '/%E0%A4%A<script>']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: 'The address is not valid' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toContain('not found');
  });

  it('answers a known API path asked with another method with a 405 naming the methods it takes', async () => {
    const conversation = '/api/conversations/00000000-0000-4000-8000-000000000000';
    for (const [method, url, allow] of [
      ['PUT', '/api/conversations', 'GET, HEAD, POST'],
      ['DELETE', conversation, 'GET, HEAD'],
      ['GET', '/api/users/device', 'POST'],
      ['TRACE', '/api/profiles/00000000-0000-4000-8000-000000000000', 'DELETE, PATCH'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json<{ message: string }>().message).toBe(`${method} is not allowed here (allowed: ${allow})`);
    }
    const unknown = await t.app.inject({ method: 'PUT', url: `${conversation}/nothing` });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves the OpenAPI document and the health check', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/conversations/{id}/messages', '/api/doctors', '/api/profiles/{id}']),
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});

describe('device ids never reach the logs', () => {
  it('redacts them from request URLs', () => {
    expect(redactUrl('/api/users/device/device_1732250000000_abcdefghijklmnopqrstuvwxyz')).toBe(
      '/api/users/device/[redacted]',
    );
    expect(redactUrl('/api/conversations/abc?userDeviceId=device_1_x&x=1')).toBe(
      '/api/conversations/abc?userDeviceId=[redacted]&x=1',
    );
    expect(redactUrl('/api/conversations/abc/messages?doctorDeviceId=1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBe(
      '/api/conversations/abc/messages?doctorDeviceId=[redacted]',
    );
    // However the URL spells them.
    const id = 'device_1732250000000_abcdefghijklmnopqrstuvwxyz';
    for (const url of [
      `/api/users/%64evice/${id}`,
      `/api/users/device/${id.replace('_', '%5F')}`,
      `/api/conversations/abc?userDeviceId[]=${id}`,
      `/api/conversations/abc?%75serDeviceId=${id}`,
      `/api/conversations/abc?USERDEVICEID=${id}`,
    ]) {
      expect(redactUrl(url), url).not.toContain('abcdefghijklmnopqrstuvwxyz');
      expect(redactUrl(url), url).toContain('[redacted]');
    }
    expect(redactUrl('/api/conversations/abc?x=%26')).toBe('/api/conversations/abc?x=%26');
  });
});
