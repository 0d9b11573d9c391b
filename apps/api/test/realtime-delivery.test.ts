import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_PAYLOAD_LIMIT, eventsWithAudience } from '../src/repositories/audiences.js';
import { addMessage } from '../src/repositories/messages.js';
import { toMessage } from '../src/domain/serialize.js';
import type { BusEvent, HeardEvent } from '../src/realtime/event-bus.js';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerDoctor, registerPatient, requestDoctorFor, startConversation } from './helpers/actors.js';
import { openSocket, type TestSocket } from './helpers/socket.js';

/**
 * Delivery as it scales: the message travels with its event when it fits a notification (read by
 * id when it does not), a conversation's events keep their order even when some need a read and
 * others do not, and a socket hears only its own conversation's events.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const texts = (s: TestSocket) => s.events.flatMap((e) => (e.type === 'new_message' ? [e.message.text] : []));

const offline = () => t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).execute();

/** A PNG-typed data URL of `bytes` random bytes: far past a notification's 8 kB once in base64. */
const imageOf = (bytes: number) => `data:image/png;base64,${randomBytes(bytes).toString('base64')}`;

describe('real-time delivery', () => {
  it('carries a message that fits with its event, and a message too large for a notification is read by id', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const small = await addMessage(t.app.db, { conversationId: c, sender: 'patient', text: 'small' });
    const large = await addMessage(t.app.db, {
      conversationId: c,
      sender: 'patient',
      text: 'with a photo',
      imageUrl: imageOf(64 * 1024),
    });
    const publish = (message: typeof small): BusEvent => ({
      kind: 'new_message',
      conversationId: c,
      messageId: message.id,
      message,
    });

    // What the bus sends: the small message whole, the large one as its id, both with their audience.
    const [fits, oversized] = (
      await eventsWithAudience(
        t.app.db,
        [small, large].map((m) => ({ kind: 'new_message', conversationId: c, messageId: m.id, message: toMessage(m) })),
        t.app.config.session.idleMinutes,
        null,
      )
    ).map((p) => JSON.parse(p) as HeardEvent);
    const audience = { ownerId: patient.userId, doctorIds: [], sessionIds: [expect.any(String)] };
    expect(fits).toMatchObject({ kind: 'new_message', message: { text: 'small' }, audience });
    expect(oversized).not.toHaveProperty('message');
    expect(oversized).toMatchObject({ kind: 'new_message', messageId: large.id, audience });
    expect(JSON.stringify(oversized).length).toBeLessThanOrEqual(NOTIFY_PAYLOAD_LIMIT);

    // And through the whole path: the socket gets the large message, image and all.
    const socket = await openSocket(t.app, patient.cookie);
    expect((await socket.register('patient', c, patient.userId)).type).toBe('registered');
    await t.app.publish([publish(large), publish(small)]);
    await socket.until((e) => e.type === 'new_message' && e.message.text === 'small');
    const heard = socket.events.flatMap((e) => (e.type === 'new_message' ? [e.message] : []));
    expect(heard.map((m) => m.text)).toEqual(['with a photo', 'small']);
    expect(heard[0]!.imageUrl).toBe(`data:image/png;base64,${Buffer.from(large.imageData!).toString('base64')}`);
    expect(heard[0]!.id).toBe(large.id);
    socket.close();
  });

  it('keeps a conversation’s order when some of its events need a read and others do not', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const socket = await openSocket(t.app, patient.cookie);
    expect((await socket.register('patient', c, patient.userId)).type).toBe('registered');
    const said: string[] = [];
    const events: BusEvent[] = [];
    for (let i = 1; i <= 12; i++) {
      // Every third message is too large to travel (read by id), the others travel with the event.
      const text = `message ${i}`;
      const row = await addMessage(t.app.db, {
        conversationId: c,
        sender: i % 2 ? 'patient' : 'doctor',
        text,
        imageUrl: i % 3 === 0 ? imageOf(16 * 1024) : null,
      });
      said.push(text);
      events.push({ kind: 'new_message', conversationId: c, messageId: row.id, message: row });
    }
    // Published as turns are: a few events at a time, one after another.
    for (let i = 0; i < events.length; i += 2) await t.app.publish(events.slice(i, i + 2));
    await socket.until((e) => e.type === 'new_message' && e.message.text === 'message 12');
    expect(texts(socket)).toEqual(said);
    socket.close();
  });

  it('gives a socket only its own conversation’s events, with many conversations at once', async () => {
    await offline();
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Isolation' });
    const people = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const patient = await registerPatient(t.app);
        return { patient, conversationId: await startConversation(t.app, patient) };
      }),
    );
    // The doctor has the first conversation only.
    await requestDoctorFor(t.app, people[0]!.conversationId);
    const sockets = await Promise.all(
      people.map(async ({ patient, conversationId }) => {
        const s = await openSocket(t.app, patient.cookie);
        expect((await s.register('patient', conversationId, patient.userId)).type).toBe('registered');
        return s;
      }),
    );
    const doctorSocket = await openSocket(t.app, doctor.cookie);
    expect((await doctorSocket.register('doctor', people[0]!.conversationId, doctor.id)).type).toBe('registered');
    const room = await openSocket(t.app, doctor.cookie);
    expect((await room.register('doctor', 'waiting-room', doctor.id)).type).toBe('registered');

    // Three messages in every conversation, the conversations all at once.
    await Promise.all(
      people.map(async ({ patient, conversationId }, p) => {
        for (const n of [1, 2, 3]) {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/conversations/${conversationId}/messages`,
            headers: { cookie: patient.cookie },
            payload: { text: `from ${p}: ${n}`, sender: 'patient' },
          });
          expect(res.statusCode).toBe(200);
        }
      }),
    );
    for (const [p, s] of sockets.entries()) {
      for (const n of [1, 2, 3]) await s.until((e) => e.type === 'new_message' && e.message.text === `from ${p}: ${n}`);
    }
    for (const n of [1, 2, 3])
      await doctorSocket.until((e) => e.type === 'new_message' && e.message.text === `from 0: ${n}`);

    for (const [p, s] of sockets.entries()) {
      const mine = s.events.flatMap((e) => (e.type === 'new_message' ? [e.message] : []));
      expect(mine.every((m) => m.conversationId === people[p]!.conversationId)).toBe(true);
      expect(mine.filter((m) => m.sender === 'patient').map((m) => m.text)).toEqual(
        [1, 2, 3].map((n) => `from ${p}: ${n}`),
      );
    }
    const atDoctor = doctorSocket.events.flatMap((e) => (e.type === 'new_message' ? [e.message] : []));
    expect(atDoctor.every((m) => m.conversationId === people[0]!.conversationId)).toBe(true);
    expect(room.events.filter((e) => e.type === 'new_message')).toHaveLength(0);
    for (const s of [...sockets, doctorSocket, room]) s.close();
  });
});
