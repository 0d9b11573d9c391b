import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clinicDay,
  formatClinicDateTime,
  formatClinicTime,
  formatLongDate,
  formatShortDate,
  type ActionableItems,
} from '@telehealth/schema';
import { driveUntilAssigned, waitForPatientChat, type DrivenPatient } from './patient-driver';
import { resetDoctors, screenshot, useBrowser, visible } from './support';

/**
 * A patient whose phone is in New York, in US English, reads the documents of a clinic in Sydney:
 * the chat, the Documents list and the verification page all give the clinic's day and time, the
 * one printed on the PDF, never the phone's own.
 */
const CLINIC_ZONE = 'Australia/Sydney';
const TITLE = 'Medical certificate \u2014 work';

/** The verification code printed on one of our PDFs: its text is hex strings in Flate streams. */
function verificationCodeOf(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let text: string;
    try {
      text = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      const line = Buffer.from(hex[1]!, 'hex').toString('latin1');
      const code = /^Verification code: (\S+)$/.exec(line);
      if (code) return code[1]!;
    }
  }
  throw new Error('no verification code on the PDF');
}

/** The doctor's side by API calls, with the doctor context's own session. */
async function issueCertificate(doctor: Page, conversationId: string, deviceId: string): Promise<void> {
  const base = `/api/conversations/${conversationId}`;
  const plan = await doctor.request.post(`${base}/clinical-management`, { data: { doctorDeviceId: deviceId } });
  expect(plan.status()).toBe(200);
  const { actionableItems } = (await (
    await doctor.request.get(`${base}/actionable-items?doctorDeviceId=${deviceId}`)
  ).json()) as { actionableItems: ActionableItems };
  const certificate = actionableItems.certificates[0];
  expect(certificate, 'the patient asked for a work certificate').toBeDefined();
  const tick = await doctor.request.patch(`${base}/actionable-items/${certificate!.id}`, {
    data: { doctorDeviceId: deviceId, ticked: true },
  });
  expect(tick.status()).toBe(200);
  const issued = await doctor.request.post(`${base}/issue-items`, { data: { doctorDeviceId: deviceId } });
  expect(issued.status(), await issued.text()).toBe(200);
}

describe("dates are the clinic's, wherever the patient's phone is", () => {
  const browser = useBrowser();
  let patient: Page;
  let driven: DrivenPatient;

  beforeAll(async () => {
    await resetDoctors();
    const doctor = await browser.newDoctor('/doctor/signup');
    const deviceId = randomUUID();
    const signUp = await doctor.request.post('/api/doctors', {
      data: {
        deviceId,
        fullName: 'Dana Dates',
        prescriberNumber: '1234567',
        providerNumber: '2345678F',
        gender: 'Female',
        mobileNumber: '0400000000',
      },
    });
    expect(signUp.status()).toBe(201);
    patient = await browser.newPatient('/', { timezoneId: 'America/New_York', locale: 'en-US' });
    await waitForPatientChat(patient);
    driven = await driveUntilAssigned(patient, 'Riley Dates');
    await issueCertificate(doctor, driven.conversationId, deviceId);
  });

  it('shows one Australian date in the chat, the Documents list and on the verification page', async () => {
    // The chat, still open on the consultation: the document by its title, its time the clinic's.
    // The message's slot is `display: contents`: what shows is the attachment link inside it.
    const bubble = patient.locator('[data-sender="doctor"]', { hasText: TITLE });
    await visible(bubble.getByRole('link', { name: TITLE }), 30_000);
    const chatTime = bubble.locator('time');
    const issuedAt = (await chatTime.getAttribute('datetime'))!;
    const day = clinicDay(new Date(issuedAt), CLINIC_ZONE);
    expect(await chatTime.innerText()).toBe(formatClinicTime(issuedAt, CLINIC_ZONE));
    expect(await bubble.textContent()).toContain(`for ${formatLongDate(day)} to ${formatLongDate(day)}`);
    await screenshot(patient, 'chat-clinic-dates');

    // Documents: the same title, the clinic's DD/MM/YYYY and time.
    await patient.goto('/documents');
    const item = patient.getByRole('link', { name: new RegExp(TITLE) });
    await visible(item, 15_000);
    const listed = await item.locator('time').innerText();
    expect(listed).toBe(formatClinicDateTime(issuedAt, CLINIC_ZONE));
    expect(listed.startsWith(formatShortDate(day))).toBe(true);
    await screenshot(patient, 'documents-clinic-dates');

    // Verification of the PDF's code: the day printed on it.
    const pdf = await patient.request.get((await item.getAttribute('href'))!);
    expect(pdf.headers()['content-disposition']).toMatch(/filename="medical-certificate-work-[0-9-]+\.pdf"/);
    await patient.goto(`/verify/${verificationCodeOf(await pdf.body())}`);
    await visible(patient.getByText('Genuine'), 15_000);
    const issuedRow = patient.locator('dt', { hasText: /^Issued$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await issuedRow.innerText()).toBe(formatLongDate(day));
    // What the phone would have said on its own, where its day differs: never shown.
    const phoneDay = clinicDay(new Date(issuedAt), 'America/New_York');
    if (phoneDay !== day) expect(await patient.locator('main').innerText()).not.toContain(formatLongDate(phoneDay));
    await screenshot(patient, 'verification-clinic-dates');
  });
});
