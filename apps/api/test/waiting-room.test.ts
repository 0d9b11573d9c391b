import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerDoctor, registerPatient, requestDoctorFor, startConversation } from './helpers/actors.js';
import { openSocket } from './helpers/socket.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the waiting-room item', () => {
  it('is the same in the live announcement and in the doctor’s list', async () => {
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Ana Lima' });
    const waitingRoom = await openSocket(t.app, doctor.cookie);
    await waitingRoom.register('doctor', 'waiting-room', doctor.id);
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    await t.app.db
      .updateTable('conversations')
      .set({
        fullName: 'Sam Rivers',
        dateOfBirth: '02/03/1990',
        diagnosisName: 'URTI',
        summaryPreview: 'URTI (70%) · cough',
      })
      .where('id', '=', c)
      .execute();
    await requestDoctorFor(t.app, c, true);

    const announced = await waitingRoom.next('new_patient_assigned');
    if (announced.type !== 'new_patient_assigned') throw new Error(`expected the new patient, got ${announced.type}`);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor.id}/patients`,
      headers: { cookie: doctor.cookie },
    });
    expect(listed.json()).toEqual([announced.patient]);
    expect(announced.patient).toMatchObject({
      id: c,
      fullName: 'Sam Rivers',
      urgent: true,
      status: 'ongoing',
      assignment: { status: 'active' },
    });
    waitingRoom.close();
  });
});
