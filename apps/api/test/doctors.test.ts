import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { cookiesOf, registerDoctor, registerPatient, requestDoctorFor, startConversation } from './helpers/actors.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signature = `data:image/jpeg;base64,${Buffer.from('fake-jpeg-bytes').toString('base64')}`;
const doctorBody = (overrides: Record<string, unknown> = {}) => ({
  deviceId: randomUUID(),
  fullName: ' Dr Grace Hopper ',
  prescriberNumber: '1234567',
  providerNumber: '2345678F',
  gender: 'Female',
  mobileNumber: '0400000000',
  ...overrides,
});

describe('doctor registration', () => {
  it('registers with the defaults and a session cookie; the device then finds the doctor', async () => {
    const body = doctorBody();
    const res = await t.app.inject({ method: 'POST', url: '/api/doctors', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      fullName: 'Dr Grace Hopper',
      avatarNumber: '1',
      isAvailable: 'on',
      signatureType: 'computer',
      signatureData: null,
      deviceId: body.deviceId,
    });
    expect(cookiesOf(res)).toContain('th_doctor=');

    const found = await t.app.inject({ method: 'GET', url: `/api/doctors/device/${body.deviceId}` });
    expect(found.statusCode).toBe(200);
    expect(cookiesOf(found)).toContain('th_doctor=');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/doctors/device',
      payload: { deviceId: body.deviceId },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ id: res.json<{ id: string }>().id });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/doctors',
      payload: { ...body, fullName: 'Someone Else' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for an unknown doctor device', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/doctors/device/${randomUUID()}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/doctors/device', payload: { deviceId: randomUUID() } }))
        .statusCode,
    ).toBe(404);
  });

  it('requires a drawn signature when the type is drawn, with the spec’s message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/doctors',
      payload: doctorBody({ signatureType: 'drawn' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please draw your signature before submitting',
      field: 'signatureData',
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/doctors',
      payload: doctorBody({ signatureType: 'drawn', signatureData: signature, avatarNumber: '16' }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ signatureType: 'drawn', signatureData: signature, avatarNumber: '16' });
  });

  it.each([
    ['a missing full name', { fullName: undefined }],
    ['a blank full name', { fullName: '   ' }],
    ['an unknown gender', { gender: 'Robot' }],
    ['avatar 17', { avatarNumber: '17' }],
    ['avatar 0', { avatarNumber: '0' }],
    ['an unknown signature type', { signatureType: 'stamp' }],
    ['a non-JPEG signature', { signatureType: 'drawn', signatureData: 'data:image/png;base64,AAAA' }],
    ['a device id that is not a UUID', { deviceId: 'doctor-1' }],
    ['a field the spec does not have', { isAvailable: 'off' }],
  ])('refuses %s and writes nothing', async (_n, overrides) => {
    const before = (await t.app.db.selectFrom('doctors').select('id').execute()).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/doctors', payload: doctorBody(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBeTruthy();
    expect((await t.app.db.selectFrom('doctors').select('id').execute()).length).toBe(before);
  });
});

describe('doctor profile, availability and patients', () => {
  it('edits only their own profile; a computer signature clears a drawn one', async () => {
    const doctor = await registerDoctor(t.app, { signatureType: 'drawn', signatureData: signature });
    const other = await registerDoctor(t.app);
    const url = `/api/doctors/${doctor.id}`;
    const denied = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: other.cookie },
      payload: { fullName: 'Hacked' },
    });
    expect(denied.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url, payload: { fullName: 'Hacked' } })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: doctor.cookie },
      payload: { fullName: 'Dr New Name', signatureType: 'computer', avatarNumber: '3' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Dr New Name',
      signatureType: 'computer',
      signatureData: null,
      avatarNumber: '3',
    });
  });

  it('toggles availability for themselves only', async () => {
    const doctor = await registerDoctor(t.app);
    const other = await registerDoctor(t.app);
    const url = `/api/doctors/${doctor.id}/availability`;
    const off = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: doctor.cookie },
      payload: { isAvailable: 'off' },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isAvailable: 'off' });
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers: { cookie: other.cookie }, payload: { isAvailable: 'on' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url,
          headers: { cookie: doctor.cookie },
          payload: { isAvailable: 'maybe' },
        })
      ).statusCode,
    ).toBe(400);
    const row = await t.app.db
      .selectFrom('doctors')
      .select('isAvailable')
      .where('id', '=', doctor.id)
      .executeTakeFirstOrThrow();
    expect(row.isAvailable).toBe('off');
  });

  it('lists the doctor’s patients, urgent first, then by assignment time', async () => {
    await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).execute();
    const doctor = await registerDoctor(t.app);
    const patient = await registerPatient(t.app);
    const first = await startConversation(t.app, patient);
    const second = await startConversation(t.app, patient);
    await t.app.db
      .updateTable('conversations')
      .set({ fullName: 'Mia Citizen', diagnosisName: 'URTI', summaryPreview: 'Sore throat', dateOfBirth: '01/02/2015' })
      .where('id', '=', first)
      .execute();
    await requestDoctorFor(t.app, first);
    await requestDoctorFor(t.app, second, true);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor.id}/patients`,
      headers: { cookie: doctor.cookie },
    });
    expect(res.statusCode).toBe(200);
    const patients = res.json<{ id: string; urgent: boolean; assignment: { assignedAt: string } }[]>();
    expect(patients.map((p) => p.id)).toEqual([second, first]);
    expect(patients[1]).toMatchObject({
      fullName: 'Mia Citizen',
      diagnosisName: 'URTI',
      summaryPreview: 'Sore throat',
      dateOfBirth: '01/02/2015',
      status: 'ongoing',
      urgent: false,
    });
    expect(patients[1]!.assignment.assignedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const other = await registerDoctor(t.app);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/doctors/${doctor.id}/patients`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/doctors/${doctor.id}/patients`,
          headers: { cookie: patient.cookie },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('reset', () => {
  it('deletes every doctor and assignment in demo mode and puts patients back in the queue', async () => {
    const doctor = await registerDoctor(t.app);
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    await requestDoctorFor(t.app, c);
    const count = (await t.app.db.selectFrom('doctors').select('id').execute()).length;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/doctors/reset', headers: { cookie: doctor.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: count });
    expect(await t.app.db.selectFrom('doctorPatientAssignments').select('id').execute()).toHaveLength(0);
    const conv = await t.app.db.selectFrom('conversations').selectAll().where('id', '=', c).executeTakeFirstOrThrow();
    expect(conv).toMatchObject({ doctorConnectStatus: 'requested', assignedDoctorId: null });
  });

  it('is a doctor’s action: a patient or a caller with no session is refused and nothing changes', async () => {
    await registerDoctor(t.app);
    const patient = await registerPatient(t.app);
    const count = (await t.app.db.selectFrom('doctors').select('id').execute()).length;
    const asPatient = await t.app.inject({
      method: 'DELETE',
      url: '/api/doctors/reset',
      headers: { cookie: patient.cookie },
    });
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/doctors/reset' });
    expect([asPatient.statusCode, anonymous.statusCode]).toEqual([401, 401]);
    expect(await t.app.db.selectFrom('doctors').select('id').execute()).toHaveLength(count);
  });

  it('is refused outside demo mode and changes nothing', async () => {
    const prod = await buildTestApp({ demoMode: false });
    try {
      await registerDoctor(prod.app);
      const res = await prod.app.inject({ method: 'DELETE', url: '/api/doctors/reset' });
      expect(res.statusCode).toBe(403);
      expect(await prod.app.db.selectFrom('doctors').select('id').execute()).toHaveLength(1);
    } finally {
      await prod.close();
    }
  });
});
