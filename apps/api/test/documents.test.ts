import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicToday } from '../src/domain/dates.js';
import { buildTestApp, type TestApp } from './helpers/build.js';
import {
  registerDoctor,
  registerPatient,
  requestDoctorFor,
  startConversation,
  type Patient,
} from './helpers/actors.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A stored document and its chat message, as issuing makes them. */
async function addDocument(
  patient: Patient,
  conversationId: string,
  name: string,
  purpose: string | null,
  createdAt = new Date(),
) {
  return t.app.db.transaction().execute(async (trx) => {
    const attachment = await trx
      .insertInto('attachments')
      .values({
        conversationId,
        userId: patient.userId,
        kind: 'Medical Certificate',
        fileName: name,
        contentType: 'application/pdf',
        bytes: Buffer.from('%PDF-1.7 test'),
        documentNumber: randomBytes(6).toString('hex'),
        verificationCode: randomBytes(10).toString('hex').toUpperCase(),
        purpose,
        condition: null,
        validFrom: '2026-11-20',
        validTo: '2026-11-22',
        doctorId: null,
        doctorName: 'Dr Jane Smith',
        providerNumber: '2345678A',
        createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('messages')
      .values({
        conversationId,
        sender: 'doctor',
        text: 'Your certificate is ready',
        timestamp: createdAt.toISOString(),
        createdAt,
        attachmentId: attachment.id,
        attachmentUrl: `/api/attachments/${attachment.id}`,
        attachmentName: name,
        attachmentPurpose: purpose,
      })
      .execute();
    return attachment;
  });
}

describe('documents', () => {
  it('lists the patient’s documents in the spec’s shape and serves each to its owner and assigned doctor only', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const doctor = await registerDoctor(t.app);
    await requestDoctorFor(t.app, c);
    const a = await addDocument(patient, c, 'medical-certificate.pdf', 'work');

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/documents/user/${patient.userId}`,
      headers: { cookie: patient.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        attachmentUrl: `/api/attachments/${a.id}`,
        attachmentName: 'medical-certificate.pdf',
        attachmentPurpose: 'work',
        attachmentCondition: null,
        conversationId: c,
      }),
    ]);

    const url = `/api/attachments/${a.id}`;
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie: patient.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe('attachment; filename="medical-certificate.pdf"');
    expect(own.body).toContain('%PDF');
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: doctor.cookie } })).statusCode).toBe(200);

    const stranger = await registerPatient(t.app);
    const otherDoctor = await registerDoctor(t.app);
    for (const cookie of [stranger.cookie, otherDoctor.cookie, '']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404);
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/documents/user/${patient.userId}`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('verifies a document by its code without health details', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const a = await addDocument(patient, c, 'medical-certificate.pdf', 'school');
    const res = await t.app.inject({ method: 'GET', url: `/api/verify/${a.verificationCode.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      documentType: 'Medical Certificate',
      documentNumber: a.documentNumber,
      issuedAt: a.createdAt.toISOString(),
      issuedOn: clinicToday(a.createdAt),
      validFrom: '2026-11-20',
      validTo: '2026-11-22',
      doctorName: 'Dr Jane Smith',
      providerNumber: '2345678A',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/verify/NOPE' })).statusCode).toBe(404);
  });

  it('clears old documents, then all, removing the files and the chat attachment fields', async () => {
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 5);
    const a = await addDocument(patient, c, 'medical-certificate.pdf', 'work', old);
    const b = await addDocument(patient, c, 'pathology-request.pdf', null);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/user/${patient.userId}/old?monthsOld=3`,
      headers: { cookie: patient.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Deleted 1 document older than 3 months' });
    expect(await t.app.db.selectFrom('attachments').select('id').where('id', '=', a.id).execute()).toHaveLength(0);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/documents/user/${patient.userId}`,
        headers: { cookie: patient.cookie },
      })
    ).json<{ attachmentName: string }[]>();
    expect(list.map((d) => d.attachmentName)).toEqual(['pathology-request.pdf']);

    const stranger = await registerPatient(t.app);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/documents/user/${patient.userId}`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(await t.app.db.selectFrom('attachments').select('id').where('id', '=', b.id).execute()).toHaveLength(1);

    const all = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/user/${patient.userId}`,
      headers: { cookie: patient.cookie },
    });
    expect(all.json()).toEqual({ message: 'Deleted 1 document' });
    const messages = await t.app.db.selectFrom('messages').selectAll().where('conversationId', '=', c).execute();
    expect(messages.every((m) => m.attachmentUrl === null && m.attachmentName === null)).toBe(true);
    expect(messages).toHaveLength(2); // the messages stay, without their attachments
  });
});
