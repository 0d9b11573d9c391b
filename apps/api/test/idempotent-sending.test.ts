import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationEngine } from '../src/consultation/contract.js';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { openSocket } from './helpers/socket.js';
import {
  registerDoctor,
  registerPatient,
  requestDoctorFor,
  startConversation,
  type DoctorActor,
  type Patient,
} from './helpers/actors.js';

/** An AI doctor that echoes, and counts its turns: a resend must not run one. */
let aiTurns = 0;
const echo: ConsultationEngine = {
  async reply(turn) {
    aiTurns++;
    return { text: `You said: ${turn.text}`, options: null, conversationUpdate: {}, intents: [] };
  },
};

let t: TestApp;
let alex: Patient;
beforeAll(async () => {
  t = await buildTestApp({}, { engine: echo });
  alex = await registerPatient(t.app);
});
afterAll(() => t.close());

interface Sent {
  patientMessage: { id: string; text: string };
  doctorMessage?: { id: string; text: string };
}

const send = (conversationId: string, payload: Record<string, unknown>, cookie = alex.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers: { cookie }, payload });
const textsOf = async (conversationId: string) =>
  (
    await t.app.db
      .selectFrom('messages')
      .select('text')
      .where('conversationId', '=', conversationId)
      .orderBy('seq')
      .execute()
  ).map((m) => m.text);

describe('a patient resending a message', () => {
  it('gets the stored message and the AI reply back, with nothing stored or answered twice', async () => {
    const conversationId = await startConversation(t.app, alex);
    const clientMessageId = randomUUID();
    const payload = {
      text: 'I have a headache',
      sender: 'patient',
      timestamp: new Date().toISOString(),
      imageUrl: null,
      clientMessageId,
    };
    const turnsBefore = aiTurns;

    const first = await send(conversationId, payload);
    expect(first.statusCode).toBe(200);
    // The answer was lost on the way; the client sends the same message again.
    const again = await send(conversationId, payload);
    expect(again.statusCode).toBe(200);

    expect(again.json<Sent>()).toEqual(first.json<Sent>());
    expect(first.json<Sent>().doctorMessage?.text).toBe('You said: I have a headache');
    expect(aiTurns - turnsBefore).toBe(1);
    expect(await textsOf(conversationId)).toEqual(['I have a headache', 'You said: I have a headache']);
  });

  it('delivers the stored messages again when the send that wrote them never published them', async () => {
    const conversationId = await startConversation(t.app, alex);
    const socket = await openSocket(t.app, alex.cookie);
    expect((await socket.register('patient', conversationId, alex.userId)).type).toBe('registered');
    const payload = { text: 'My ear hurts', sender: 'patient', clientMessageId: randomUUID() };
    // The process that stored the turn stopped before publishing it: its events never went out.
    const publish = t.app.bus.publish;
    t.app.bus.publish = async () => undefined;
    let first;
    try {
      first = (await send(conversationId, payload)).json<Sent>();
    } finally {
      t.app.bus.publish = publish;
    }
    const again = await send(conversationId, payload);
    expect(again.json<Sent>()).toEqual(first);
    const delivered = await socket.until(
      (e) => e.type === 'new_message' && e.message.id === first.doctorMessage?.id,
      30_000,
    );
    expect(delivered).toMatchObject({ message: { text: 'You said: My ear hurts' } });
    expect(socket.events.some((e) => e.type === 'new_message' && e.message.id === first.patientMessage.id)).toBe(true);
    socket.close();
  });

  it('stores one message when the same send arrives twice at once', async () => {
    const conversationId = await startConversation(t.app, alex);
    const payload = { text: 'My throat is sore', sender: 'patient', clientMessageId: randomUUID() };
    const [a, b] = await Promise.all([send(conversationId, payload), send(conversationId, payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<Sent>().patientMessage.id).toBe(b.json<Sent>().patientMessage.id);
    expect(await textsOf(conversationId)).toEqual(['My throat is sore', 'You said: My throat is sore']);
  });

  it('keeps sends without an id working: each is stored', async () => {
    const conversationId = await startConversation(t.app, alex);
    const payload = { text: 'Hello', sender: 'patient', timestamp: new Date().toISOString(), imageUrl: null };
    expect((await send(conversationId, payload)).statusCode).toBe(200);
    expect((await send(conversationId, payload)).statusCode).toBe(200);
    expect(await textsOf(conversationId)).toEqual(['Hello', 'You said: Hello', 'Hello', 'You said: Hello']);
  });

  it('treats a new id as a new message, and the same id in another conversation as another message', async () => {
    const one = await startConversation(t.app, alex);
    const two = await startConversation(t.app, alex);
    const clientMessageId = randomUUID();
    await send(one, { text: 'Yes', sender: 'patient', clientMessageId });
    await send(one, { text: 'Yes', sender: 'patient', clientMessageId: randomUUID() });
    await send(two, { text: 'Yes', sender: 'patient', clientMessageId });
    expect((await textsOf(one)).filter((m) => m === 'Yes')).toHaveLength(2);
    expect((await textsOf(two)).filter((m) => m === 'Yes')).toHaveLength(1);
  });

  it('refuses an id that is not a UUID, and stores nothing', async () => {
    const conversationId = await startConversation(t.app, alex);
    for (const clientMessageId of ['temp-123', '', 42, 'x'.repeat(5000)]) {
      const res = await send(conversationId, { text: 'Hi', sender: 'patient', clientMessageId });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/clientMessageId/);
    }
    expect(await textsOf(conversationId)).toEqual([]);
  });
});

describe('a doctor resending a message', () => {
  let doctor: DoctorActor;
  let conversationId: string;
  beforeAll(async () => {
    conversationId = await startConversation(t.app, alex);
    doctor = await registerDoctor(t.app);
    await requestDoctorFor(t.app, conversationId);
  });

  const fromDoctor = (payload: Record<string, unknown>) =>
    send(conversationId, { sender: 'doctor', timestamp: new Date().toISOString(), ...payload }, doctor.cookie);

  it('gets the stored message back instead of a copy', async () => {
    const clientMessageId = randomUUID();
    const first = await fromDoctor({ text: 'Hello, I am Dr Smith', clientMessageId });
    const again = await fromDoctor({ text: 'Hello, I am Dr Smith', clientMessageId });
    // The same send twice at once: the unique id lets one in, and the other answers with it.
    const racing = { text: 'How long?', clientMessageId: randomUUID() };
    const [a, b] = await Promise.all([fromDoctor(racing), fromDoctor(racing)]);
    expect([first.statusCode, again.statusCode, a.statusCode, b.statusCode]).toEqual([200, 200, 200, 200]);
    expect(again.json<{ message: { id: string } }>().message.id).toBe(
      first.json<{ message: { id: string } }>().message.id,
    );
    expect(a.json<{ message: { id: string } }>().message.id).toBe(b.json<{ message: { id: string } }>().message.id);
    expect((await textsOf(conversationId)).filter((m) => m === 'Hello, I am Dr Smith' || m === 'How long?')).toEqual([
      'Hello, I am Dr Smith',
      'How long?',
    ]);
  });

  it('delivers the stored message again when the send that wrote it never published it', async () => {
    const socket = await openSocket(t.app, alex.cookie);
    expect((await socket.register('patient', conversationId, alex.userId)).type).toBe('registered');
    const payload = { text: 'Rest and fluids', clientMessageId: randomUUID() };
    const publish = t.app.bus.publish;
    t.app.bus.publish = async () => undefined;
    let first;
    try {
      first = (await fromDoctor(payload)).json<{ message: { id: string } }>();
    } finally {
      t.app.bus.publish = publish;
    }
    expect((await fromDoctor(payload)).json<{ message: { id: string } }>()).toEqual(first);
    const delivered = await socket.until((e) => e.type === 'new_message' && e.message.id === first.message.id, 30_000);
    expect(delivered).toMatchObject({ message: { text: 'Rest and fluids', sender: 'doctor' } });
    socket.close();
  });

  it('cannot take over the id of the patient’s message', async () => {
    const clientMessageId = randomUUID();
    expect((await send(conversationId, { text: 'It hurts', sender: 'patient', clientMessageId })).statusCode).toBe(200);
    const res = await fromDoctor({ text: 'Sorry', clientMessageId });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('This message id belongs to another message');
    expect(await textsOf(conversationId)).not.toContain('Sorry');
  });
});
