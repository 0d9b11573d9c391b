import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { driveUntilAssigned, waitForPatientChat, type DrivenPatient } from './patient-driver';
import { onPath, resetDoctors, screenshot, sideOf, signUp, toastWith, useBrowser, visible } from './support';

/**
 * One consultation from both sides: a patient handed over by the AI doctor, the doctor's chat with
 * them in real time, the clinical management, and the items issued back to the patient.
 */
function uniqueSurname(): string {
  const letters = Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!);
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

describe('a consultation, doctor and patient side by side', () => {
  const browser = useBrowser();
  // Names have no digits: a unique surname in letters only.
  const patientName = `Sam ${uniqueSurname()}`;
  let doctor: Page;
  let patient: Page;
  let driven: DrivenPatient;

  beforeAll(async () => {
    // No other doctor competes for the patient.
    await resetDoctors();
    doctor = await browser.newDoctor();
    await signUp(doctor, { fullName: 'Dana Review' });
    patient = await browser.newPatient('/');
    await waitForPatientChat(patient);
  });

  it("assigns a patient driven through the consultation: the 'New Patient Assigned' toast and the row", async () => {
    driven = await driveUntilAssigned(patient, patientName);
    await visible(toastWith(doctor, 'New Patient Assigned'), 15_000);
    await visible(doctor.getByText(`${patientName} has been assigned to you`));
    const row = doctor.getByRole('link', { name: new RegExp(patientName) });
    await visible(row);
    expect(await row.innerText()).toContain('Active');
    await screenshot(doctor, 'waiting-room-assigned');
  });

  it('chats both ways in real time', async () => {
    await doctor.getByRole('link', { name: new RegExp(patientName) }).click();
    await doctor.waitForURL((url) => url.pathname === `/doctor/chat/${driven.conversationId}`);
    expect(new URL(doctor.url()).searchParams.get('doctorDeviceId')).toMatch(/^[0-9a-f-]{36}$/);
    const panel = doctor.getByRole('complementary', { name: 'Patient details' });
    await visible(panel.getByText(patientName));
    await visible(
      doctor.locator('[data-sender="patient"]').getByText('I have had a sore throat and a mild fever for three days'),
    );

    // The doctor writes: it shows on the doctor's right at once and reaches the patient's open page.
    const fromDoctor = 'Hello, I am Dr. Review. How is your throat today?';
    const box = doctor.getByPlaceholder('Type your message...');
    await box.fill(fromDoctor);
    await box.press('Enter');
    const mine = doctor.locator('[data-sender="doctor"]').getByText(fromDoctor);
    await visible(mine);
    expect(await sideOf(doctor, mine)).toBe('right');
    await visible(patient.locator('[data-sender="doctor"]').getByText(fromDoctor), 15_000);

    // The patient answers from their app: it shows on the doctor's left without a reload.
    const fromPatient = 'Still sore, but the fever has gone.';
    const patientBox = patient.getByPlaceholder('Type your message...');
    await patientBox.fill(fromPatient);
    await patientBox.press('Enter');
    const theirs = doctor.locator('[data-sender="patient"]').getByText(fromPatient);
    await visible(theirs, 15_000);
    expect(await sideOf(doctor, theirs)).toBe('left');
    expect(await doctor.locator('[data-message-id^="temp-"]').count()).toBe(0);
    await screenshot(doctor, 'doctor-chat');
    await screenshot(patient, 'patient-chat-with-doctor');
  });

  it('opens Clinical Management with its cards', async () => {
    await doctor.getByRole('button', { name: 'Menu' }).click();
    await doctor.getByRole('menuitem', { name: 'Clinical Management' }).click();
    await onPath(doctor, `/doctor/clinical/${driven.conversationId}`);
    await visible(doctor.getByRole('heading', { name: 'Clinical Summary' }), 30_000);
    await visible(doctor.getByRole('heading', { name: 'Differential Diagnoses' }));
    // At least one card of items to tick.
    await visible(doctor.getByRole('checkbox'));
    await screenshot(doctor, 'clinical-management');
  });

  it("issues ticked items: 'Items issued successfully', and the patient gets the documents", async () => {
    await doctor.goto(`/doctor/actionable/${driven.conversationId}`);
    await visible(doctor.getByText('Actionable Management'));
    await visible(doctor.getByRole('checkbox'), 30_000);

    // Issue with nothing ticked: the spec's warning, nothing sent.
    const unticked = doctor.locator('input[type="checkbox"]:not(:checked):not(:disabled)');
    if ((await doctor.locator('input[type="checkbox"]:checked:not(:disabled)').count()) === 0) {
      await doctor.getByRole('button', { name: 'Issue' }).click();
      await visible(toastWith(doctor, 'No items to issue'));
    }

    // Tick what produces documents: certificates and investigations (pathology forms). The tick shows
    // once the toggle has started, a moment after the click on a busy machine: wait for it, rather than
    // check(), which reads the box straight after clicking.
    const ticked = (scope: Page | Locator) =>
      scope.locator('input[type="checkbox"]:checked:not(:disabled)').first().waitFor();
    for (const title of ['Certificates', 'Investigations']) {
      const card = doctor.locator('div.rounded-2xl', {
        has: doctor.getByRole('heading', { name: title, exact: true }),
      });
      const box = card.locator('input[type="checkbox"]:not(:checked):not(:disabled)').first();
      if (await box.count()) {
        await box.click();
        await ticked(card);
      }
    }
    if ((await doctor.locator('input[type="checkbox"]:checked:not(:disabled)').count()) === 0) {
      await unticked.first().click();
      await ticked(doctor);
    }
    await screenshot(doctor, 'actionable-ticked');

    await doctor.getByRole('button', { name: 'Issue' }).click();
    await visible(toastWith(doctor, 'Items issued successfully'), 30_000);
    await visible(doctor.getByText('Issued', { exact: true }));
    await screenshot(doctor, 'actionable-issued');

    await patient.goto('/documents');
    await visible(patient.getByRole('heading', { name: 'Documents' }));
    await visible(patient.getByRole('link', { name: /Certificate|Pathology Form/ }), 15_000);
    await screenshot(patient, 'patient-documents');
  });

  it('logs out from the menu', async () => {
    await doctor.getByRole('button', { name: 'Menu' }).click();
    await doctor.getByRole('menuitem', { name: 'Logout' }).click();
    await onPath(doctor, '/doctor/signup');
    await visible(doctor.getByRole('button', { name: 'Sign Up' }));
  });
});
