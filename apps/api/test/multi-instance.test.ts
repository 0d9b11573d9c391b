import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appsOnOneDatabase, onRealPostgres } from './helpers/postgres.js';
import { registerDoctor, registerPatient, requestDoctorFor, startConversation } from './helpers/actors.js';
import { openSocket, socketClosed } from './helpers/socket.js';

/**
 * Two API instances on one PostgreSQL: what happens on one reaches sockets on the other through
 * LISTEN/NOTIFY. Needs a real PostgreSQL (PGlite is one process by nature).
 */
const database = appsOnOneDatabase(2);

describe.runIf(onRealPostgres)('two API instances', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(() => {
    [one, two] = database.apps as [FastifyInstance, FastifyInstance];
  });
  it('a doctor message sent through one reaches a patient socket registered on the other', async () => {
    const patient = await registerPatient(one);
    const c = await startConversation(one, patient);
    const doctor = await registerDoctor(two);
    await requestDoctorFor(two, c);

    const patientSocket = await openSocket(one, patient.cookie);
    await patientSocket.register('patient', c, patient.userId);
    const res = await two.inject({
      method: 'POST',
      url: `/api/conversations/${c}/messages`,
      headers: { cookie: doctor.cookie },
      payload: { text: 'Hello from instance two', sender: 'doctor', timestamp: new Date().toISOString() },
    });
    expect(res.statusCode).toBe(200);
    expect(await patientSocket.next('new_message')).toMatchObject({ message: { text: 'Hello from instance two' } });
    // Delivered once, not once per instance.
    await new Promise((r) => setTimeout(r, 200));
    expect(patientSocket.events.filter((e) => e.type === 'new_message')).toHaveLength(1);
    patientSocket.close();
  });

  it('an assignment made by one is announced on the other’s waiting-room socket', async () => {
    const doctor = await registerDoctor(one, { fullName: 'Dr Two Instances' });
    await one.db.updateTable('doctors').set({ isAvailable: 'off' }).where('id', '!=', doctor.id).execute();
    const waitingRoom = await openSocket(one, doctor.cookie);
    await waitingRoom.register('doctor', 'waiting-room', doctor.id);
    const patient = await registerPatient(two);
    const c = await startConversation(two, patient);
    await requestDoctorFor(two, c);
    expect(await waitingRoom.next('new_patient_assigned')).toMatchObject({ patient: { id: c } });
    waitingRoom.close();
  });

  it('a logout through one closes the doctor’s socket on the other', async () => {
    const doctor = await registerDoctor(one, { fullName: 'Dr Leaving' });
    const socket = await openSocket(two, doctor.cookie);
    expect((await socket.register('doctor', 'waiting-room', doctor.id)).type).toBe('registered');
    const closed = socketClosed(socket.ws);
    const res = await one.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { cookie: doctor.cookie },
      payload: { role: 'doctor' },
    });
    expect(res.statusCode).toBe(204);
    expect(await closed).toBe(4401);
  });
});
