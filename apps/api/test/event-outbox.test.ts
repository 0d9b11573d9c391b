import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { notifyEvents } from '../src/realtime/event-bus.js';
import type { Outbox } from '../src/realtime/outbox.js';
import { createTestDatabase, testConfig, testLogger } from './helpers/build.js';
import { onRealPostgres } from './helpers/postgres.js';
import { registerDoctor, registerPatient, requestDoctorFor, startConversation } from './helpers/actors.js';
import { openSocket, type TestSocket } from './helpers/socket.js';
import pg from 'pg';

/**
 * Two API instances on one PostgreSQL, their chat writes' events stored in the outbox: published
 * by the writer once committed, or by any instance's sweep when the writer stopped in between,
 * and shown once either way. A short grace, so a sweep comes within the test.
 */
describe.runIf(onRealPostgres)('the event outbox', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  let url: string;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    url = database.url!;
    const options = { logger: testLogger, outbox: { graceMs: 300, sweepMs: 250 } };
    one = await buildApp(testConfig(url), options);
    two = await buildApp(testConfig(url), options);
    await Promise.all([one.ready(), two.ready()]);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await drop();
  });

  const outboxRows = async () =>
    Number(
      (
        await one.db
          .selectFrom('eventOutbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );

  /** A patient on instance one with a doctor assigned through two, the patient's socket on two. */
  async function consultation(): Promise<{
    c: string;
    doctorCookie: string;
    socket: TestSocket;
    patient: { cookie: string; userId: string };
  }> {
    const patient = await registerPatient(one);
    const c = await startConversation(one, patient);
    const doctor = await registerDoctor(two);
    await requestDoctorFor(two, c);
    const socket = await openSocket(two, patient.cookie);
    expect((await socket.register('patient', c, patient.userId)).type).toBe('registered');
    return { c, doctorCookie: doctor.cookie, socket, patient };
  }

  const doctorSends = (app: FastifyInstance, c: string, cookie: string, text: string) =>
    app.inject({
      method: 'POST',
      url: `/api/conversations/${c}/messages`,
      headers: { cookie },
      payload: { text, sender: 'doctor', timestamp: new Date().toISOString() },
    });

  const messagesShown = (socket: TestSocket, id: string) =>
    socket.events.filter((e) => e.type === 'new_message' && e.message.id === id).length;

  it('publishes a write’s events once it has committed, to the other instance, leaving no row behind', async () => {
    const { c, doctorCookie, socket } = await consultation();
    // No sweep meanwhile: what arrives, the writer published.
    const outboxes = [one, two].map((app) => app.notifyInWrite!.outbox as Outbox);
    const sweeps = outboxes.map((o) => o.sweep);
    for (const o of outboxes) o.sweep = async () => undefined;
    try {
      const res = await doctorSends(one, c, doctorCookie, 'Published by the writer');
      expect(res.statusCode).toBe(200);
      expect(await socket.next('new_message')).toMatchObject({ message: { text: 'Published by the writer' } });
      expect(await outboxRows()).toBe(0);
    } finally {
      outboxes.forEach((o, i) => (o.sweep = sweeps[i]!));
    }
    socket.close();
  });

  it('delivers a write’s events to the writer’s own sockets once committed, and once only when notified back', async () => {
    const { c, doctorCookie, socket, patient } = await consultation();
    const mine = await openSocket(one, patient.cookie);
    expect((await mine.register('patient', c, patient.userId)).type).toBe('registered');
    const outboxes = [one, two].map((app) => app.notifyInWrite!.outbox as Outbox);
    const sweeps = outboxes.map((o) => o.sweep);
    for (const o of outboxes) o.sweep = async () => undefined;
    const outbox = outboxes[0]!;
    const publish = outbox.publish;
    // The writer's publication held back: nothing is notified until it is let go.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const publications: Promise<void>[] = [];
    outbox.publish = (id) => {
      const publication = held.then(() => publish.call(outbox, id));
      publications.push(publication);
      return publication;
    };
    let id: string;
    try {
      const res = await doctorSends(one, c, doctorCookie, 'Heard at commit');
      expect(res.statusCode).toBe(200);
      id = res.json<{ message: { id: string } }>().message.id;
      const delivered = await mine.until((e) => e.type === 'new_message' && e.message.id === id, 3000);
      expect(delivered).toMatchObject({ message: { text: 'Heard at commit' } });
      // Not notified yet: the other instance has not heard it.
      expect(messagesShown(socket, id)).toBe(0);
    } finally {
      outbox.publish = publish;
      outboxes.forEach((o, i) => (o.sweep = sweeps[i]!));
      letGo();
    }
    await Promise.all(publications);
    await socket.until((e) => e.type === 'new_message' && e.message.id === id);
    // Notified after the first one's notification: once it is shown, the writer has heard the first back.
    const after = await doctorSends(two, c, doctorCookie, 'After the notification');
    const next = after.json<{ message: { id: string } }>().message.id;
    await mine.until((e) => e.type === 'new_message' && e.message.id === next);
    expect(messagesShown(mine, id)).toBe(1);
    expect(messagesShown(socket, id)).toBe(1);
    mine.close();
    socket.close();
  });

  it('delivers, through a sweep, the events of a write whose process stopped before publishing them', async () => {
    const { c, doctorCookie, socket } = await consultation();
    const outbox = one.notifyInWrite!.outbox as Outbox;
    const publish = outbox.publish;
    // Committed, then the process stops: the publication never happens.
    outbox.publish = async () => undefined;
    let res;
    try {
      res = await doctorSends(one, c, doctorCookie, 'Left in the outbox');
    } finally {
      outbox.publish = publish;
    }
    expect(res.statusCode).toBe(200);
    const id = res.json<{ message: { id: string } }>().message.id;
    expect(await outboxRows()).toBe(1);
    expect(messagesShown(socket, id)).toBe(0);
    const delivered = await socket.until((e) => e.type === 'new_message' && e.message.id === id, 10_000);
    expect(delivered).toMatchObject({ message: { text: 'Left in the outbox' } });
    expect(await outboxRows()).toBe(0);
    // Both instances sweep; the row was published by one of them, and shown once.
    await new Promise((r) => setTimeout(r, 800));
    expect(messagesShown(socket, id)).toBe(1);
    socket.close();
  });

  it('keeps the order of a conversation’s events left behind', async () => {
    const { c, doctorCookie, socket } = await consultation();
    const outbox = one.notifyInWrite!.outbox as Outbox;
    const publish = outbox.publish;
    outbox.publish = async () => undefined;
    const ids: string[] = [];
    try {
      for (const text of ['First', 'Second', 'Third']) {
        const res = await doctorSends(one, c, doctorCookie, text);
        ids.push(res.json<{ message: { id: string } }>().message.id);
      }
    } finally {
      outbox.publish = publish;
    }
    await socket.until((e) => e.type === 'new_message' && e.message.id === ids[2], 10_000);
    const shown = socket.events.flatMap((e) => (e.type === 'new_message' ? [e.message.id] : []));
    expect(shown).toEqual(ids);
    socket.close();
  });

  it('shows a message event heard twice once', async () => {
    const { c, doctorCookie, socket } = await consultation();
    const res = await doctorSends(two, c, doctorCookie, 'Heard twice');
    const id = res.json<{ message: { id: string } }>().message.id;
    await socket.until((e) => e.type === 'new_message' && e.message.id === id);
    // The same event again, as a resend or a row published twice would send it.
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await notifyEvents(pool, [{ kind: 'new_message', conversationId: c, messageId: id }]);
      await notifyEvents(pool, [{ kind: 'new_message', conversationId: c, messageId: id }]);
    } finally {
      await pool.end();
    }
    const after = await doctorSends(one, c, doctorCookie, 'After the repeats');
    const next = after.json<{ message: { id: string } }>().message.id;
    await socket.until((e) => e.type === 'new_message' && e.message.id === next);
    expect(messagesShown(socket, id)).toBe(1);
    socket.close();
  });
});
