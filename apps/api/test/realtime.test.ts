import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerDoctor, registerPatient, requestDoctorFor, startConversation } from './helpers/actors.js';
import { openSocket } from './helpers/socket.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('real time', () => {
  it('delivers messages both ways, the assignment to the patient and the new patient to the doctor’s waiting room', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Maya Patel', avatarNumber: '5' });

    const patientSocket = await openSocket(t.app, patient.cookie);
    expect(await patientSocket.register('patient', c, patient.userId)).toEqual({
      type: 'registered',
      conversationId: c,
    });
    const waitingRoom = await openSocket(t.app, doctor.cookie);
    expect((await waitingRoom.register('doctor', 'waiting-room', doctor.id)).type).toBe('registered');

    await t.app.db.updateTable('conversations').set({ fullName: 'Alex Citizen' }).where('id', '=', c).execute();
    await requestDoctorFor(t.app, c);
    const assigned = await patientSocket.next('doctor_assigned');
    expect(assigned).toEqual({ type: 'doctor_assigned', doctor: { fullName: 'Dr Maya Patel', avatarNumber: '5' } });
    const announced = await waitingRoom.next('new_patient_assigned');
    expect(announced).toMatchObject({
      type: 'new_patient_assigned',
      patient: { id: c, fullName: 'Alex Citizen', assignment: {} },
    });

    const doctorSocket = await openSocket(t.app, doctor.cookie);
    expect((await doctorSocket.register('doctor', c, doctor.id)).type).toBe('registered');

    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${c}/messages`,
      headers: { cookie: patient.cookie },
      payload: { text: 'Hello doctor', sender: 'patient' },
    });
    const atDoctor = await doctorSocket.next('new_message');
    expect(atDoctor).toMatchObject({ message: { text: 'Hello doctor', sender: 'patient' } });
    expect(await patientSocket.next('new_message')).toMatchObject({ message: { text: 'Hello doctor' } });

    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${c}/messages`,
      headers: { cookie: doctor.cookie },
      payload: { text: 'Hello Alex', sender: 'doctor', timestamp: new Date().toISOString() },
    });
    expect(await patientSocket.next('new_message')).toMatchObject({
      message: { text: 'Hello Alex', sender: 'doctor' },
    });
    expect(await doctorSocket.next('new_message')).toMatchObject({ message: { text: 'Hello Alex' } });
    // The waiting room hears assignments, not chat.
    expect(waitingRoom.events.filter((e) => e.type === 'new_message')).toHaveLength(0);
    for (const s of [patientSocket, waitingRoom, doctorSocket]) s.close();
  });

  it('delivers a conversation’s messages in the order they were said', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const s = await openSocket(t.app, patient.cookie);
    await s.register('patient', c, patient.userId);
    const texts = Array.from({ length: 8 }, (_, i) => `message ${i + 1}`);
    for (const text of texts) {
      await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${c}/messages`,
        headers: { cookie: patient.cookie },
        payload: { text, sender: 'patient' },
      });
    }
    await expect.poll(() => s.events.filter((e) => e.type === 'new_message').length).toBe(texts.length);
    const received = s.events.flatMap((e) => (e.type === 'new_message' ? [e.message.text] : []));
    expect(received).toEqual(texts);
    s.close();
  });

  it('refuses registrations the cookies do not allow', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const stranger = await registerPatient(t.app);
    const doctor = await registerDoctor(t.app);
    const otherDoctor = await registerDoctor(t.app);

    const cases: [string, 'patient' | 'doctor', string, string][] = [
      [stranger.cookie, 'patient', c, patient.userId], // someone else's user id
      [stranger.cookie, 'patient', c, stranger.userId], // someone else's conversation
      ['', 'patient', c, patient.userId], // no cookie
      [doctor.cookie, 'doctor', c, doctor.id], // not assigned
      [otherDoctor.cookie, 'doctor', 'waiting-room', doctor.id], // another doctor's waiting room
      [patient.cookie, 'doctor', 'waiting-room', doctor.id], // a patient posing as a doctor
    ];
    for (const [cookie, userType, conversationId, userId] of cases) {
      const s = await openSocket(t.app, cookie);
      expect(await s.register(userType, conversationId, userId)).toMatchObject({ type: 'error' });
      s.close();
    }
    const s = await openSocket(t.app, patient.cookie);
    s.ws.send('not json');
    expect(await s.next('error')).toMatchObject({ type: 'error' });
    s.close();
  });

  it('drops sockets that stop answering pings', async () => {
    const quick = await buildTestApp({}, { pingIntervalMs: 100 });
    try {
      const patient = await registerPatient(quick.app);
      const c = await startConversation(quick.app, patient);
      const s = await openSocket(quick.app, patient.cookie);
      await s.register('patient', c, patient.userId);
      expect(quick.app.hub.size).toBe(1);
      // Stop answering: no pong goes back, so the second sweep terminates the socket.
      s.ws.pong = () => undefined;
      (s.ws as unknown as { _receiver: { removeAllListeners(e: string): void } })._receiver.removeAllListeners('ping');
      await new Promise((r) => setTimeout(r, 500));
      expect(quick.app.hub.size).toBe(0);
    } finally {
      await quick.close();
    }
  });
});
