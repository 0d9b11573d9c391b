import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';
import {
  registerDoctor,
  registerPatient,
  requestDoctorFor,
  startConversation,
  type Patient,
} from './helpers/actors.js';
import { pngDataUrl } from './helpers/images.js';

let t: TestApp;
let alex: Patient;
let conversationId: string;
beforeAll(async () => {
  t = await buildTestApp();
  alex = await registerPatient(t.app);
  conversationId = await startConversation(t.app, alex);
});
afterAll(() => t.close());

const send = (payload: Record<string, unknown>, cookie = alex.cookie, id = conversationId) =>
  t.app.inject({ method: 'POST', url: `/api/conversations/${id}/messages`, headers: { cookie }, payload });
const countMessages = async (id = conversationId) =>
  (await t.app.db.selectFrom('messages').select('id').where('conversationId', '=', id).execute()).length;

const png = pngDataUrl;

describe('sending messages', () => {
  it('stores a trimmed patient message and moves lastMessage and timestamp together', async () => {
    const before = await t.app.db
      .selectFrom('conversations')
      .select('timestamp')
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow();
    const res = await send({
      text: '  I have a sore throat  ',
      sender: 'patient',
      timestamp: new Date().toISOString(),
      imageUrl: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json<{ patientMessage: Record<string, unknown>; doctorMessage?: unknown }>();
    expect(body.patientMessage).toMatchObject({
      text: 'I have a sore throat',
      sender: 'patient',
      conversationId,
      userId: alex.userId,
    });
    expect(body.doctorMessage).toBeUndefined(); // the silent engine: no AI reply
    const conv = await t.app.db
      .selectFrom('conversations')
      .selectAll()
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow();
    expect(conv.lastMessage).toBe('I have a sore throat');
    expect(conv.timestamp.getTime()).toBeGreaterThanOrEqual(before.timestamp.getTime());

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages?userDeviceId=${alex.deviceId}`,
      headers: { cookie: alex.cookie },
    });
    expect(list.json<{ text: string }[]>().map((m) => m.text)).toEqual(['I have a sore throat']);
  });

  it('accepts an image up to 10 MB and refuses a bigger one with 413', async () => {
    const ok = await send({ text: 'photo', sender: 'patient', imageUrl: png(1000) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ patientMessage: { imageUrl: string } }>().patientMessage.imageUrl).toMatch(
      /^data:image\/png;base64,/,
    );
    const n = await countMessages();
    const big = await send({ text: 'big photo', sender: 'patient', imageUrl: png(10_485_761) });
    expect(big.statusCode).toBe(413);
    expect(await countMessages()).toBe(n);
    const maxed = await send({ text: 'max photo', sender: 'patient', imageUrl: png(10_485_760) });
    expect(maxed.statusCode).toBe(200);
  });

  it.each([
    ['empty text', { text: '', sender: 'patient' }],
    ['blank text', { text: '   \n ', sender: 'patient' }],
    ['no text', { sender: 'patient' }],
    ['an unknown sender', { text: 'hi', sender: 'nurse' }],
    ['a non-image data URL', { text: 'hi', sender: 'patient', imageUrl: 'data:application/pdf;base64,AAAA' }],
    ['a remote image URL', { text: 'hi', sender: 'patient', imageUrl: 'https://example.com/x.png' }],
    ['broken base64', { text: 'hi', sender: 'patient', imageUrl: 'data:image/png;base64,@@@@' }],
    ['text as an object', { text: { a: 1 }, sender: 'patient' }],
  ])('refuses %s with a 4xx and stores nothing', async (_n, payload) => {
    const n = await countMessages();
    const res = await send(payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<{ message: string }>().message).toBeTruthy();
    expect(await countMessages()).toBe(n);
  });

  it('still refuses a message with no body or a body that is not JSON', async () => {
    for (const body of ['', '{"text":']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie: alex.cookie, 'content-type': 'application/json' },
        body,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it("names the senders allowed when the sender is neither 'patient' nor 'doctor'", async () => {
    const res = await send({ text: 'hi', sender: 'nurse' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'body/sender must be "patient" or "doctor"' });
  });

  it('lets a patient send only as the patient, and a doctor only as the doctor of that conversation', async () => {
    const n = await countMessages();
    const asDoctor = await send({ text: 'I am the doctor', sender: 'doctor' });
    expect(asDoctor.statusCode).toBe(403);

    const other = await registerPatient(t.app);
    expect((await send({ text: 'hi', sender: 'patient' }, other.cookie)).statusCode).toBe(404);
    expect((await send({ text: 'hi', sender: 'patient' }, '')).statusCode).toBe(401);

    const doctor = await registerDoctor(t.app);
    const notYet = await send({ text: 'Hello', sender: 'doctor', timestamp: new Date().toISOString() }, doctor.cookie);
    expect(notYet.statusCode).toBe(403);
    expect(await countMessages()).toBe(n);

    await requestDoctorFor(t.app, conversationId);
    const res = await send(
      { text: 'Hello, I am Dr Smith', sender: 'doctor', timestamp: new Date().toISOString() },
      doctor.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json<{ message: { sender: string; text: string } }>().message).toMatchObject({
      sender: 'doctor',
      text: 'Hello, I am Dr Smith',
    });

    const otherDoctor = await registerDoctor(t.app);
    expect((await send({ text: 'x', sender: 'doctor' }, otherDoctor.cookie)).statusCode).toBe(403);
    const readByOther = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages?doctorDeviceId=${otherDoctor.deviceId}`,
      headers: { cookie: otherDoctor.cookie },
    });
    expect(readByOther.statusCode).toBe(403);
    const wrongDevice = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages?doctorDeviceId=${otherDoctor.deviceId}`,
      headers: { cookie: doctor.cookie },
    });
    expect(wrongDevice.statusCode).toBe(403);
    const readByDoctor = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages?doctorDeviceId=${doctor.deviceId}`,
      headers: { cookie: doctor.cookie },
    });
    expect(readByDoctor.statusCode).toBe(200);
    expect(readByDoctor.json<{ sender: string }[]>().at(-1)?.sender).toBe('doctor');
  });

  it('answers 404 for a conversation that does not exist and 400 for a malformed id', async () => {
    expect(
      (await send({ text: 'hi', sender: 'patient' }, alex.cookie, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await send({ text: 'hi', sender: 'patient' }, alex.cookie, 'not-a-uuid')).statusCode).toBe(400);
  });
});
