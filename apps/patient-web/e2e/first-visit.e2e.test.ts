import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser, visible, waitForChat } from './support';

const WELCOME =
  "Hello! I'm your AI Telehealth Doctor. I'm here to help you with your health concerns. Please describe your symptoms, and I'll ask you a series of questions to help with a diagnosis.";

describe('first visit', () => {
  const browser = useBrowser();

  it('greets with the welcome message, the tagline and Secure & Confidential', async () => {
    const page = await browser.newPatient('/');
    await waitForChat(page);
    await visible(page.getByText(WELCOME, { exact: true }));
    await visible(page.getByText('Free healthcare for everyone, powered by AI.'));
    await visible(page.getByText('Secure & Confidential'));
    // No login anywhere: the patient is known by this device only.
    expect(await page.getByText(/log in|sign in/i).count()).toBe(0);
    // The device identity the spec keeps under 'deviceId'.
    expect(await page.evaluate(() => localStorage.getItem('deviceId'))).toMatch(/^device_\d+_[\w-]{22,}$/);
    await screenshot(page, 'chat-first-visit');
  });

  it('shows Page Not Found for any other path, in words for patients (the router hint is the doctor app’s)', async () => {
    const page = await browser.newPatient('/no-such-page');
    await visible(page.getByRole('heading', { name: 'Page Not Found' }));
    await visible(page.getByText(/couldn’t find this page/));
    expect(await page.getByText(/router/i).count()).toBe(0);
    await screenshot(page, 'not-found');
  });
});
