import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { messages, sendWithEnter, useBrowser, visible, waitForChat, waitForReply } from './support';

/** Link and image markdown typed by people (issue 13, D2). */
const ATTACKER_DEVICE = 'device_1700000000000_attackerdevicexxxxxxxxx';
const MARKUP = `[Pay here](https://evil.example/pay) ![p](/api/users/device/${ATTACKER_DEVICE})`;
const NAME = `V ${MARKUP}`;

async function signUpDoctor(fullName: string): Promise<number> {
  const api = inject('patientUrl');
  // Only this doctor is there to take the patient (the run's server is in demo mode).
  await fetch(`${api}/api/doctors/reset`, { method: 'DELETE' });
  const res = await fetch(`${api}/api/doctors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      deviceId: randomUUID(),
      fullName,
      prescriberNumber: '1234567',
      providerNumber: '2345678F',
      gender: 'Other',
      mobileNumber: '0400000000',
    }),
  });
  return res.status;
}

describe('people’s words are never markup', () => {
  const browser = useBrowser();

  it('refuses a doctor named with markdown, and shows a patient’s markdown as the very words, fetching nothing from it', async () => {
    // A name is one line of letters: link and image syntax never reaches the AI's messages.
    expect(await signUpDoctor(NAME)).toBe(400);
    expect(await signUpDoctor('Dr Vera Lane')).toBe(201);
    const page = await browser.newPatient('/');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await waitForChat(page);

    const words = `I have a cough ${MARKUP}`;
    await sendWithEnter(page, words);
    await waitForReply(page);
    const mine = messages(page, 'patient').filter({ hasText: 'I have a cough' }).last();
    await visible(mine);
    await page.waitForLoadState('networkidle');
    expect(await mine.textContent()).toContain(MARKUP);
    expect(await mine.locator('img').count()).toBe(0);
    expect(await mine.locator('a').count()).toBe(0);
    expect(await page.locator('a[href*="evil.example"], img[src*="/api/users/device/"]').count()).toBe(0);
    expect(requested.filter((url) => url.includes(ATTACKER_DEVICE) || url.includes('evil.example'))).toEqual([]);
  });
});
