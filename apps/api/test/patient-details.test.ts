import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ActionableItems, Conversation } from '@telehealth/schema';
import { createConsultationEngine } from '../src/consultation/index.js';
import { NAME_NEEDED } from '../src/clinical/issue-context.js';
import { MEDICARE_NUMBER_REFUSAL } from '../src/domain/medicare.js';
import { buildTestApp, testConfig, type TestApp } from './helpers/build.js';
import { registerDoctor, registerPatient, startConversation, type DoctorActor } from './helpers/actors.js';
import { readConversation, say } from './helpers/consultation.js';
import { pdfText } from './helpers/pdf-text.js';

let t: TestApp;
let doctor: DoctorActor;
beforeAll(async () => {
  t = await buildTestApp({}, { engine: createConsultationEngine(testConfig(null)) });
  doctor = await registerDoctor(t.app, { fullName: 'Dr Kim Lee' });
});
afterAll(() => t.close());

/** The case: the AI escalated an emergency before asking who the patient is. */
async function emergencyWithoutDetails() {
  const who = await registerPatient(t.app);
  const c = await startConversation(t.app, who);
  await say(t.app, who, c, 'I need to see a doctor, I have crushing chest pain even at rest');
  await say(t.app, who, c, 'Yes');
  expect(await readConversation(t.app, who, c)).toMatchObject({
    fullName: null,
    dateOfBirth: null,
    assignedDoctor: { fullName: 'Dr Kim Lee' },
  });
  return { who, c };
}

const correct = (c: string, payload: Record<string, unknown>, cookie = doctor.cookie) =>
  t.app.inject({ method: 'PATCH', url: `/api/conversations/${c}/patient-details`, headers: { cookie }, payload });

const asDoctor = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie: doctor.cookie }, ...(payload ? { payload } : {}) });

async function detailsOf(c: string) {
  return t.app.db
    .selectFrom('conversations')
    .select(['fullName', 'dateOfBirth', 'medicareNumber', 'medicareReferenceNumber', 'version'])
    .where('id', '=', c)
    .executeTakeFirstOrThrow();
}

describe('the doctor completes the patient’s details, then issues', () => {
  it('issues a referral letter that failed for want of a name, once the doctor has added it', async () => {
    const { c } = await emergencyWithoutDetails();
    expect((await asDoctor('POST', `/api/conversations/${c}/clinical-management`, {})).statusCode).toBe(200);
    const items = (await asDoctor('GET', `/api/conversations/${c}/actionable-items`)).json<{
      actionableItems: ActionableItems;
    }>().actionableItems;
    const referral = items.referrals.find((r) => r.subtype === 'emergency')!;
    await asDoctor('PATCH', `/api/conversations/${c}/actionable-items/${referral.id}`, { ticked: true });
    const refused = await asDoctor('POST', `/api/conversations/${c}/issue-items`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: NAME_NEEDED });

    const res = await correct(c, {
      fullName: ' Alex Citizen ',
      dateOfBirth: '14/03/1990',
      medicareNumber: '2123456701',
      medicareReferenceNumber: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Conversation>()).toMatchObject({
      id: c,
      fullName: 'Alex Citizen',
      dateOfBirth: '14/03/1990',
      medicareNumber: '2123456701',
      medicareReferenceNumber: '1',
    });
    // The Medicare number is sealed at rest like the patient's own.
    const { rows } = await sql<{
      medicare: string;
    }>`select medicare_number as medicare from conversations where id = ${c}`.execute(t.app.db);
    expect(rows[0]!.medicare).not.toContain('2123456701');

    const issued = await asDoctor('POST', `/api/conversations/${c}/issue-items`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const letter = await t.app.db
      .selectFrom('attachments')
      .select('bytes')
      .where('conversationId', '=', c)
      .executeTakeFirstOrThrow();
    const text = (await pdfText(letter.bytes)).replace(/\n/g, ' ');
    expect(text).toContain('Alex Citizen');
    expect(text).toContain('14/03/1990');

    // Audited: who changed which fields of which consultation, never the values.
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .select(['actorType', 'actorId', 'detail'])
      .where('action', '=', 'patient_details.update')
      .where('subjectId', '=', c)
      .execute();
    expect(audit).toEqual([
      {
        actorType: 'doctor',
        actorId: doctor.id,
        detail: { fields: ['dateOfBirth', 'fullName', 'medicareNumber', 'medicareReferenceNumber'] },
      },
    ]);
  });

  it('brings the clinical management already made up to date: its summary names the patient, its ticks stay', async () => {
    const { c } = await emergencyWithoutDetails();
    const management = async () =>
      (await asDoctor('POST', `/api/conversations/${c}/clinical-management`, {})).json<{ management: string }>()
        .management;
    const before = await management();
    expect(before).toContain('**Patient:** Name not recorded, DOB not recorded');
    const items = (await asDoctor('GET', `/api/conversations/${c}/actionable-items`)).json<{
      actionableItems: ActionableItems;
    }>().actionableItems;
    const referral = items.referrals.find((r) => r.subtype === 'emergency')!;
    await asDoctor('PATCH', `/api/conversations/${c}/actionable-items/${referral.id}`, { ticked: true });

    const res = await correct(c, {
      fullName: 'Alex Citizen',
      dateOfBirth: '14/03/1990',
      medicareNumber: '2123456701',
      medicareReferenceNumber: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
    // Without Regenerate: the cached text the clinical screen asks for, and the conversation the chat shows.
    const after = await management();
    expect(after).toMatch(/\*\*Patient:\*\* Alex Citizen, \d+ years, DOB 14\/03\/1990/);
    expect(after).toContain('**Medicare:** 2123456701 (ref 1)');
    expect(after).not.toContain('Name not recorded');
    expect(res.json<Conversation>().clinicalManagementText).toBe(after);
    // The checks before prescribing know the age now.
    expect(before).toContain('_Before prescribing:_ Age not recorded');
    expect(after).toMatch(/^_Before prescribing:_ (?!Age not recorded)/m);
    // Nothing else is written again: from the differential on, the text is as generated.
    const fromDifferential = (text: string) =>
      text.slice(text.indexOf('## Differential Diagnoses')).replace(/^_Before prescribing:_ .*$/m, '');
    expect(fromDifferential(after)).toBe(fromDifferential(before));
    const itemsAfter = (await asDoctor('GET', `/api/conversations/${c}/actionable-items`)).json<{
      actionableItems: ActionableItems;
    }>().actionableItems;
    expect(itemsAfter.referrals.find((r) => r.id === referral.id)).toMatchObject({ ticked: true });
  });

  it('corrects one field and leaves the others as they were', async () => {
    const { c } = await emergencyWithoutDetails();
    await correct(c, { fullName: 'Alex Citzen', dateOfBirth: '14/03/1990' });
    const res = await correct(c, { fullName: 'Alex Citizen' });
    expect(res.statusCode).toBe(200);
    expect(await detailsOf(c)).toMatchObject({ fullName: 'Alex Citizen', dateOfBirth: '14/03/1990' });
  });

  it.each([
    ['a bad Medicare number', { fullName: 'Alex Citizen', medicareNumber: '2123456711' }, MEDICARE_NUMBER_REFUSAL],
    [
      'a date of birth in the future',
      { fullName: 'Alex Citizen', dateOfBirth: '01/01/2999' },
      'Date of birth cannot be in the future',
    ],
    [
      'a date that is no date',
      { dateOfBirth: '31/02/1990' },
      'Date of birth must be a real date in the format DD/MM/YYYY',
    ],
    ['a name with markup', { fullName: 'Alex <b>Citizen</b>' }, undefined],
    ['a blank name', { fullName: '   ' }, undefined],
    ['nothing to change', {}, 'Nothing to change: send a name, date of birth or Medicare'],
    ['an unknown field', { fullName: 'Alex Citizen', country: 'France' }, undefined],
  ])('refuses %s with a 400 and changes nothing', async (_name, payload, message) => {
    const { c } = await emergencyWithoutDetails();
    const before = await detailsOf(c);
    const res = await correct(c, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json<{ message: string }>().message).toBe(message);
    expect(await detailsOf(c)).toEqual(before);
  });

  it('lets only the assigned doctor change them', async () => {
    const { who, c } = await emergencyWithoutDetails();
    const other = await registerDoctor(t.app, { fullName: 'Dr Other' });
    await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).where('id', '=', other.id).execute();
    const before = await detailsOf(c);
    expect((await correct(c, { fullName: 'Mallory' }, other.cookie)).statusCode).toBe(403);
    expect((await correct(c, { fullName: 'Mallory' }, who.cookie)).statusCode).toBe(401);
    expect((await correct(c, { fullName: 'Mallory' }, '')).statusCode).toBe(401);
    expect(await detailsOf(c)).toEqual(before);
  });
});
