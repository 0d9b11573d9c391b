import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser, visible } from './support';

const TAGLINE = 'Register to review AI consultations and continue patient care';

/** Holds the app's code back (only the first screen's own small script loads): what paints without it. */
async function withoutTheApp(page: Page): Promise<void> {
  await page.route(/\/assets\/(?!first-screen-)[^/]+\.js$/, (route) => route.abort());
}

/** A device that already has a doctor id, with the app's code held back. */
async function knownDeviceWithoutTheApp(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('doctor_device_id', '7d1e3a52-0f0e-4a8e-9a43-1c2b3d4e5f60'));
  await withoutTheApp(page);
}

describe('the first screen, drawn into the page at build time', () => {
  const browser = useBrowser();

  it('paints sign-up, still checking, before the app has run on a new device; the app then takes over', async () => {
    const held = await browser.newDoctor('/', PHONE, withoutTheApp);
    await visible(held.getByRole('heading', { name: 'Doctor Sign Up' }));
    await visible(held.getByText(TAGLINE));
    await visible(held.getByText('Checking credentials...'));
    expect(await held.locator('[data-first-screen="signup"]').getAttribute('inert')).toBe('');

    const page = await browser.newDoctor('/', PHONE);
    await visible(page.getByRole('button', { name: 'Sign Up' }));
    expect(await page.locator('[data-first-screen]').count()).toBe(0);
    expect(await page.getByText(TAGLINE).count()).toBe(1);
  });

  it('paints the loading screen, not sign-up, on a device that has a doctor', async () => {
    const held = await browser.newDoctor('/', PHONE, knownDeviceWithoutTheApp);
    await visible(held.getByText('Loading...'));
    expect(await held.getByText(TAGLINE).isVisible()).toBe(false);
  });

  it('paints nothing ahead of the app at an address it does not know', async () => {
    const held = await browser.newDoctor('/doctor/nowhere', PHONE, withoutTheApp);
    await held.waitForLoadState('load');
    expect(await held.getByText(TAGLINE).isVisible()).toBe(false);
    expect(await held.getByText('Loading...').isVisible()).toBe(false);
  });
});
