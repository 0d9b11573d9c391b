import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ActionableItemsResponse } from '@telehealth/schema';
import { insertAttachment } from '../src/repositories/documents.js';
import { addMessage } from '../src/repositories/messages.js';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerDoctor, registerPatient, requestDoctorFor, startConversation } from './helpers/actors.js';
import { openSocket, wrapSocket } from './helpers/socket.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const auditRows = (action: string) =>
  t.app.db.selectFrom('auditEvents').selectAll().where('action', '=', action).orderBy('at').execute();

describe('query parameters are finite whole numbers (D8)', () => {
  it.each(['Infinity', '1e309', '-Infinity', 'NaN', '3.5', '1e3', '0x10', ' 3', ''])(
    'refuses monthsOld=%j on both …/old deletes with 400, deleting nothing',
    async (monthsOld) => {
      const patient = await registerPatient(t.app);
      await startConversation(t.app, patient);
      await t.app.db
        .updateTable('conversations')
        .set({ createdAt: new Date('2000-01-01'), timestamp: new Date('2000-01-01') })
        .where('userId', '=', patient.userId)
        .execute();
      for (const list of ['conversations', 'documents']) {
        const res = await t.app.inject({
          method: 'DELETE',
          url: `/api/${list}/user/${patient.userId}/old?monthsOld=${encodeURIComponent(monthsOld)}`,
          headers: { cookie: patient.cookie },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(/^monthsOld must be a whole number/);
      }
      const left = await t.app.db
        .selectFrom('conversations')
        .select('id')
        .where('userId', '=', patient.userId)
        .execute();
      expect(left).toHaveLength(1);
    },
  );

  it('still deletes with a plain number, and with the default', async () => {
    const patient = await registerPatient(t.app);
    for (const query of ['?monthsOld=3', '']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/conversations/user/${patient.userId}/old${query}`,
        headers: { cookie: patient.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Deleted 0 conversations older than 3 months' });
    }
  });
});

describe('answers are not cached, and the page may not move its base (D9)', () => {
  it('says Cache-Control: no-store on every /api answer, health, errors and refusals included', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({
        method: 'GET',
        url: `/api/conversations?userId=${patient.userId}`,
        headers: { cookie: patient.cookie },
      }),
      t.app.inject({ method: 'GET', url: `/api/conversations/${c}/messages`, headers: { cookie: patient.cookie } }),
      t.app.inject({ method: 'GET', url: `/api/conversations/${c}` }),
      t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 401, 404]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it("sends a CSP with base-uri 'none'", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
  });

  it('lets the pages take styles from their own files only, never from markup', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const styleSrc = /(?:^|;)style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(styleSrc).toBe("'self'");
  });

  it('lets the pages connect to their own origin and its socket only, on the host and port they came from', async () => {
    const connectSrc = (host?: string) =>
      t.app
        .inject({ method: 'GET', url: '/', headers: host === undefined ? {} : { host } })
        .then((res) => /(?:^|;)connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]);
    expect(await connectSrc('care.example.org')).toBe("'self' wss://care.example.org ws://care.example.org");
    expect(await connectSrc('Localhost:3000')).toBe("'self' wss://localhost:3000 ws://localhost:3000");
    expect(await connectSrc('[::1]:8080')).toBe("'self' wss://[::1]:8080 ws://[::1]:8080");
    // No other host, and no scheme-wide source: a page made to run a script cannot open a socket elsewhere.
    for (const host of ['care.example.org', 'localhost:3000']) {
      const sources = (await connectSrc(host))!.split(' ');
      expect(sources).not.toContain('ws:');
      expect(sources).not.toContain('wss:');
      expect(sources.every((s) => s === "'self'" || s.endsWith(`//${host.toLowerCase()}`))).toBe(true);
    }
    // A Host that is not a plain host[:port] writes nothing into the policy.
    expect(await connectSrc('evil.example; script-src *')).toBe("'self'");
  });

  it('lets no page frame the apps or the API, in the older header as in the policy', async () => {
    for (const url of ['/api/health', '/', '/some/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('refuses the camera, microphone and location to the pages and whatever they embed', async () => {
    for (const url of ['/api/health', '/', '/some/page']) {
      const policy = (await t.app.inject({ method: 'GET', url })).headers['permissions-policy'];
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) expect(policy, url).toContain(feature);
    }
  });
});

describe('/api/docs only when enabled (D9)', () => {
  it('is not served when API_DOCS is off, and is when on', async () => {
    const off = await buildTestApp({ apiDocs: false });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        expect((await off.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await off.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('may be framed by no page, its own origin included, like every other answer', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(400);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy'], url).not.toContain("frame-ancestors 'self'");
    }
  });
});

describe('the audit trail (D9)', () => {
  it('records every read and change of health data by a clinician', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Audit Reader' });
    await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).where('id', '!=', doctor.id).execute();
    await requestDoctorFor(t.app, c);
    const as = { cookie: doctor.cookie };

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/conversations/${c}/messages`, headers: as })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}/patients`, headers: as })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/conversations/${c}/clinical-management`,
          headers: as,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    const items = await t.app.inject({ method: 'GET', url: `/api/conversations/${c}/actionable-items`, headers: as });
    expect(items.statusCode).toBe(200);
    const item = Object.values(items.json<ActionableItemsResponse>().actionableItems).flat()[0]!;
    const toggled = await t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${c}/actionable-items/${item.id}`,
      headers: as,
      payload: { ticked: !item.ticked },
    });
    expect(toggled.statusCode).toBe(200);
    const said = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${c}/messages`,
      headers: as,
      payload: { text: 'Hello', sender: 'doctor', timestamp: new Date().toISOString() },
    });
    expect(said.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/doctors/${doctor.id}`,
          headers: as,
          payload: { mobileNumber: '0400111222' },
        })
      ).statusCode,
    ).toBe(200);
    const attachmentId = await insertAttachment(t.app.db, {
      conversationId: c,
      userId: patient.userId,
      kind: 'Medical Certificate',
      fileName: 'medical-certificate.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('%PDF-1.7\n'),
      documentNumber: 'MC-TEST-1',
      verificationCode: 'AUDITTEST1',
      purpose: 'work',
      condition: null,
      validFrom: null,
      validTo: null,
      doctorId: doctor.id,
      doctorName: doctor.fullName,
      providerNumber: '2345678A',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/attachments/${attachmentId}`, headers: as })).statusCode,
    ).toBe(200);
    const socket = await openSocket(t.app, doctor.cookie);
    expect((await socket.register('doctor', c, doctor.id)).type).toBe('registered');
    socket.close();

    const rows = await t.app.db.selectFrom('auditEvents').selectAll().where('actorId', '=', doctor.id).execute();
    const recorded = rows.map((r) => `${r.action} ${r.subjectType} ${r.subjectId}`);
    expect(recorded).toEqual(
      expect.arrayContaining([
        `messages.read conversation ${c}`,
        `patients.list doctor ${doctor.id}`,
        `actionable_items.read conversation ${c}`,
        `actionable_item.toggle conversation ${c}`,
        `message.send conversation ${c}`,
        `doctor.profile.update doctor ${doctor.id}`,
        `attachment.download attachment ${attachmentId}`,
        `socket.register conversation ${c}`,
      ]),
    );
    expect(rows.find((r) => r.action === 'actionable_item.toggle')?.detail).toEqual({
      itemId: item.id,
      ticked: !item.ticked,
    });
    expect(rows.every((r) => r.actorType === 'doctor')).toBe(true);
  });

  it('records a patient’s own reads as nothing, and every refused attempt (401 and 403, HTTP and socket)', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const before = (await auditRows('access.refused')).length;
    await t.app.inject({ method: 'GET', url: `/api/conversations/${c}/messages`, headers: { cookie: patient.cookie } });
    expect(
      await t.app.db.selectFrom('auditEvents').select('id').where('actorId', '=', patient.userId).execute(),
    ).toHaveLength(0);

    const stranger = await registerDoctor(t.app, { fullName: 'Dr Not Assigned' });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/conversations/${c}/messages` });
    expect(anonymous.statusCode).toBe(401);
    const notTheirs = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${c}/actionable-items`,
      headers: { cookie: stranger.cookie },
    });
    expect(notTheirs.statusCode).toBe(403);
    const otherDoctorsList = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${(await registerDoctor(t.app)).id}/patients`,
      headers: { cookie: stranger.cookie },
    });
    expect(otherDoctorsList.statusCode).toBe(403);
    const socket = await openSocket(t.app, stranger.cookie);
    socket.ws.send(JSON.stringify({ type: 'register', userType: 'doctor', conversationId: c, userId: stranger.id }));
    expect(await socket.next('error')).toEqual({ type: 'error', message: 'Not authorized for this conversation' });
    socket.close();

    const refused = (await auditRows('access.refused')).slice(before);
    expect(
      refused.map((r) => [
        r.actorType,
        r.actorId,
        r.subjectId,
        (r.detail as { route: string; status: number }).route,
        (r.detail as { status: number }).status,
      ]),
    ).toEqual([
      ['anonymous', null, c, 'GET /api/conversations/:id/messages', 401],
      ['doctor', stranger.id, c, 'GET /api/conversations/:id/actionable-items', 403],
      ['doctor', stranger.id, expect.any(String), 'GET /api/doctors/:id/patients', 403],
      ['doctor', stranger.id, c, 'WS /ws register', 403],
    ]);
  });
});

describe('a graceful shutdown (D9)', () => {
  it('delivers every socket event already queued before it closes the sockets', async () => {
    // A real socket on a real port; with PostgreSQL the events come back through LISTEN/NOTIFY.
    const local = await buildTestApp();
    const patient = await registerPatient(local.app);
    const c = await startConversation(local.app, patient);
    await local.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = local.app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie: patient.cookie } });
    await once(ws, 'open');
    const socket = wrapSocket(ws);
    await socket.register('patient', c, patient.userId);
    const events = [];
    for (let i = 0; i < 200; i++) {
      const row = await addMessage(local.app.db, { conversationId: c, sender: 'doctor', text: `queued ${i}` });
      events.push({ kind: 'new_message' as const, conversationId: c, messageId: row.id });
    }
    const closed = once(ws, 'close');
    await local.app.publish(events);
    // The first has arrived: the rest are heard and queued, or on their way.
    await socket.next('new_message');
    await local.close();
    await closed;
    const delivered = socket.events.flatMap((e) => (e.type === 'new_message' ? [e.message.text] : []));
    expect(delivered).toEqual(events.map((_e, i) => `queued ${i}`));
  });
});
