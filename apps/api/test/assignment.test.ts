import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerDoctor, registerPatient, requestDoctorFor, startConversation } from './helpers/actors.js';
import { drainQueue, queuePosition } from '../src/use-cases/assignment.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.deleteFrom('doctorPatientAssignments').execute();
  await t.app.db.deleteFrom('doctors').execute();
  await t.app.db.deleteFrom('conversations').execute();
});

async function conversations(n: number) {
  const patient = await registerPatient(t.app);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await startConversation(t.app, patient));
  return ids;
}

const activeCount = async (doctorId: string) =>
  (
    await t.app.db
      .selectFrom('doctorPatientAssignments')
      .select('id')
      .where('doctorId', '=', doctorId)
      .where('status', '=', 'active')
      .execute()
  ).length;

describe('assignment', () => {
  it('gives each patient to the available doctor with the fewest active patients, ties to the longest idle', async () => {
    const a = await registerDoctor(t.app, { fullName: 'Dr A' });
    const b = await registerDoctor(t.app, { fullName: 'Dr B' });
    const off = await registerDoctor(t.app, { fullName: 'Dr Off' });
    await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).where('id', '=', off.id).execute();
    const [c1, c2, c3] = await conversations(3);
    const first = await requestDoctorFor(t.app, c1!);
    expect(first.doctor).toEqual({ id: a.id, fullName: 'Dr A', avatarNumber: '1' }); // never assigned: a registered first
    expect((await requestDoctorFor(t.app, c2!)).doctor?.id).toBe(b.id); // fewest
    expect((await requestDoctorFor(t.app, c3!)).doctor?.id).toBe(a.id); // tie: a has been idle longer
    expect(await activeCount(off.id)).toBe(0);
  });

  it('queues patients when no doctor is available, urgent first then oldest, and drains when one turns available', async () => {
    const [routine1, routine2, urgent] = await conversations(3);
    expect(await requestDoctorFor(t.app, routine1!)).toMatchObject({ doctor: null, queuePosition: 1 });
    expect(await requestDoctorFor(t.app, routine2!)).toMatchObject({ doctor: null, queuePosition: 2 });
    expect(await requestDoctorFor(t.app, urgent!, true)).toMatchObject({ doctor: null, queuePosition: 1 });
    expect(await queuePosition(t.app.db, routine1!)).toBe(2);

    const doctor = await registerDoctor(t.app); // signing up drains the queue (available by default)
    const assigned = await t.app.db
      .selectFrom('doctorPatientAssignments')
      .select(['conversationId'])
      .where('doctorId', '=', doctor.id)
      .orderBy('assignedAt')
      .execute();
    expect(assigned.map((a) => a.conversationId)).toEqual([urgent, routine1, routine2]);
  });

  it('turning available drains the queue through the API', async () => {
    const doctor = await registerDoctor(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/doctors/${doctor.id}/availability`,
      headers: { cookie: doctor.cookie },
      payload: { isAvailable: 'off' },
    });
    const [c] = await conversations(1);
    expect((await requestDoctorFor(t.app, c!)).doctor).toBeNull();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/doctors/${doctor.id}/availability`,
      headers: { cookie: doctor.cookie },
      payload: { isAvailable: 'on' },
    });
    expect(await activeCount(doctor.id)).toBe(1);
  });

  it('never assigns one conversation twice, however many assigners race', async () => {
    const ids = await conversations(12);
    for (const id of ids) await requestDoctorFor(t.app, id); // no doctor yet: all wait
    await Promise.all([registerDoctor(t.app), registerDoctor(t.app), registerDoctor(t.app)]);
    // Many concurrent drainers and direct requests over the same waiting conversations.
    await Promise.all([
      ...Array.from({ length: 8 }, () => drainQueue(t.app.db)),
      ...ids.map((id) => requestDoctorFor(t.app, id)),
    ]);
    const rows = await t.app.db.selectFrom('doctorPatientAssignments').select(['conversationId']).execute();
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.conversationId)).size).toBe(12);
    const statuses = await t.app.db.selectFrom('conversations').select('doctorConnectStatus').execute();
    expect(statuses.every((s) => s.doctorConnectStatus === 'assigned')).toBe(true);
  });
});
