import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';
import {
  registerDoctor,
  registerPatient,
  requestDoctorFor,
  startConversation,
  type Patient,
} from './helpers/actors.js';
import { openSocket, socketClosed } from './helpers/socket.js';

/**
 * D5: a removed doctor's socket kept receiving the conversation after the reset, and after the
 * conversation went to another doctor. Every delivery now re-checks the socket's right.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The patient's message; a refusal fails here, by its status and body, not later as a delivery that never came. */
async function say(patient: Patient, conversationId: string, text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { cookie: patient.cookie },
    payload: { text, sender: 'patient' },
  });
  if (res.statusCode >= 300) throw new Error(`the patient's message was refused: ${res.statusCode} ${res.body}`);
  return res;
}

const offline = () => t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).execute();

describe('a socket’s right to a conversation, at every delivery', () => {
  it('a doctor removed by the reset is disconnected and never hears the patient again', async () => {
    await offline();
    const removed = await registerDoctor(t.app, { fullName: 'Dr Removed' });
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    await requestDoctorFor(t.app, c);
    const removedSocket = await openSocket(t.app, removed.cookie);
    expect((await removedSocket.register('doctor', c, removed.id)).type).toBe('registered');
    const closed = socketClosed(removedSocket.ws);

    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/doctors/reset', headers: { cookie: removed.cookie } }))
        .statusCode,
    ).toBe(200);
    expect(await closed).toBe(4401);

    // The patient goes to the next doctor, who hears them; the removed doctor's socket heard nothing.
    const next = await registerDoctor(t.app, { fullName: 'Dr Next' });
    const nextSocket = await openSocket(t.app, next.cookie);
    expect((await nextSocket.register('doctor', c, next.id)).type).toBe('registered');
    await say(patient, c, 'Are you still there?');
    await nextSocket.until((e) => e.type === 'new_message' && e.message.text === 'Are you still there?');
    expect(removedSocket.events.filter((e) => e.type === 'new_message')).toHaveLength(0);
    nextSocket.close();
  });

  it('a doctor whose patient is given to another doctor stops receiving at once, with the session still live', async () => {
    await offline();
    const first = await registerDoctor(t.app, { fullName: 'Dr First' });
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    await requestDoctorFor(t.app, c);
    const firstSocket = await openSocket(t.app, first.cookie);
    expect((await firstSocket.register('doctor', c, first.id)).type).toBe('registered');
    await say(patient, c, 'Before the handover');
    await firstSocket.until((e) => e.type === 'new_message' && e.message.text === 'Before the handover');

    // The handover: the first doctor's assignment ends and a second doctor's begins.
    const second = await registerDoctor(t.app, { fullName: 'Dr Second' });
    await t.app.db
      .updateTable('doctorPatientAssignments')
      .set({ status: 'ended' })
      .where('conversationId', '=', c)
      .execute();
    await t.app.db.insertInto('doctorPatientAssignments').values({ doctorId: second.id, conversationId: c }).execute();
    await t.app.db.updateTable('conversations').set({ assignedDoctorId: second.id }).where('id', '=', c).execute();
    const secondSocket = await openSocket(t.app, second.cookie);
    expect((await secondSocket.register('doctor', c, second.id)).type).toBe('registered');

    await say(patient, c, 'After the handover');
    await secondSocket.until((e) => e.type === 'new_message' && e.message.text === 'After the handover');
    await firstSocket.until((e) => e.type === 'error');
    await say(patient, c, 'And again');
    await secondSocket.until((e) => e.type === 'new_message' && e.message.text === 'And again');
    const heard = firstSocket.events.flatMap((e) => (e.type === 'new_message' ? [e.message.text] : []));
    expect(heard).toEqual(['Before the handover']);
    // Their own session is untouched: the waiting room still works.
    const room = await openSocket(t.app, first.cookie);
    expect((await room.register('doctor', 'waiting-room', first.id)).type).toBe('registered');
    for (const s of [firstSocket, secondSocket, room]) s.close();
  });

  it('a patient who logs out is disconnected from their conversation', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const socket = await openSocket(t.app, patient.cookie);
    expect((await socket.register('patient', c, patient.userId)).type).toBe('registered');
    const closed = socketClosed(socket.ws);
    await t.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { cookie: patient.cookie },
      payload: { role: 'patient' },
    });
    expect(await closed).toBe(4401);
  });

  it('a socket whose session ended by idleness is closed at the next delivery', async () => {
    await offline();
    const doctor = await registerDoctor(t.app);
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    await requestDoctorFor(t.app, c);
    const socket = await openSocket(t.app, doctor.cookie);
    expect((await socket.register('doctor', c, doctor.id)).type).toBe('registered');
    const closed = socketClosed(socket.ws);
    await t.app.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('doctorId', '=', doctor.id)
      .execute();
    await say(patient, c, 'Hello?');
    expect(await closed).toBe(4401);
    expect(socket.events.filter((e) => e.type === 'new_message')).toHaveLength(0);
  });
});

describe('a burst of registrations on one socket', () => {
  it('is checked one at a time: a stranger’s 50 refused registrations cost one look-up and one audit row', async () => {
    const refusals = async () =>
      (
        await t.app.db
          .selectFrom('auditEvents')
          .select('id')
          .where('action', '=', 'access.refused')
          .where('subjectId', '=', victimConversation)
          .execute()
      ).length;
    const victim = await registerPatient(t.app);
    const victimConversation = await startConversation(t.app, victim);
    const stranger = await openSocket(t.app, '');
    const closed = socketClosed(stranger.ws);
    const register = JSON.stringify({
      type: 'register',
      userType: 'patient',
      conversationId: victimConversation,
      userId: victim.userId,
    });
    for (let i = 0; i < 50; i++) stranger.ws.send(register);
    expect(await closed).toBe(4403);
    expect(await refusals()).toBe(1);
  });

  it('still registers the owner, once the one check in flight has answered', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const socket = await openSocket(t.app, patient.cookie);
    expect((await socket.register('patient', c, patient.userId)).type).toBe('registered');
    socket.close();
  });

  it('answers a registered socket’s next registrations without a check: a doctor cannot repeat them into audit rows', async () => {
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Repeat' });
    const registrations = async () =>
      (
        await t.app.db
          .selectFrom('auditEvents')
          .select('id')
          .where('action', '=', 'socket.register')
          .where('actorId', '=', doctor.id)
          .execute()
      ).length;
    const socket = await openSocket(t.app, doctor.cookie);
    expect((await socket.register('doctor', 'waiting-room', doctor.id)).type).toBe('registered');
    const again = JSON.stringify({
      type: 'register',
      userType: 'doctor',
      conversationId: 'waiting-room',
      userId: doctor.id,
    });
    for (let i = 0; i < 20; i++) socket.ws.send(again);
    const answers = () => socket.events.slice(1);
    for (let waited = 0; answers().length < 20 && waited < 5000; waited += 50) await sleep(50);
    expect(answers()).toEqual(Array(20).fill({ type: 'error', message: 'This socket is already registered' }));
    expect(await registrations()).toBe(1);
    socket.close();
  });
});

describe('a socket that never registers', () => {
  it('is closed after the registration time; a registered one stays open', async () => {
    const quick = await buildTestApp({}, { registerWithinMs: 300 });
    try {
      const patient = await registerPatient(quick.app);
      const c = await startConversation(quick.app, patient);
      const registered = await openSocket(quick.app, patient.cookie);
      expect((await registered.register('patient', c, patient.userId)).type).toBe('registered');
      // Opened after the registered one: by the time it is closed, the first one's time has passed too.
      const idle = await openSocket(quick.app, patient.cookie);
      expect(await socketClosed(idle.ws)).toBe(4408);
      expect(registered.ws.readyState).toBe(registered.ws.OPEN);
      registered.close();
    } finally {
      await quick.close();
    }
  });
});
