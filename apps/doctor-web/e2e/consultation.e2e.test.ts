import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../scripts/e2e/axe.mjs';
import { driveUntilAssigned, waitForPatientChat, type DrivenPatient } from './patient-driver';
import { onPath, resetDoctors, screenshot, sideOf, signUp, toastWith, useBrowser, visible } from './support';

/** A GIF whose picture is 300×600 (a 1-pixel frame on a 300×600 screen): it grows the chat once it loads. */
const TALL_GIF =
  'data:image/gif;base64,' +
  Buffer.from([
    0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x2c, 0x01, 0x58, 0x02, 0x80, 0x00, 0x00, 0x20, 0x7a, 0x73, 0xff, 0xff, 0xff,
    0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b,
  ]).toString('base64');

/** How far the newest message's bottom lies below the bottom of the chat's scrolling area (≤ 0: in view). */
const newestBelowView = (page: Page) =>
  page.getByRole('log', { name: 'Messages' }).evaluate((log) => {
    const newest = Array.from(log.querySelectorAll('[data-message-id] > *')).at(-1)!;
    return newest.getBoundingClientRect().bottom - log.parentElement!.getBoundingClientRect().bottom;
  });

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
    await expectAccessible(doctor, 'waiting room with a patient');
  });

  it('tells the patient, live and after a reload, that the doctor has joined', async () => {
    // The patient's page was open while the AI handed them over: the socket brings the news.
    const joined = patient.getByText('Dr. Dana Review has joined', { exact: true });
    await visible(joined, 15_000);
    // Back to the consultation later (a reload starts a new one, spec §4): the note is still there.
    await patient.reload();
    await patient.getByRole('button', { name: 'Back to conversations' }).click();
    // The reload's new consultation is listed too, as 'No messages yet': the one with the doctor is the other.
    await patient
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button')
      .filter({ hasNotText: 'No messages yet' })
      .first()
      .click();
    await visible(joined);
    // The note sits after the AI doctor's messages (all written before the doctor joined), each named.
    const order = await patient
      .getByRole('log', { name: 'Messages' })
      .evaluate((log) =>
        Array.from(log.querySelectorAll('[data-doctor-joined], [data-sender="doctor"] [data-author]')).map((el) =>
          el.hasAttribute('data-doctor-joined') ? 'joined' : (el.textContent ?? ''),
        ),
      );
    expect(order.at(-1)).toBe('joined');
    expect(order.slice(0, -1).length).toBeGreaterThan(1);
    expect(new Set(order.slice(0, -1))).toEqual(new Set(['AI Doctor']));
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
    // On the patient's side the doctor's message carries their name and avatar, not the AI's.
    const received = patient.locator('[data-sender="doctor"]').filter({ hasText: fromDoctor });
    expect(await received.locator('[data-author]').innerText()).toBe('Dr. Dana Review');
    expect(await received.locator('[data-author] [data-avatar="7"]').count()).toBe(1);

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
    await expectAccessible(doctor, 'doctor chat');
    await expectAccessible(patient, 'patient chat with a doctor');
  });

  it('opens the chat at its newest message when that is an image, once the image has loaded', async () => {
    const res = await patient.request.post(`/api/conversations/${driven.conversationId}/messages`, {
      data: { text: 'This is my throat', sender: 'patient', timestamp: new Date().toISOString(), imageUrl: TALL_GIF },
    });
    expect(res.ok()).toBe(true);
    // The picture must arrive after the chat has opened and scrolled to its end, as a slow one does:
    // its data URL is swapped for an address whose answer is held until then.
    const HELD = '/e2e-held-picture.gif';
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await doctor.route(`**/api/conversations/${driven.conversationId}/messages?*`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replaceAll(TALL_GIF, HELD) });
    });
    await doctor.route(`**${HELD}`, async (route) => {
      await released;
      await route.fulfill({ contentType: 'image/gif', body: Buffer.from(TALL_GIF.split(',')[1]!, 'base64') });
    });
    try {
      await doctor.reload();
      const image = doctor.locator('[data-sender="patient"]').last().getByRole('img');
      await image.waitFor({ state: 'attached' });
      // Opened at the end, the picture not there yet.
      await doctor.waitForFunction(() => {
        const log = document.querySelector('[role="log"]')!;
        const newest = Array.from(log.querySelectorAll('[data-message-id] > *')).at(-1)!;
        return newest.getBoundingClientRect().bottom <= log.parentElement!.getBoundingClientRect().bottom + 1;
      });
      expect(await image.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
      release();
      await image.evaluate((img: HTMLImageElement) => img.decode());
      // The picture grew the newest message by hundreds of pixels; the chat follows it to its end.
      expect((await image.boundingBox())!.height).toBeGreaterThan(200);
      await doctor.waitForFunction(
        () => {
          const log = document.querySelector('[role="log"]')!;
          const newest = Array.from(log.querySelectorAll('[data-message-id] > *')).at(-1)!;
          return newest.getBoundingClientRect().bottom <= log.parentElement!.getBoundingClientRect().bottom + 1;
        },
        undefined,
        { timeout: 15_000 },
      );
      expect(await newestBelowView(doctor)).toBeLessThanOrEqual(1);
    } finally {
      release();
      await doctor.unrouteAll({ behavior: 'ignoreErrors' });
    }
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
    await expectAccessible(doctor, 'clinical management');
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
    await expectAccessible(doctor, 'actionable management');

    await doctor.getByRole('button', { name: 'Issue' }).click();
    await visible(toastWith(doctor, 'Items issued successfully'), 30_000);
    await visible(doctor.getByText('Issued', { exact: true }));
    await screenshot(doctor, 'actionable-issued');

    await patient.goto('/documents');
    await visible(patient.getByRole('heading', { name: 'Documents' }));
    await visible(patient.getByRole('link', { name: /Certificate|Pathology Form/ }), 15_000);
    await screenshot(patient, 'patient-documents');
    await expectAccessible(patient, 'patient documents list');
  });

  it('logs out from the menu', async () => {
    await doctor.getByRole('button', { name: 'Menu' }).click();
    await visible(doctor.getByRole('menuitem', { name: 'Logout' }));
    await expectAccessible(doctor, 'doctor menu open');
    await doctor.getByRole('menuitem', { name: 'Logout' }).click();
    await onPath(doctor, '/doctor/signup');
    await visible(doctor.getByRole('button', { name: 'Sign Up' }));
  });
});
