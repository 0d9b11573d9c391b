import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionableItems } from '@telehealth/schema';
import { pdfTextLines } from './helpers/pdf-text.js';
import { createConsultationEngine } from '../src/consultation/index.js';
import { buildTestApp, testConfig, type TestApp } from './helpers/build.js';
import {
  registerDoctor,
  registerPatient,
  requestDoctorFor,
  startConversation,
  type DoctorActor,
} from './helpers/actors.js';
import { consult } from './helpers/consultation.js';

/** The name from the security review: PDF operators and a line break, to add lines to a signed certificate. */
const INJECTED = 'Al) Tj ET BT /Fx Tf (INJECTED\nFIT FOR ALL DUTIES';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { engine: createConsultationEngine(testConfig(null)) });
});
afterAll(() => t.close());

const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

describe('text that goes on documents is refused at input unless it is one printable line', () => {
  it('a profile: a clear 400 naming the field and the rule, and nothing stored or changed', async () => {
    const p = await registerPatient(t.app);
    const create = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profiles',
        headers: { cookie: p.cookie },
        payload: { deviceId: p.deviceId, ...payload },
      });
    const refused = await create({ fullName: INJECTED });
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe(
      'body/fullName must be a name on one line: letters, spaces, hyphens, apostrophes and full stops only',
    );
    const phone = await create({ fullName: 'Alex Citizen', mobileNumber: '0400 111 222\nFIT' });
    expect(phone.statusCode).toBe(400);
    expect(message(phone)).toMatch(/^body\/mobileNumber must be a phone number/);
    expect((await create({ fullName: 'Alex', country: 'Australia\r\nFIT' })).statusCode).toBe(400);
    const medicare = await create({ fullName: 'Alex', medicareNumber: '21\nFIT' });
    expect(medicare.statusCode).toBe(400);
    expect(message(medicare)).toBe('body/medicareNumber must be digits only');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/device/${p.deviceId}`,
      headers: { cookie: p.cookie },
    });
    expect(listed.json()).toEqual([]);

    const made = await create({ fullName: "  Siobhán O'Brien-Nguyễn ", mobileNumber: '+61 400 111 222' });
    expect(made.statusCode).toBe(201);
    const { id } = made.json<{ id: string }>();
    expect(made.json()).toMatchObject({ fullName: "Siobhán O'Brien-Nguyễn" });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/profiles/${id}`,
      headers: { cookie: p.cookie },
      payload: { fullName: INJECTED },
    });
    expect(edit.statusCode).toBe(400);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/device/${p.deviceId}`,
      headers: { cookie: p.cookie },
    });
    expect(after.json()).toEqual([expect.objectContaining({ id, fullName: "Siobhán O'Brien-Nguyễn" })]);
  });

  it('a doctor: sign-up and profile edits refuse names and numbers that are not one clean line', async () => {
    for (const [field, value] of [
      ['fullName', INJECTED],
      ['providerNumber', '2345678A) Tj'],
      ['prescriberNumber', '1234567\nFIT'],
      ['mobileNumber', 'call me'],
    ] as const) {
      await expect(registerDoctor(t.app, { [field]: value }), field).rejects.toThrow(/doctor failed: 400/);
    }
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Jane Smith' });
    const url = `/api/doctors/${doctor.id}`;
    const edit = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: doctor.cookie },
      payload: { fullName: INJECTED },
    });
    expect(edit.statusCode).toBe(400);
    expect(message(edit)).toMatch(/^body\/fullName must be a name on one line/);
    const row = await t.app.db
      .selectFrom('doctors')
      .select('fullName')
      .where('id', '=', doctor.id)
      .executeTakeFirstOrThrow();
    expect(row.fullName).toBe('Dr Jane Smith');
  });
});

async function assignedDoctor(conversationId: string): Promise<DoctorActor> {
  const doctor = await registerDoctor(t.app, {
    fullName: 'Dr Jane Smith',
    providerNumber: '2345678F',
    prescriberNumber: '1234567',
  });
  await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).where('id', '!=', doctor.id).execute();
  expect((await requestDoctorFor(t.app, conversationId)).doctor?.id).toBe(doctor.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/clinical-management`,
    headers: { cookie: doctor.cookie },
    payload: { doctorDeviceId: doctor.deviceId },
  });
  expect(res.statusCode).toBe(200);
  return doctor;
}

/** Ticks the chosen items, issues them, and returns the text lines of the stored PDFs by document kind. */
async function issue(
  conversationId: string,
  doctor: DoctorActor,
  choose: (items: ActionableItems) => { id: string }[],
) {
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/${conversationId}/actionable-items?doctorDeviceId=${doctor.deviceId}`,
    headers: { cookie: doctor.cookie },
  });
  for (const item of choose(list.json<{ actionableItems: ActionableItems }>().actionableItems)) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${conversationId}/actionable-items/${item.id}`,
      headers: { cookie: doctor.cookie },
      payload: { doctorDeviceId: doctor.deviceId, ticked: true },
    });
    expect(res.statusCode).toBe(200);
  }
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/issue-items`,
    headers: { cookie: doctor.cookie },
    payload: { doctorDeviceId: doctor.deviceId },
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const documents = await t.app.db
    .selectFrom('attachments')
    .select(['kind', 'id'])
    .where('conversationId', '=', conversationId)
    .execute();
  const lines = new Map<string, string[]>();
  for (const d of documents) {
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/${d.id}`,
      headers: { cookie: doctor.cookie },
    });
    expect(download.statusCode).toBe(200);
    lines.set(d.kind, (await pdfTextLines(download.rawPayload)).flat());
  }
  return lines;
}

describe('documents issued through the API', () => {
  it('prints a name stored before the input rule as one literal line on the certificate', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const today = new Date().toISOString().slice(0, 10);
    await t.app.db
      .updateTable('conversations')
      .set({
        fullName: INJECTED,
        dateOfBirth: '14/03/1990\nFIT',
        diagnosisName: 'Viral pharyngitis',
        diagnosisCode: 'J02.9',
        triage: 'routine',
        certificateRequest: JSON.stringify({ purpose: 'work', fromDate: today, toDate: today, nameCondition: false }),
      })
      .where('id', '=', c)
      .execute();
    const doctor = await assignedDoctor(c);
    const lines = (await issue(c, doctor, (items) => items.certificates)).get('Medical Certificate')!;
    expect(lines[lines.indexOf('Patient') + 1]).toBe('Al) Tj ET BT /Fx Tf (INJECTED FIT FOR ALL DUTIES');
    expect(lines[lines.indexOf('Date of birth') + 1]).toBe('14/03/1990 FIT');
    expect(lines.some((l) => l.startsWith('FIT'))).toBe(false);
    expect(lines.join(' ')).toContain(
      'In my opinion, Al) Tj ET BT /Fx Tf (INJECTED FIT FOR ALL DUTIES is unfit for work',
    );
  });

  it('writes a referral from a real consultation as a clinical letter, the complaint on one line', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    await consult(t.app, patient, c, {
      opening: "I've had a sore throat and a cough for three days\nFIT FOR ALL DUTIES",
      age: '40',
      sex: 'Male',
      name: 'Sam Taylor',
      dateOfBirth: '01/01/1986',
      otherwise: 'no',
      answers: { E_97: 'yes', E_201: 'yes', E_91: 'yes' },
    });
    // Details are asked only when a doctor's review needs them: here they are on the record as a review would leave them.
    await t.app.db
      .updateTable('conversations')
      .set({ fullName: 'Sam Taylor', dateOfBirth: '01/01/1986' })
      .where('id', '=', c)
      .execute();
    const doctor = await assignedDoctor(c);
    const row = await t.app.db
      .selectFrom('conversations')
      .select(['summaryText', 'diagnosisName'])
      .where('id', '=', c)
      .executeTakeFirstOrThrow();
    const lines = (await issue(c, doctor, (items) => items.referrals.slice(0, 1))).get('Referral Letter')!;
    const text = lines.join(' ');
    for (const heading of ['Reason for referral', 'History', 'Relevant findings', 'Assessment'])
      expect(lines, heading).toContain(heading);
    expect(text).toContain('From Dr Jane Smith, Haven Health telehealth service');
    expect(text).toContain('Re Sam Taylor, born 01/01/1986');
    expect(text).toContain(
      'Thank you for seeing Sam Taylor, a 40-year-old man, whom I assessed by telehealth consultation',
    );
    expect(text).toContain(
      `Sam Taylor described the problem as "I've had a sore throat and a cough for three days FIT FOR ALL DUTIES".`,
    );
    expect(text).toMatch(/He reported [^.]*sore throat/);
    expect(text).toMatch(/Danger signs asked about and denied: |No danger signs were specifically asked about\./);
    expect(text).toContain('Not examined in person');
    expect(text).toContain(`My working diagnosis is ${row.diagnosisName}`);
    expect(text).toContain('Yours sincerely,');
    expect(lines.some((l) => l.startsWith('FIT FOR ALL DUTIES'))).toBe(false);
    // Written from the record, not pasted from the summary.
    expect(row.summaryText).toContain('**Presenting complaint:**');
    expect(text).not.toMatch(/Presenting complaint|Red flags screened|Disposition:|Differential|\*\*/);
  });
});
