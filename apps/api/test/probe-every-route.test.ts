import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../src/plugins/allowed-methods.js';
import { openSocket, socketClosed } from './helpers/socket.js';
import { badBodies, badPathValues, badQueries, isObjectSchema, type BadInput } from './helpers/probe-inputs.js';
import {
  allowedRoles,
  docsCase,
  expectedRefusal,
  ROUTE_CASES,
  type ProbeCall,
  type RouteCase,
} from './helpers/probe-routes.js';
import {
  buildWorld,
  OPERATOR_TOKEN,
  recordsDigest,
  ROLES,
  signInAgain,
  touchedSession,
  type Caller,
  type World,
} from './helpers/probe-world.js';

/**
 * Every route the server registers (Fastify's own list), called as every kind of caller and with
 * every shape of bad input (ARCHITECTURE §4): never a 5xx; a refusal is the status the spec names,
 * with a message, and changes nothing, read back from the records themselves.
 */
const w: World = await buildWorld();
afterAll(() => w.t.close());

interface Probe {
  key: string;
  route: ApiRoute;
  method: string;
  case: RouteCase;
}

/** The registered routes with their cases (HEAD as its GET); bulk deletes of the owner's data last. */
function probes(): Probe[] {
  const list: Probe[] = [];
  for (const route of w.app.apiRoutes()) {
    for (const method of route.methods) {
      const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
      const found = ROUTE_CASES[key] ?? (route.url.startsWith('/api/docs') ? docsCase(route.url) : undefined);
      if (!found) throw new Error(`no probe case for ${method} ${route.url}: say who may call it in probe-routes.ts`);
      list.push({ key: `${method} ${route.url}`, route, method, case: found });
    }
  }
  const destructive = (p: Probe) => p.method === 'DELETE' && p.route.url.includes('/user/');
  return [...list.filter((p) => !destructive(p)), ...list.filter(destructive)];
}
const PROBES = probes();

async function send(call: ProbeCall, asked: Caller | null, extra: Partial<ProbeCall> = {}) {
  const caller = call.caller ?? asked;
  const headers: Record<string, string | string[]> = { ...(call.headers ?? {}), ...(extra.headers ?? {}) };
  if (caller?.cookie) headers.cookie = caller.cookie;
  const payload = 'payload' in extra ? extra.payload : call.payload;
  if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const res = await w.app.inject({
    method: (extra.method ?? call.method) as 'GET',
    url: extra.url ?? call.url,
    headers,
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
  if (caller && touchedSession(res)) await signInAgain(w, caller);
  return res;
}

/** What every API answer carries, whatever it says: no 5xx, the security headers, JSON errors with a message. */
function expectSound(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(String(res.headers['cache-control']), what).toContain('no-store');
  expect(String(res.headers['content-security-policy']), what).toContain("frame-ancestors 'none'");
  // No CORS: the apps call their own origin, and no other origin may read an answer.
  expect(res.headers['access-control-allow-origin'], what).toBeUndefined();
  expect(res.headers['access-control-allow-credentials'], what).toBeUndefined();
  // A HEAD answer has the GET's headers and no body.
  if (res.statusCode >= 400 && res.raw.req.method !== 'HEAD') {
    expect(String(res.headers['content-type']), what).toContain('application/json');
    expect(typeof res.json<{ message?: unknown }>().message, `${what}: ${res.body}`).toBe('string');
  }
  // Nothing sent may reach Object.prototype (a "__proto__" or "constructor" key taken as a path).
  expect((Object.prototype as Record<string, unknown>).polluted, what).toBeUndefined();
}

/** A call that must be refused: the status named (any 4xx when none is), with nothing changed. */
async function expectRefused(
  make: () => Promise<LightMyRequestResponse>,
  what: string,
  statuses: number[] | null = null,
) {
  const before = await recordsDigest(w.app);
  const res = await make();
  expectSound(res, what);
  if (statuses) expect(statuses, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
  else expect(res.statusCode, `${what} → ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(await recordsDigest(w.app), `${what} changed records`).toBe(before);
  return res;
}

/** Who makes a route's calls in the bad-input probes: a caller it is for, so refusals come from the input. */
function entitled(c: RouteCase): Caller {
  const roles = allowedRoles(c);
  return w.callers[roles.includes('owner') ? 'owner' : (roles[0] ?? 'owner')];
}

describe('the route list', () => {
  it('has a probe case for every route the server registers, and no case for a route it does not', () => {
    expect(PROBES.length).toBeGreaterThan(30);
    const registered = new Set(PROBES.map((p) => `${p.method === 'HEAD' ? 'GET' : p.method} ${p.route.url}`));
    for (const key of Object.keys(ROUTE_CASES)) expect(registered, key).toContain(key);
  });
});

describe('bad input changes nothing and gets a clear 4xx', () => {
  it.each(PROBES.filter((p) => p.method !== 'HEAD').map((p) => [p.key, p] as const))('%s', async (_key, probe) => {
    const caller = entitled(probe.case);
    const inputs: BadInput[] = [
      ...badPathValues(w, probe.route.url),
      ...badQueries(probe.route.schema.querystring),
      ...(isObjectSchema(probe.route.schema.body) ? badBodies(probe.route.schema.body) : []),
    ];
    for (const input of inputs) {
      const built = await probe.case.build(w, caller);
      // The operator API refuses everyone but the operator before it reads the input: probe it as the operator.
      const call = probe.case.operatorApi
        ? { ...built, headers: { ...built.headers, authorization: `Bearer ${OPERATOR_TOKEN}` } }
        : built;
      const what = `${probe.key} ${input.name}`;
      if (input.mayPass) {
        // Harmless for the route (an unknown query key): sound, whatever it answers.
        expectSound(await send(call, caller, input.change(call)), what);
        continue;
      }
      await expectRefused(() => send(call, caller, input.change(call)), what, input.statuses ?? null);
    }
  });
});

describe('every scoped call checks who is asking', () => {
  it.each(PROBES.map((p) => [p.key, p] as const))('%s', async (_key, probe) => {
    const allowed = allowedRoles(probe.case);
    const as = { method: probe.method };
    // Refused callers first, then those it is for (whose call may change what the others tried to).
    for (const role of ROLES.filter((r) => !allowed.includes(r))) {
      const caller = w.callers[role];
      const call = await probe.case.build(w, caller);
      await expectRefused(() => send(call, caller, as), `${probe.key} as ${role}`, [expectedRefusal(probe.case, role)]);
    }
    for (const role of allowed) {
      const caller = w.callers[role];
      const call = await probe.case.build(w, caller);
      const res = await send(call, caller, as);
      expectSound(res, `${probe.key} as ${role}`);
      expect(res.statusCode, `${probe.key} as ${role}: ${res.body.slice(0, 300)}`).toBeLessThan(400);
    }
  });

  it('keeps a patient out of another patient’s objects named by a well-formed id', async () => {
    const owner = w.callers.owner;
    const other = w.callers.otherPatient;
    for (const [method, url, status] of [
      ['GET', `/api/conversations/${w.otherConversationId}`, 404],
      ['GET', `/api/conversations/${w.otherConversationId}/messages`, 404],
      ['GET', `/api/conversations/${w.otherConversationId}/assigned-doctor`, 404],
      ['PATCH', `/api/profiles/${w.otherProfileId}`, 404],
      ['DELETE', `/api/profiles/${w.otherProfileId}`, 404],
      ['GET', `/api/conversations?userId=${other.id}`, 403],
      ['GET', `/api/profiles/device/${other.deviceId}`, 403],
      ['DELETE', `/api/conversations/user/${other.id}`, 403],
    ] as const) {
      const payload = method === 'PATCH' ? { fullName: 'Taken Over' } : undefined;
      await expectRefused(() => send({ method, url, payload }, owner), `${method} ${url} as owner`, [status]);
    }
    const sent = { text: 'Not my consultation', sender: 'patient' };
    await expectRefused(
      () => send({ method: 'POST', url: `/api/conversations/${w.otherConversationId}/messages`, payload: sent }, owner),
      'a message into another patient’s consultation',
      [404],
    );
  });
});

describe('requests malformed as a whole', () => {
  const profileCall = (): ProbeCall => ({
    method: 'POST',
    url: '/api/profiles',
    payload: { deviceId: w.callers.owner.deviceId, fullName: 'Whole Body' },
  });

  it('refuses bodies that are not JSON objects, or not JSON, with 400 or 415', async () => {
    const owner = w.callers.owner;
    for (const [name, payload, type, statuses] of [
      ['invalid JSON', '{"fullName":', 'application/json', [400]],
      ['a JSON body labelled text', JSON.stringify(profileCall().payload), 'text/plain', [415]],
      ['a form', 'deviceId=x&fullName=y', 'application/x-www-form-urlencoded', [415]],
      ['multipart', '--b\r\n\r\nx\r\n--b--', 'multipart/form-data; boundary=b', [415]],
      // JSON is UTF-8 (RFC 8259): other bytes are not JSON, whatever charset the label claims.
      [
        'UTF-16 JSON',
        Buffer.from(JSON.stringify(profileCall().payload), 'utf16le'),
        'application/json; charset=utf-16',
        [400, 415],
      ],
      ['an unlabelled body', JSON.stringify(profileCall().payload), '', [400, 415]],
    ] as const) {
      await expectRefused(
        () =>
          w.app.inject({
            method: 'POST',
            url: '/api/profiles',
            headers: { cookie: owner.cookie, ...(type ? { 'content-type': type } : {}) },
            payload,
          }),
        name,
        [...statuses],
      );
    }
  });

  it('takes a duplicated header as one refusal or one caller, never a mix of two', async () => {
    const owner = w.callers.owner;
    const other = w.callers.otherPatient;
    // Two content types: read as the first (as Node keeps the first of a repeated Content-Type), or refused.
    const before = await recordsDigest(w.app);
    const twoTypes = await w.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: { cookie: owner.cookie, 'content-type': ['application/json', 'text/plain'] },
      payload: JSON.stringify(profileCall().payload),
    });
    expectSound(twoTypes, 'two content types');
    if (twoTypes.statusCode === 201) expect(twoTypes.json()).toMatchObject({ fullName: 'Whole Body' });
    else expect(await recordsDigest(w.app)).toBe(before);
    // Two sessions' cookies in two headers: the call is one patient's, never the other's data under the first's name.
    const res = await w.app.inject({
      method: 'GET',
      url: `/api/conversations?userId=${other.id}`,
      headers: { cookie: [owner.cookie, other.cookie] },
    });
    expectSound(res, 'two cookie headers');
    if (res.statusCode === 200) {
      for (const c of res.json<{ userId: string }[]>()) expect(c.userId).toBe(other.id);
    }
    const twoAuthorizations: Record<string, string[]> = { authorization: ['Bearer wrong', 'Bearer also-wrong'] };
    const operator = await w.app.inject({
      method: 'GET',
      url: '/api/operator/doctors/pending',
      headers: twoAuthorizations,
    });
    expectSound(operator, 'two authorization headers');
    expect(operator.statusCode).toBe(401);
  });

  it('answers every method a path does not take with a 405 naming the ones it does', async () => {
    const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
    for (const probe of PROBES.filter((p) => p.method !== 'HEAD' && !p.route.url.startsWith('/api/docs'))) {
      const call = await probe.case.build(w, entitled(probe.case));
      const path = call.url.split('?')[0]!;
      const allowed = w.app.allowedMethods(path);
      for (const method of METHODS.filter((m) => !allowed.includes(m))) {
        const res = await expectRefused(
          () => send({ method, url: path }, w.callers.owner),
          `${method} ${probe.route.url}`,
          [405],
        );
        expect(res.headers.allow, `${method} ${path}`).toBe(allowed.join(', '));
      }
    }
  });
});

describe('odd headers', () => {
  it('never make a 5xx, and never sign anyone in', async () => {
    const owner = w.callers.owner;
    const ODD: Record<string, string>[] = [
      { host: '' },
      { host: 'a'.repeat(5000) },
      { host: '[::1]:99999' },
      { host: 'ex ample.com' },
      { host: 'évil.example' },
      { cookie: 'th_patient=%' },
      { cookie: 'th_patient=%E0%A4%A; th_doctor=%zz' },
      { cookie: `th_patient=${'x'.repeat(8000)}` },
      { cookie: 'th_patient=s:forged.signature' },
      { cookie: '__proto__=x; constructor=y' },
      { 'x-forwarded-for': 'not an address, 999.1.1.1' },
      { 'sec-fetch-site': 'x'.repeat(1000), 'sec-fetch-mode': '\u202e' },
      { 'accept-encoding': 'br;q=nan, gzip;q=-1, *;q=2' },
      { range: 'bytes=999999999-' },
      { 'content-length': '5' },
    ];
    const reads = PROBES.filter((p) => p.method === 'GET' && !p.route.url.startsWith('/api/docs'));
    for (const headers of ODD) {
      for (const probe of reads) {
        const call = await probe.case.build(w, owner);
        const res = await w.app.inject({ method: 'GET', url: call.url, headers });
        expect(
          res.statusCode,
          `${probe.key} with ${JSON.stringify(headers).slice(0, 80)}: ${res.body.slice(0, 200)}`,
        ).toBeLessThan(500);
        // No valid session came with these: nothing scoped is answered, and no cookie is set but by a sign-in.
        if (probe.case.audience !== 'public') expect(res.statusCode, probe.key).toBeGreaterThanOrEqual(400);
      }
      for (const url of ['/', '/doctors', '/assets/nothing.js', '/api/nothing']) {
        const res = await w.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} with ${JSON.stringify(headers).slice(0, 80)}`).toBeLessThan(500);
      }
    }
  });
});

describe('another origin', () => {
  it('may not read an answer, preflight or not, and may not write with the session cookie', async () => {
    const evil = { origin: 'https://evil.example' };
    for (const probe of PROBES.filter((p) => p.method === 'GET' && !p.route.url.startsWith('/api/docs'))) {
      const caller = entitled(probe.case);
      const call = await probe.case.build(w, caller);
      expectSound(await send(call, caller, { headers: evil }), `${probe.key} from another origin`);
      const preflight = await w.app.inject({
        method: 'OPTIONS',
        url: call.url,
        headers: { ...evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expectSound(preflight, `preflight of ${probe.key}`);
    }
    for (const probe of PROBES.filter((p) => p.method === 'POST' || p.method === 'PATCH' || p.method === 'DELETE')) {
      const caller = entitled(probe.case);
      const call = await probe.case.build(w, caller);
      await expectRefused(() => send(call, caller, { headers: evil }), `${probe.key} from another origin`, [403]);
    }
  });
});

describe('the socket', () => {
  /** What the server does with one message on a fresh socket: its first event, or how it closed. */
  async function answerTo(cookie: string, message: string): Promise<string> {
    const socket = await openSocket(w.app, cookie);
    const closed = socketClosed(socket.ws);
    socket.ws.send(message);
    const first = await Promise.race([
      socket.until(() => true).then((e) => `event ${e.type}`),
      closed.then((code) => `closed ${code}`),
    ]);
    socket.close();
    return first;
  }

  it('answers any shape of message with an error or a refusal, never a failure, and registers no stranger', async () => {
    const { owner, otherPatient, assignedDoctor } = w.callers;
    const register = (fields: Record<string, unknown>) => JSON.stringify({ type: 'register', ...fields });
    const junk = [
      'not json',
      '[]',
      'null',
      '"register"',
      JSON.stringify({ type: 'register' }),
      // A prototype key beside a stranger's registration: refused, and Object.prototype untouched.
      `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"type":"register","userType":"patient","conversationId":"${w.otherConversationId}","userId":"${owner.id}"}`,
      register({ userType: 'admin', conversationId: w.conversationId, userId: owner.id }),
      register({ userType: 'patient', conversationId: ['x'], userId: owner.id }),
      register({ userType: 'patient', conversationId: 'a\u0000b', userId: owner.id }),
      register({ userType: 'patient', conversationId: 'x'.repeat(60_000), userId: owner.id }),
      register({ userType: 'patient', conversationId: w.conversationId, userId: otherPatient.id }),
      register({ userType: 'patient', conversationId: w.otherConversationId, userId: owner.id }),
      register({ userType: 'doctor', conversationId: 'waiting-room', userId: assignedDoctor.id }),
      register({ userType: 'doctor', conversationId: w.conversationId, userId: owner.id }),
      'x'.repeat(70 * 1024),
    ];
    for (const message of junk) {
      const answer = await answerTo(owner.cookie, message);
      expect(['event error', 'closed 4403', 'closed 1009'], `${message.slice(0, 80)} → ${answer}`).toContain(answer);
      expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    }
    // The owner's own registration still works.
    const own = await answerTo(
      owner.cookie,
      register({ userType: 'patient', conversationId: w.conversationId, userId: owner.id }),
    );
    expect(own).toBe('event registered');
  });
});

describe('images', () => {
  it('are seen by the patient who sent them and the doctor assigned to the consultation, and no one else', async () => {
    const { owner } = w.callers;
    const image = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]).toString('base64')}`;
    const sent = await send(
      {
        method: 'POST',
        url: `/api/conversations/${w.conversationId}/messages`,
        payload: { text: 'A photo of the rash', sender: 'patient', imageUrl: image },
      },
      owner,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const encoded = image.slice(image.indexOf(',') + 1);
    for (const role of ROLES) {
      const res = await send(
        { method: 'GET', url: `/api/conversations/${w.conversationId}/messages` },
        w.callers[role],
      );
      expectSound(res, `messages as ${role}`);
      const sees = role === 'owner' || role === 'assignedDoctor';
      expect(res.statusCode, role).toBe(
        sees ? 200 : expectedRefusal(ROUTE_CASES['GET /api/conversations/:id/messages']!, role),
      );
      expect(res.body.includes(encoded), role).toBe(sees);
    }
  });
});

describe('text as people write it', () => {
  const WRITTEN = ['مريض جديد', 'Zoë\u200bAnn', 'A\u202eB', 'e\u0301\u0301\u0301', '😷 Ann', '\ufeffBom Name'];

  it('stores a name or a message exactly as sent, or refuses it with a message and stores nothing', async () => {
    const owner = w.callers.owner;
    for (const text of WRITTEN) {
      const before = await recordsDigest(w.app);
      const profile = await send(
        { method: 'POST', url: '/api/profiles', payload: { deviceId: owner.deviceId, fullName: text } },
        owner,
      );
      expectSound(profile, `profile named ${JSON.stringify(text)}`);
      if (profile.statusCode === 201) {
        const stored = await w.app.db
          .selectFrom('profiles')
          .select('fullName')
          .where('id', '=', profile.json<{ id: string }>().id)
          .executeTakeFirstOrThrow();
        expect(stored.fullName).toBe(text.trim());
      } else {
        expect(profile.statusCode).toBe(400);
        expect(await recordsDigest(w.app)).toBe(before);
      }
    }
    const conversationId = w.conversationId;
    for (const text of WRITTEN) {
      const res = await send(
        { method: 'POST', url: `/api/conversations/${conversationId}/messages`, payload: { text, sender: 'patient' } },
        owner,
      );
      expectSound(res, `message ${JSON.stringify(text)}`);
      expect(res.statusCode).toBe(200);
      const id = res.json<{ patientMessage: { id: string } }>().patientMessage.id;
      const stored = await w.app.db
        .selectFrom('messages')
        .select('text')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.text).toBe(text.trim());
    }
  });

  it('keeps an unknown id for nobody: a random uuid is a 404 wherever an id is looked up', async () => {
    const owner = w.callers.owner;
    for (const url of [
      `/api/conversations/${randomUUID()}`,
      `/api/conversations/${randomUUID()}/messages`,
      `/api/attachments/${randomUUID()}`,
    ])
      await expectRefused(() => send({ method: 'GET', url }, owner), url, [404]);
  });
});
