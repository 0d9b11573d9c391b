import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatClinicDateTime,
  formatClinicTime,
  type ActionableItems,
  type Document,
  type Message,
  type Verification,
} from '@telehealth/schema';
import type { Config } from '../src/config.js';
import { pdfQrCodes } from './helpers/pdf-qr.js';
import { pdfText } from './helpers/pdf-text.js';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerDoctor, registerPatient, requestDoctorFor, startConversation } from './helpers/actors.js';

/** 23:30 UTC on 22 November is 10:30 am on 23 November in Sydney (daylight time, UTC+11). */
const LATE_UTC = new Date('2026-11-22T23:30:00.000Z');
const PATIENT_ORIGIN = 'https://care.example.org';

let t: TestApp | null = null;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = null;
});

/**
 * A doctor issues a work certificate the patient asked for, at `issuedAt` by the server's clock:
 * what the patient's chat, their documents, the PDF and the public verification then say.
 */
async function certificateIssuedAt(issuedAt: Date, config: Partial<Config>) {
  t = await buildTestApp({ publicPatientUrl: PATIENT_ORIGIN, ...config });
  const { app } = t;
  const patient = await registerPatient(app);
  const conversationId = await startConversation(app, patient);
  const doctor = await registerDoctor(app);
  expect((await requestDoctorFor(app, conversationId)).doctor?.id).toBe(doctor.id);
  await app.db
    .updateTable('conversations')
    .set({
      fullName: 'Alex Citizen',
      dateOfBirth: '14/03/1990',
      diagnosisName: 'Viral pharyngitis',
      diagnosisCode: 'J02.9',
      triage: 'routine',
      summaryText: 'Sore throat and fever for 3 days.',
      certificateRequest: JSON.stringify({
        purpose: 'work',
        fromDate: '2026-11-22',
        toDate: '2026-11-23',
        nameCondition: false,
      }),
    })
    .where('id', '=', conversationId)
    .execute();
  const asDoctor = { cookie: doctor.cookie };
  expect(
    (
      await app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/clinical-management`,
        headers: asDoctor,
        payload: { doctorDeviceId: doctor.deviceId },
      })
    ).statusCode,
  ).toBe(200);
  const { actionableItems } = (
    await app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/actionable-items?doctorDeviceId=${doctor.deviceId}`,
      headers: asDoctor,
    })
  ).json<{ actionableItems: ActionableItems }>();
  const certificate = actionableItems.certificates[0]!;
  await app.inject({
    method: 'PATCH',
    url: `/api/conversations/${conversationId}/actionable-items/${certificate.id}`,
    headers: asDoctor,
    payload: { doctorDeviceId: doctor.deviceId, ticked: true },
  });

  // Only the clock of the issue call is moved: that is the moment the documents record.
  vi.useFakeTimers({ now: issuedAt, toFake: ['Date'] });
  const issued = await app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/issue-items`,
    headers: asDoctor,
    payload: { doctorDeviceId: doctor.deviceId },
  });
  vi.useRealTimers();
  expect(issued.statusCode, issued.body).toBe(200);

  const asPatient = { cookie: patient.cookie };
  const documents = (
    await app.inject({ method: 'GET', url: `/api/documents/user/${patient.userId}`, headers: asPatient })
  ).json<Document[]>();
  const messages = (
    await app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages?userDeviceId=${patient.deviceId}`,
      headers: asPatient,
    })
  ).json<Message[]>();
  const message = messages.find((m) => m.attachmentUrl)!;
  const pdf = (await app.inject({ method: 'GET', url: documents[0]!.attachmentUrl, headers: asPatient })).rawPayload;
  const code = /Verification code: ([A-Z0-9-]+)/.exec(await pdfText(pdf))![1]!;
  const verification = (await app.inject({ method: 'GET', url: `/api/verify/${code}` })).json<Verification>();
  return { documents, message, pdf, pdfText: (await pdfText(pdf)).replace(/\n/g, ' '), code, verification };
}

describe('documents a clinic can hand to an employer', () => {
  it('print an absolute verification link and its QR code, and the clinic’s day across the UTC date line', async () => {
    const issued = await certificateIssuedAt(LATE_UTC, {});
    const link = `${PATIENT_ORIGIN}/verify/${issued.code}`;
    expect(issued.pdfText).toContain(link);
    expect(await pdfQrCodes(issued.pdf)).toEqual([link]);

    // One day everywhere: 23 November, the clinic's, not the UTC 22nd.
    expect(issued.pdfText).toContain('Issued 23 November 2026');
    expect(issued.pdfText).toContain('I assessed this patient by telehealth consultation on 23 November 2026.');
    expect(issued.pdfText).toContain('Date: 23 November 2026');
    expect(issued.verification).toMatchObject({ issuedAt: LATE_UTC.toISOString(), issuedOn: '2026-11-23' });
    const [document] = issued.documents;
    expect(document!.timestamp).toBe(LATE_UTC.toISOString());
    expect(formatClinicDateTime(document!.timestamp, 'Australia/Sydney')).toBe('23/11/2026, 10:30 am');
    expect(formatClinicTime(issued.message.timestamp, 'Australia/Sydney')).toBe('10:30 am');

    // Named for people in the chat and the list; the downloaded file keeps a slug.
    expect(document!.attachmentName).toBe('Medical certificate \u2014 work');
    expect(issued.message.attachmentName).toBe('Medical certificate \u2014 work');
    expect(issued.message.text).toContain('for 22 November 2026 to 23 November 2026');
  });

  it('counts days in the configured clinic time zone, and tells the apps which it is', async () => {
    // In Honolulu (UTC-10) the same moment is 1:30 pm on 22 November.
    const issued = await certificateIssuedAt(LATE_UTC, { clinicTimeZone: 'Pacific/Honolulu' });
    expect(issued.pdfText).toContain('Issued 22 November 2026');
    expect(issued.verification.issuedOn).toBe('2026-11-22');
    const clinic = await t!.app.inject({ method: 'GET', url: '/api/clinic' });
    expect(clinic.statusCode).toBe(200);
    expect(clinic.json()).toEqual({ timeZone: 'Pacific/Honolulu' });
  });
});
