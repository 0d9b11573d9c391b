import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { driveEmergencyUntilAssigned, verificationCodeIn } from './patient-driver';
import { onPath, resetDoctors, screenshot, signUp, toastWith, useBrowser, visible } from './support';

/**
 * The emergency patient from both sides: handed over before the AI asked who they are, the
 * doctor completes their details and issues; then the patient clears everything from their phone,
 * the doctor keeps the consultation as the record (closed by the patient), and the document the
 * patient was given still verifies as genuine.
 */
function uniqueSurname(): string {
  const letters = Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!);
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

const cardTitled = (page: Page, title: string): Locator =>
  page.locator('div.rounded-2xl', { has: page.getByRole('heading', { name: title, exact: true }) });

describe('records a clinic can stand behind', () => {
  const browser = useBrowser();
  const patientName = `Robin ${uniqueSurname()}`;
  let doctor: Page;
  let patient: Page;
  let conversationId: string;
  let verificationCode: string;

  beforeAll(async () => {
    await resetDoctors();
    doctor = await browser.newDoctor();
    await signUp(doctor, { fullName: 'Rhea Records' });
    patient = await browser.newPatient('/');
  });

  it('an emergency handed over without details: Issue says the name is needed before any call', async () => {
    ({ conversationId } = await driveEmergencyUntilAssigned(patient));
    await visible(toastWith(doctor, 'New Patient Assigned'), 15_000);
    await doctor.getByRole('link', { name: /Anonymous Patient/ }).click();
    await onPath(doctor, `/doctor/chat/${conversationId}`);
    const panel = doctor.getByRole('complementary', { name: 'Patient details' });
    await visible(panel.getByText("Documents need the patient's full name"));

    // No certificate was asked for: none is proposed, and the doctor adds one from Clinical Management.
    await doctor.goto(`/doctor/clinical/${conversationId}`);
    const add = cardTitled(doctor, 'Add a medical certificate');
    await visible(add.getByText('The patient did not ask for a medical certificate in the chat.'), 30_000);
    expect(await doctor.getByRole('heading', { name: 'Medical Certificates', exact: true }).count()).toBe(0);
    await add.getByLabel('Purpose').selectOption('work');
    await add.getByLabel('Days from today').selectOption('2');
    await add.getByRole('button', { name: 'Add certificate' }).click();
    await visible(toastWith(doctor, 'Certificate added'));
    const certificates = cardTitled(doctor, 'Medical Certificates');
    await visible(certificates.getByText(/^Work certificate: unfit for work .+\(2 days\)/));
    await screenshot(doctor, 'clinical-management-certificate-added');

    // Actionable Management says what is missing before Issue, and Issue makes no call without it.
    await doctor.goto(`/doctor/actionable/${conversationId}`);
    await visible(doctor.getByText("Add the patient's details in the chat"), 30_000);
    const certificateCard = cardTitled(doctor, 'Certificates');
    await visible(certificateCard.getByText("Needs the patient's full name before Issue"));
    await certificateCard.locator('input[type="checkbox"]').first().click();
    await certificateCard.locator('input[type="checkbox"]:checked').first().waitFor();
    await doctor.getByRole('button', { name: 'Issue' }).click();
    await visible(toastWith(doctor, "The patient's full name is needed"));
    await screenshot(doctor, 'actionable-name-needed');
  });

  it('the doctor completes the details in the chat (a bad Medicare number is refused), then issues', async () => {
    await doctor.getByRole('link', { name: "Add the patient's details in the chat" }).click();
    await onPath(doctor, `/doctor/chat/${conversationId}`);
    const panel = doctor.getByRole('complementary', { name: 'Patient details' });
    await panel.getByRole('button', { name: 'Add details' }).click();
    // The dialog's own box is empty (its panel is positioned): wait for what it shows.
    const dialog = doctor.getByRole('dialog', { name: 'Patient details' });
    await visible(dialog.getByText('Patient details', { exact: true }));
    await dialog.getByLabel('Full name').fill(patientName);
    await dialog.getByLabel('Date of birth').fill('14/03/1990');
    await dialog.getByLabel('Medicare number').fill('2123 45671 1');
    await dialog.getByLabel('Ref').fill('1');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await visible(dialog.getByRole('alert').getByText(/Medicare number must be the 10 digits on the card/));
    await screenshot(doctor, 'patient-details-refused');
    await dialog.getByLabel('Medicare number').fill('2123 45670 1');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await visible(toastWith(doctor, 'Patient details saved'));
    await dialog.waitFor({ state: 'detached' });
    await visible(panel.getByText(patientName));
    await visible(panel.getByText('14/03/1990'));
    expect(await panel.getByText("Documents need the patient's full name").count()).toBe(0);
    await screenshot(doctor, 'patient-details-saved');

    // The Clinical Management made before the details were known names the patient now, without Regenerate.
    await doctor.getByRole('button', { name: 'Menu' }).click();
    await doctor.getByRole('menuitem', { name: 'Clinical Management' }).click();
    await onPath(doctor, `/doctor/clinical/${conversationId}`);
    const summary = cardTitled(doctor, 'Clinical Summary');
    await visible(summary.getByText(new RegExp(`${patientName}, \\d+ years, DOB 14/03/1990`)), 30_000);
    expect(await summary.getByText('Name not recorded').count()).toBe(0);
    await doctor.goBack();
    await onPath(doctor, `/doctor/chat/${conversationId}`);

    await doctor.getByRole('link', { name: 'Mx' }).click();
    await onPath(doctor, `/doctor/actionable/${conversationId}`);
    await visible(doctor.getByRole('heading', { name: patientName }));
    const certificateCard = cardTitled(doctor, 'Certificates');
    await certificateCard.locator('input[type="checkbox"]:checked').first().waitFor({ timeout: 30_000 });
    expect(await doctor.getByText("Needs the patient's full name before Issue").count()).toBe(0);
    await doctor.getByRole('button', { name: 'Issue' }).click();
    await visible(toastWith(doctor, 'Items issued successfully'), 30_000);
    await visible(certificateCard.getByText('Issued', { exact: true }));

    // The patient has the certificate; its printed code is what an employer checks.
    await patient.goto('/documents');
    const link = patient.getByRole('link', { name: /Certificate/ });
    await visible(link, 15_000);
    const href = await link.first().getAttribute('href');
    const pdf = await patient.request.get(href!);
    expect(pdf.ok()).toBe(true);
    verificationCode = verificationCodeIn(await pdf.body());
  });

  it('the patient clears everything: the doctor keeps the record, closed by the patient', async () => {
    // The doctor's waiting room is open while the patient clears: it shows the change without a reload.
    await doctor.goto('/doctor/waiting-room');
    const row = doctor.getByRole('link', { name: new RegExp(patientName) });
    await visible(row.getByText('Active', { exact: true }));
    await patient.goto('/settings');
    for (const action of ['Clear All Documents', 'Clear All Conversations']) {
      await patient.getByRole('button', { name: action }).click();
      const confirm = patient.getByRole('alertdialog', { name: action });
      await visible(confirm.getByText(action, { exact: true }));
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await confirm.waitFor({ state: 'detached' });
    }
    await patient.goto('/documents');
    await visible(patient.getByText('No documents yet'));

    await visible(row.getByText('Closed by patient'), 30_000);
    expect(await row.getByText('Active', { exact: true }).count()).toBe(0);
    await screenshot(doctor, 'waiting-room-closed-by-patient');

    await row.click();
    await onPath(doctor, `/doctor/chat/${conversationId}`);
    await visible(doctor.getByRole('status').getByText('Closed by the patient.'));
    // The record is all there, and there is no box to write into it.
    await visible(doctor.locator('[data-sender="patient"]').getByText(/crushing chest pain/));
    await visible(doctor.locator('[data-sender="doctor"]').getByRole('link', { name: /certificate/i }));
    expect(await doctor.getByPlaceholder('Type your message...').count()).toBe(0);
    await screenshot(doctor, 'chat-closed-by-patient');

    await doctor.getByRole('link', { name: 'Mx' }).click();
    await visible(doctor.getByText('nothing more can be issued into it', { exact: false }));
    expect(await doctor.getByRole('button', { name: 'Issue' }).isDisabled()).toBe(true);
  });

  it('the certificate still verifies as genuine on the patient app’s /verify page', async () => {
    await patient.goto(`/verify/${verificationCode}`);
    await visible(patient.getByText('Genuine', { exact: true }), 15_000);
    await visible(patient.getByText('This document was issued through our service.'));
    await visible(patient.getByText(/Rhea Records/));
    await screenshot(patient, 'verify-after-clearing');
  });
});
