import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionableItem, ActionableItems } from '@telehealth/schema';
import { createConsultationEngine } from '../src/consultation/index.js';
import { buildTestApp, testConfig, type TestApp } from './helpers/build.js';
import { registerDoctor, registerPatient, startConversation, type DoctorActor } from './helpers/actors.js';
import { consult, readConversation, say, type Script } from './helpers/consultation.js';

let t: TestApp;
let doctor: DoctorActor;
beforeAll(async () => {
  t = await buildTestApp({}, { engine: createConsultationEngine(testConfig(null)) });
  doctor = await registerDoctor(t.app, { fullName: 'Dr Kim Lee' });
});
afterAll(() => t.close());

const SORE_THROAT: Script = { opening: 'I have a sore throat', age: '28', sex: 'Female', otherwise: 'no' };

/** A patient talked through to a doctor's review, then the doctor opens Clinical Management. */
async function reviewed(script: Script, stopWhenAssigned = true) {
  const who = await registerPatient(t.app);
  const c = await startConversation(t.app, who);
  await consult(
    t.app,
    who,
    c,
    script,
    (d) => stopWhenAssigned && /will review your consultation|will join/.test(d.text),
  );
  expect((await readConversation(t.app, who, c)).assignedDoctor?.fullName).toBe('Dr Kim Lee');
  const plan = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${c}/clinical-management`,
    headers: { cookie: doctor.cookie },
    payload: {},
  });
  expect(plan.statusCode).toBe(200);
  return { c, management: plan.json<{ management: string }>().management };
}

async function itemsOf(c: string): Promise<ActionableItems> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/${c}/actionable-items`,
    headers: { cookie: doctor.cookie },
  });
  return res.json<{ actionableItems: ActionableItems }>().actionableItems;
}

const addCertificate = (c: string, payload: Record<string, unknown> = {}, cookie = doctor.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/conversations/${c}/actionable-items/certificate`,
    headers: { cookie },
    payload,
  });

describe('medical certificates are proposed only when the patient asked for one', () => {
  it('a patient who said "No, thanks" gets none, and the doctor can add one from Clinical Management', async () => {
    const { c, management } = await reviewed({ ...SORE_THROAT, review: 'Yes' });
    expect((await itemsOf(c)).certificates).toEqual([]);
    expect(management).toContain('The patient did not ask for a medical certificate in the chat.');

    const added = await addCertificate(c, { purpose: 'school', days: 3 });
    expect(added.statusCode).toBe(201);
    const item = added.json<ActionableItem>();
    expect(item).toMatchObject({ ticked: false, issued: false, subtype: 'school' });
    expect(item.text).toMatch(/^School certificate: unfit for school from .+ \(3 days\); condition not named$/);
    expect((await itemsOf(c)).certificates).toEqual([item]);

    // One proposal at a time, and a regeneration of the plan keeps what the doctor added.
    expect((await addCertificate(c)).statusCode).toBe(409);
    const regenerated = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${c}/clinical-management`,
      headers: { cookie: doctor.cookie },
      payload: { forceRegenerate: true },
    });
    expect(regenerated.statusCode).toBe(200);
    expect((await itemsOf(c)).certificates).toEqual([item]);

    // It issues like any other certificate.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${c}/actionable-items/${item.id}`,
      headers: { cookie: doctor.cookie },
      payload: { ticked: true },
    });
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${c}/issue-items`,
      headers: { cookie: doctor.cookie },
      payload: {},
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json<{ summary: string }>().summary).toContain('1 medical certificate');
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .select(['actorId', 'detail'])
      .where('action', '=', 'actionable_item.certificate_added')
      .where('subjectId', '=', c)
      .execute();
    expect(audit).toEqual([{ actorId: doctor.id, detail: { purpose: 'school', days: 3 } }]);
  });

  it('a patient who asked for one gets exactly what they asked for', async () => {
    const { c } = await reviewed({
      ...SORE_THROAT,
      review: 'Yes',
      certificate: { purpose: 'Yes, for work', days: 'Today and tomorrow', nameIt: 'No, keep it private' },
    });
    const certificates = (await itemsOf(c)).certificates;
    expect(certificates).toHaveLength(1);
    expect(certificates[0]!.text).toMatch(/^Work certificate: unfit for work from .+ \(2 days\); condition not named$/);
  });

  it('an emergency patient who was never asked gets none', async () => {
    const who = await registerPatient(t.app);
    const c = await startConversation(t.app, who);
    const first = await say(t.app, who, c, 'I need to see a doctor, I have crushing chest pain even at rest');
    expect(first.doctorMessage?.text).toContain('as a priority?');
    await say(t.app, who, c, 'Yes');
    expect(await readConversation(t.app, who, c)).toMatchObject({
      triage: 'emergency',
      certificateRequest: null,
      assignedDoctor: { fullName: 'Dr Kim Lee' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${c}/clinical-management`,
      headers: { cookie: doctor.cookie },
      payload: {},
    });
    const items = await itemsOf(c);
    expect(items.certificates).toEqual([]);
    expect(items.referrals.some((r) => r.subtype === 'emergency')).toBe(true);
  });

  it('refuses a bad choice, and anyone but the assigned doctor, changing nothing', async () => {
    const { c } = await reviewed({ ...SORE_THROAT, review: 'Yes' });
    expect((await addCertificate(c, { days: 0 })).statusCode).toBe(400);
    expect((await addCertificate(c, { purpose: 'holiday' })).statusCode).toBe(400);
    const other = await registerDoctor(t.app, { fullName: 'Dr Other' });
    await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).where('id', '=', other.id).execute();
    expect((await addCertificate(c, {}, other.cookie)).statusCode).toBe(403);
    expect((await addCertificate(c, {}, '')).statusCode).toBe(401);
    expect((await itemsOf(c)).certificates).toEqual([]);
  });
});
