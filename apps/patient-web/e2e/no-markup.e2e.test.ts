import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { messages, sendWithEnter, useBrowser, visible, waitForChat, waitForReply } from './support';

/** A doctor who signed up with a name that is link and image markdown (issue 13, D2). */
const ATTACKER_DEVICE = 'device_1700000000000_attackerdevicexxxxxxxxx';
const NAME = `V [Pay here](https://evil.example/pay) ![p](/api/users/device/${ATTACKER_DEVICE})`;

async function signUpDoctor(fullName: string): Promise<void> {
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
      providerNumber: '2345678A',
      gender: 'Other',
      mobileNumber: '0400000000',
    }),
  });
  if (res.status !== 201) throw new Error(`doctor sign-up failed: ${res.status} ${await res.text()}`);
}

describe('people’s words are never markup', () => {
  const browser = useBrowser();

  it('shows a doctor named with link and image markdown as those very words, and fetches nothing from it', async () => {
    await signUpDoctor(NAME);
    const page = await browser.newPatient('/');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await waitForChat(page);

    await sendWithEnter(page, 'I want to talk to a doctor');
    await waitForReply(page);
    await sendWithEnter(page, 'Connect me now');
    await waitForReply(page);

    const handover = messages(page, 'doctor').filter({ hasText: 'will review your consultation' }).last();
    await visible(handover);
    // Rendered by the markdown renderer (its chunk loads lazily; until then the raw text shows), and settled.
    await visible(handover.locator('p'));
    await page.waitForLoadState('networkidle');
    const said = (await handover.locator('p').first().textContent()) ?? '';
    expect(said).toContain(`Dr ${NAME} will review your consultation`);
    expect(await handover.locator('img').count()).toBe(0);
    expect(await handover.locator('a').count()).toBe(0);
    expect(await page.locator('a[href*="evil.example"], img[src*="/api/users/device/"]').count()).toBe(0);
    expect(requested.filter((url) => url.includes(ATTACKER_DEVICE) || url.includes('evil.example'))).toEqual([]);
  });
});
