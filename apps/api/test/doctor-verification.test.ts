import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_NEEDS_VERIFICATION,
  ISSUING_NEEDS_VERIFICATION,
  VERIFICATION_PENDING,
  WAITING_ROOM,
  type WsServerEvent,
} from '@telehealth/schema';
import { doctorsVerifyCommand } from '../src/cli/verify-command.js';
import { buildTestApp, TEST_DATA_KEY, type TestApp } from './helpers/build.js';
import {
  cookiesOf,
  registerPatient,
  requestDoctorFor,
  SORE_THROAT_HANDOVER,
  startConversation,
} from './helpers/actors.js';
import { checkedDetailsOf } from './helpers/operator.js';
import { openSocket, type TestSocket } from './helpers/socket.js';

/**
 * D1: anyone could sign up as a doctor and receive the waiting patients at once. Outside demo mode a
 * new doctor is pending until an operator verifies them, and a pending doctor receives no patient.
 */
const OPERATOR_TOKEN = 'operator-token-0123456789abcdef0123456789';
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demoMode: false, operatorToken: OPERATOR_TOKEN });
});
afterAll(() => t.close());

const doctorBody = (overrides: Record<string, unknown> = {}) => ({
  deviceId: randomUUID(),
  fullName: 'Dr Vera Nobody',
  prescriberNumber: '1234567',
  providerNumber: '2345678F',
  gender: 'Female',
  mobileNumber: '0400000000',
  ...overrides,
});

async function signUp(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/doctors', payload: doctorBody(overrides) });
  expect(res.statusCode).toBe(201);
  return {
    ...res.json<{
      id: string;
      deviceId: string;
      verified: boolean;
      isAvailable: string;
      prescriberNumber: string;
      providerNumber: string;
    }>(),
    cookie: cookiesOf(res),
  };
}

const isVerification = (e: WsServerEvent): e is Extract<WsServerEvent, { type: 'doctor_verified' }> =>
  e.type === 'doctor_verified';

/** The doctor's waiting room, open as the doctor app keeps it. */
async function waitingRoom(doctor: { id: string; cookie: string }): Promise<TestSocket> {
  const socket = await openSocket(t.app, doctor.cookie);
  expect(await socket.register('doctor', WAITING_ROOM, doctor.id)).toMatchObject({ type: 'registered' });
  return socket;
}

const verifyByApi = async (doctorId: string) =>
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/operator/doctors/${doctorId}/verify`,
        headers: operator,
        payload: await checkedDetailsOf(t.app, doctorId),
      })
    ).statusCode,
  ).toBe(200);

const assignmentsOf = async (doctorId: string) =>
  t.app.db.selectFrom('doctorPatientAssignments').select('conversationId').where('doctorId', '=', doctorId).execute();

describe('pending doctors', () => {
  it('signs up pending and offline, receives no waiting patient, and cannot turn available', async () => {
    const patient = await registerPatient(t.app);
    const waiting = await startConversation(t.app, patient);
    await requestDoctorFor(t.app, waiting);

    const doctor = await signUp();
    expect(doctor).toMatchObject({ verified: false, isAvailable: 'off' });
    expect(await assignmentsOf(doctor.id)).toHaveLength(0);

    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/doctors/${doctor.id}/availability`,
      headers: { cookie: doctor.cookie },
      payload: { isAvailable: 'on' },
    });
    expect(on.statusCode).toBe(403);
    expect(on.json()).toEqual({ message: VERIFICATION_PENDING });
    const row = await t.app.db
      .selectFrom('doctors')
      .select('isAvailable')
      .where('id', '=', doctor.id)
      .executeTakeFirstOrThrow();
    expect(row.isAvailable).toBe('off');

    // Even marked available behind the API's back, the assignment query skips an unverified doctor.
    await t.app.db.updateTable('doctors').set({ isAvailable: 'on' }).where('id', '=', doctor.id).execute();
    const another = await startConversation(t.app, patient);
    const result = await requestDoctorFor(t.app, another);
    expect(result.doctor).toBeNull();
    expect(await assignmentsOf(doctor.id)).toHaveLength(0);
    const patients = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor.id}/patients`,
      headers: { cookie: doctor.cookie },
    });
    expect(patients.json()).toEqual([]);
    await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).where('id', '=', doctor.id).execute();
  });

  it.each([
    ['a prescriber number of 6 digits', { prescriberNumber: '123456' }, 'prescriberNumber'],
    ['a prescriber number with letters', { prescriberNumber: '12345AB' }, 'prescriberNumber'],
    ['a provider number with the wrong check letter', { providerNumber: '2345678A' }, 'providerNumber'],
    ['a provider number without its check letter', { providerNumber: '2345678' }, 'providerNumber'],
    ['a provider number with an unused location letter', { providerNumber: '234567OF' }, 'providerNumber'],
  ])('refuses %s with a clear message and stores nothing', async (_name, overrides, field) => {
    const before = (await t.app.db.selectFrom('doctors').select('id').execute()).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/doctors', payload: doctorBody(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field,
      message: expect.stringContaining(field === 'prescriberNumber' ? 'Prescriber' : 'Provider'),
    });
    expect((await t.app.db.selectFrom('doctors').select('id').execute()).length).toBe(before);
  });

  it('keeps registration numbers as typed without spaces, in capitals', async () => {
    const doctor = await signUp({ prescriberNumber: ' 123 4567 ', providerNumber: '234567 8f' });
    const row = await t.app.db.selectFrom('doctors').selectAll().where('id', '=', doctor.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ prescriberNumber: '1234567', providerNumber: '2345678F' });
  });
});

describe('the operator API', () => {
  it('lists and verifies doctors for the bearer of OPERATOR_TOKEN only; the verified doctor then takes patients', async () => {
    const doctor = await signUp({ fullName: 'Dr Checked' });
    const verifyUrl = `/api/operator/doctors/${doctor.id}/verify`;
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: OPERATOR_TOKEN },
      { cookie: doctor.cookie },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: verifyUrl,
        headers,
        payload: await checkedDetailsOf(t.app, doctor.id),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/doctors/pending' })).statusCode).toBe(401);
    const stillPending = await t.app.db
      .selectFrom('doctors')
      .select('verifiedAt')
      .where('id', '=', doctor.id)
      .executeTakeFirstOrThrow();
    expect(stillPending.verifiedAt).toBeNull();

    const pending = await t.app.inject({ method: 'GET', url: '/api/operator/doctors/pending', headers: operator });
    expect(pending.statusCode).toBe(200);
    expect(pending.json<{ id: string }[]>().map((d) => d.id)).toContain(doctor.id);
    // The device id is the doctor's only credential: the operator checks registrations, never holds one.
    expect(pending.body).not.toContain(doctor.deviceId);
    expect(pending.json<Record<string, unknown>[]>().every((d) => !('deviceId' in d))).toBe(true);

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/operator/doctors/${randomUUID()}/verify`,
          headers: operator,
          payload: await checkedDetailsOf(t.app, doctor.id),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/operator/doctors/not-a-uuid/verify',
          headers: operator,
          payload: await checkedDetailsOf(t.app, doctor.id),
        })
      ).statusCode,
    ).toBe(400);

    const verified = await t.app.inject({
      method: 'POST',
      url: verifyUrl,
      headers: operator,
      payload: await checkedDetailsOf(t.app, doctor.id),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ id: doctor.id, verified: true, isAvailable: 'off' });
    expect(verified.body).not.toContain(doctor.deviceId);
    const after = await t.app.inject({ method: 'GET', url: '/api/operator/doctors/pending', headers: operator });
    expect(after.json<{ id: string }[]>().map((d) => d.id)).not.toContain(doctor.id);
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('action', '=', 'doctor.verify')
      .where('subjectId', '=', doctor.id)
      .execute();
    expect(audit).toHaveLength(1);

    // Verified: the doctor may go available and the queue comes to them.
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    await requestDoctorFor(t.app, c);
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/doctors/${doctor.id}/availability`,
      headers: { cookie: doctor.cookie },
      payload: { isAvailable: 'on' },
    });
    expect(on.statusCode).toBe(200);
    expect((await assignmentsOf(doctor.id)).map((a) => a.conversationId)).toContain(c);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/doctors/${doctor.id}/availability`,
      headers: { cookie: doctor.cookie },
      payload: { isAvailable: 'off' },
    });
  });

  it('verifies only the details the operator checked: a change made after the check is refused with 409', async () => {
    const doctor = await signUp({ fullName: 'Dr Before Check' });
    const checked = await checkedDetailsOf(t.app, doctor.id);
    const verify = (payload?: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/operator/doctors/${doctor.id}/verify`, headers: operator, payload });
    // No details, or extra fields: a clear 400, nothing verified.
    for (const payload of [undefined, {}, { ...checked, verified: true }, { ...checked, fullName: '' }]) {
      const res = await verify(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    // The doctor changes their name after the operator looked them up.
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/doctors/${doctor.id}`,
      headers: { cookie: doctor.cookie },
      payload: { fullName: 'Dr Someone Else' },
    });
    expect(renamed.statusCode).toBe(200);
    const stale = await verify(checked);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toMatch(/changed since they were checked/);
    const row = await t.app.db
      .selectFrom('doctors')
      .select(['verifiedAt', 'verifiedName'])
      .where('id', '=', doctor.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ verifiedAt: null, verifiedName: null });
    // Checking the new details verifies them.
    const fresh = await verify(await checkedDetailsOf(t.app, doctor.id));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ fullName: 'Dr Someone Else', verified: true });
  });

  it("tells the doctor's open waiting room at once, and no one else's", async () => {
    const doctor = await signUp({ fullName: 'Dr Waiting' });
    const other = await signUp({ fullName: 'Dr Bystander' });
    const room = await waitingRoom(doctor);
    const otherRoom = await waitingRoom(other);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/operator/doctors/${doctor.id}/verify`,
        headers: operator,
        payload: await checkedDetailsOf(t.app, doctor.id),
      });
      expect(res.statusCode).toBe(200);
      const event = await room.next('doctor_verified');
      expect(event).toMatchObject({
        type: 'doctor_verified',
        doctor: { id: doctor.id, verified: true, isAvailable: 'off' },
      });
      // The availability switch then works as it does after a reload.
      const on = await t.app.inject({
        method: 'PATCH',
        url: `/api/doctors/${doctor.id}/availability`,
        headers: { cookie: doctor.cookie },
        payload: { isAvailable: 'on' },
      });
      expect(on.statusCode).toBe(200);
      await t.app.inject({
        method: 'PATCH',
        url: `/api/doctors/${doctor.id}/availability`,
        headers: { cookie: doctor.cookie },
        payload: { isAvailable: 'off' },
      });
      // Events go out in order: a later one reaching the bystander shows the verification never did.
      await verifyByApi(other.id);
      await otherRoom.next('doctor_verified');
      expect(otherRoom.events.filter(isVerification).map((e) => e.doctor.id)).toEqual([other.id]);
    } finally {
      room.close();
      otherRoom.close();
    }
  });

  it('puts a verified doctor who changes their name or numbers back to pending and offline', async () => {
    const doctor = await signUp({ fullName: 'Dr Stable' });
    await verifyByApi(doctor.id);
    const url = `/api/doctors/${doctor.id}`;
    const avatar = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: doctor.cookie },
      payload: { avatarNumber: '4', providerNumber: '2345678F' },
    });
    expect(avatar.json()).toMatchObject({ verified: true });
    const bad = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: doctor.cookie },
      payload: { providerNumber: '2345678A' },
    });
    expect(bad.statusCode).toBe(400);
    const changed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: doctor.cookie },
      payload: { providerNumber: '876543 2h' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ providerNumber: '8765432H', verified: false, isAvailable: 'off' });
  });

  it('issues nothing under changed details an operator has not checked, and issues once they are verified', async () => {
    const doctor = await signUp({ fullName: 'Dr Ivy Issuer' });
    await verifyByApi(doctor.id);
    await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).execute();
    const available = await t.app.inject({
      method: 'PATCH',
      url: `/api/doctors/${doctor.id}/availability`,
      headers: { cookie: doctor.cookie },
      payload: { isAvailable: 'on' },
    });
    expect(available.statusCode).toBe(200);
    const patient = await registerPatient(t.app);
    const conversationId = await startConversation(t.app, patient);
    expect((await requestDoctorFor(t.app, conversationId)).doctor?.id).toBe(doctor.id);
    await t.app.db.updateTable('conversations').set(SORE_THROAT_HANDOVER).where('id', '=', conversationId).execute();
    const asDoctor = { cookie: doctor.cookie };
    const certificate = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/actionable-items/certificate`,
      headers: asDoctor,
      payload: { doctorDeviceId: doctor.deviceId, purpose: 'work', days: 2 },
    });
    expect(certificate.statusCode).toBe(201);
    const tick = await t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${conversationId}/actionable-items/${certificate.json<{ id: string }>().id}`,
      headers: asDoctor,
      payload: { doctorDeviceId: doctor.deviceId, ticked: true },
    });
    expect(tick.statusCode).toBe(200);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/doctors/${doctor.id}`,
      headers: asDoctor,
      payload: { fullName: 'Dr Someone Else' },
    });
    expect(renamed.json()).toMatchObject({ verified: false });
    const issue = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/issue-items`,
        headers: asDoctor,
        payload: { doctorDeviceId: doctor.deviceId },
      });
    const refused = await issue();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ISSUING_NEEDS_VERIFICATION });
    const documents = () =>
      t.app.db.selectFrom('attachments').select('id').where('conversationId', '=', conversationId).execute();
    expect(await documents()).toHaveLength(0);

    await verifyByApi(doctor.id);
    expect((await issue()).statusCode).toBe(200);
    expect(await documents()).toHaveLength(1);
  });

  it('lets no doctor message a patient under details an operator has not checked, and lets them once verified', async () => {
    const doctor = await signUp({ fullName: 'Dr Checked Name' });
    await verifyByApi(doctor.id);
    await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).execute();
    await t.app.db.updateTable('doctors').set({ isAvailable: 'on' }).where('id', '=', doctor.id).execute();
    const patient = await registerPatient(t.app);
    const conversationId = await startConversation(t.app, patient);
    expect((await requestDoctorFor(t.app, conversationId)).doctor?.id).toBe(doctor.id);
    const asDoctor = { cookie: doctor.cookie };
    const say = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: asDoctor,
        payload: { text, sender: 'doctor', doctorDeviceId: doctor.deviceId },
      });
    const doctorMessages = async () =>
      (
        await t.app.db
          .selectFrom('messages')
          .select('text')
          .where('conversationId', '=', conversationId)
          .where('sender', '=', 'doctor')
          .execute()
      ).map((m) => m.text);
    expect((await say('Hello, I am Dr Checked Name')).statusCode).toBe(200);

    // Renamed, or with new numbers: pending again, and silent until an operator checks them.
    for (const change of [{ fullName: 'Dr Unchecked Impostor' }, { prescriberNumber: '7654321' }]) {
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: `/api/doctors/${doctor.id}`,
        headers: asDoctor,
        payload: change,
      });
      expect(renamed.json()).toMatchObject({ verified: false });
      const refused = await say('Hello again from my new details');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: CHAT_NEEDS_VERIFICATION });
      expect(await doctorMessages()).toEqual(['Hello, I am Dr Checked Name']);
      await verifyByApi(doctor.id);
    }
    expect((await say('Checked and back')).statusCode).toBe(200);
    expect(await doctorMessages()).toEqual(['Hello, I am Dr Checked Name', 'Checked and back']);
  });

  it('shows patients only the name an operator checked while a changed name awaits checking', async () => {
    const doctor = await signUp({ fullName: 'Dr Checked Carer' });
    await verifyByApi(doctor.id);
    await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).execute();
    await t.app.db.updateTable('doctors').set({ isAvailable: 'on' }).where('id', '=', doctor.id).execute();
    const patient = await registerPatient(t.app);
    const conversationId = await startConversation(t.app, patient);
    expect((await requestDoctorFor(t.app, conversationId)).doctor?.fullName).toBe('Dr Checked Carer');
    const asPatient = { cookie: patient.cookie };
    /** Every place the patient's app reads their doctor's name. */
    const namesPatientSees = async () => {
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/conversations/${conversationId}?userDeviceId=${patient.deviceId}`,
        headers: asPatient,
      });
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/conversations?userId=${patient.userId}`,
        headers: asPatient,
      });
      const assigned = await t.app.inject({
        method: 'GET',
        url: `/api/conversations/${conversationId}/assigned-doctor`,
        headers: asPatient,
      });
      const socket = await openSocket(t.app, patient.cookie);
      try {
        expect(await socket.register('patient', conversationId, patient.userId)).toMatchObject({ type: 'registered' });
        await t.app.publish([{ kind: 'doctor_assigned', conversationId, doctorId: doctor.id }]);
        const event = await socket.next('doctor_assigned');
        return [
          one.json<{ assignedDoctor: { fullName: string } }>().assignedDoctor.fullName,
          list.json<{ id: string; assignedDoctor: { fullName: string } }[]>().find((c) => c.id === conversationId)
            ?.assignedDoctor.fullName,
          assigned.json<{ fullName: string }>().fullName,
          event.type === 'doctor_assigned' ? event.doctor.fullName : null,
        ];
      } finally {
        socket.close();
      }
    };
    expect(await namesPatientSees()).toEqual(Array(4).fill('Dr Checked Carer'));

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/doctors/${doctor.id}`,
      headers: { cookie: doctor.cookie },
      payload: { fullName: 'Dr Unchecked Stranger' },
    });
    // The doctor's own profile shows both: the new name, and the checked one patients still see.
    expect(renamed.json()).toMatchObject({
      fullName: 'Dr Unchecked Stranger',
      verifiedName: 'Dr Checked Carer',
      verified: false,
    });
    expect(await namesPatientSees()).toEqual(Array(4).fill('Dr Checked Carer'));

    await verifyByApi(doctor.id);
    const own = await t.app.inject({ method: 'GET', url: `/api/doctors/device/${doctor.deviceId}` });
    expect(own.json()).toMatchObject({ fullName: 'Dr Unchecked Stranger', verifiedName: 'Dr Unchecked Stranger' });
    expect(await namesPatientSees()).toEqual(Array(4).fill('Dr Unchecked Stranger'));
  });

  it('refuses every call when OPERATOR_TOKEN is not set', async () => {
    const closed = await buildTestApp({ demoMode: false, operatorToken: null });
    try {
      const res = await closed.app.inject({
        method: 'GET',
        url: '/api/operator/doctors/pending',
        headers: { authorization: 'Bearer anything' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toContain('OPERATOR_TOKEN');
    } finally {
      await closed.close();
    }
  });
});

describe('the doctors:verify command', () => {
  it.skipIf(!process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL)(
    'lists the pending doctors and verifies one on DATABASE_URL',
    async () => {
      const doctor = await signUp({ fullName: 'Dr By Command' });
      const lines: string[] = [];
      const errors: string[] = [];
      const out = { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) };
      const env = {
        DATABASE_URL: t.databaseUrl!,
        DATA_ENCRYPTION_KEY: TEST_DATA_KEY.toString('hex'),
        LOG_LEVEL: 'silent',
      };

      expect(await doctorsVerifyCommand([], env, process.cwd(), out)).toBe(0);
      expect(lines.some((l) => l.startsWith(doctor.id) && l.includes('Dr By Command'))).toBe(true);
      const checked = (name = 'Dr By Command') => [
        '--name',
        name,
        '--prescriber',
        doctor.prescriberNumber,
        '--provider',
        doctor.providerNumber,
      ];
      expect(await doctorsVerifyCommand([randomUUID(), ...checked()], env, process.cwd(), out)).toBe(1);
      expect(errors).toEqual(['Doctor not found']);
      // An id alone, or details short of all three, verifies no one: the operator must say what they checked.
      expect(await doctorsVerifyCommand([doctor.id], env, process.cwd(), out)).toBe(2);
      expect(errors.at(-1)).toContain('Give the name and both numbers');
      expect(await doctorsVerifyCommand([doctor.id, '--name', 'Dr By Command'], env, process.cwd(), out)).toBe(2);
      expect(await doctorsVerifyCommand([doctor.id, '--bogus', 'x'], env, process.cwd(), out)).toBe(2);
      // Details that no longer match the doctor's (changed after the list was read): nothing is verified.
      expect(await doctorsVerifyCommand([doctor.id, ...checked('Dr Someone Else')], env, process.cwd(), out)).toBe(1);
      expect(errors.at(-1)).toContain('details have changed');
      const before = await t.app.inject({ method: 'GET', url: `/api/doctors/device/${doctor.deviceId}` });
      expect(before.json()).toMatchObject({ verified: false });
      const room = await waitingRoom(doctor);
      try {
        expect(await doctorsVerifyCommand([doctor.id, ...checked()], env, process.cwd(), out)).toBe(0);
        expect(lines.at(-1)).toContain('Verified Dr. Dr By Command');
        // The command runs outside the server: its news reaches the open waiting room through the database.
        expect(await room.next('doctor_verified')).toMatchObject({ doctor: { id: doctor.id, verified: true } });
      } finally {
        room.close();
      }

      const me = await t.app.inject({ method: 'GET', url: `/api/doctors/device/${doctor.deviceId}` });
      expect(me.json()).toMatchObject({ verified: true });
    },
  );
});

describe('demo mode', () => {
  it('verifies at sign-up so the demo runs in one step', async () => {
    const demo = await buildTestApp({ demoMode: true });
    try {
      const res = await demo.app.inject({ method: 'POST', url: '/api/doctors', payload: doctorBody() });
      expect(res.json()).toMatchObject({ verified: true, isAvailable: 'on' });
    } finally {
      await demo.close();
    }
  });

  it('takes any filled-in registration numbers, since no one checks them against the registers', async () => {
    const demo = await buildTestApp({ demoMode: true });
    try {
      const numbers = { prescriberNumber: 'PR-123', providerNumber: '98765' };
      const res = await demo.app.inject({ method: 'POST', url: '/api/doctors', payload: doctorBody(numbers) });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ ...numbers, verified: true });
      // Still required: an empty number is refused.
      const empty = await demo.app.inject({
        method: 'POST',
        url: '/api/doctors',
        payload: doctorBody({ deviceId: randomUUID(), prescriberNumber: '' }),
      });
      expect(empty.statusCode).toBe(400);
    } finally {
      await demo.close();
    }
  });
});
