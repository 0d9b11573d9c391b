import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages, sendWithEnter, useBrowser, visible, waitForChat, waitForReply } from './support';

/**
 * D2, the session half: a device address fetched by an image (planted in content the patient sees)
 * or opened as a page set that device's session cookie, swapping the patient's session for an
 * attacker's. The browser says what a request is for; the server refuses all but the app's own fetch.
 */
const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'th_patient')?.value;

describe('a device address opened by anything but the app', () => {
  const browser = useBrowser();

  it('does not swap the patient’s session: not as an image, not as a page', async () => {
    const attackerDevice = `device_${Date.now()}_${randomBytes(18).toString('base64url')}`;
    const registered = await fetch(`${inject('patientUrl')}/api/users/device`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ deviceId: attackerDevice }),
    });
    expect(registered.status).toBe(201);
    const planted = `/api/users/device/${attackerDevice}`;

    const page = await browser.newPatient('/');
    await waitForChat(page);
    const before = await sessionCookie(page);
    expect(before).toBeTruthy();

    const imageStatus = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const img = document.createElement('img');
          img.onload = () => resolve('loaded');
          img.onerror = () => resolve('refused');
          img.src = src;
          document.body.append(img);
        }),
      planted,
    );
    expect(imageStatus).toBe('refused');
    expect(await sessionCookie(page)).toBe(before);

    const tab = await page.context().newPage();
    const opened = await tab.goto(planted);
    expect(opened?.status()).toBe(403);
    await tab.close();
    expect(await sessionCookie(page)).toBe(before);

    // The patient's own session still carries the consultation.
    await sendWithEnter(page, 'I have had a sore throat since yesterday');
    // The message shows first (waitForReply alone could look before the send has begun).
    await visible(messages(page, 'patient').filter({ hasText: 'sore throat' }));
    await waitForReply(page);
    expect(await messages(page, 'patient').filter({ hasText: 'sore throat' }).count()).toBeGreaterThan(0);
    expect(await sessionCookie(page)).toBe(before);
  });
});
