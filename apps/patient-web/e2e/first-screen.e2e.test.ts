import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, visible, waitForChat } from './support';

const TAGLINE = 'Free healthcare for everyone, powered by AI.';
const WELCOME = /^Hello! I'm your AI Telehealth Doctor\./;

/** Holds the app's code back (only the first screen's own small script loads): what paints without it. */
async function withoutTheApp(page: Page): Promise<void> {
  await page.route(/\/assets\/(?!first-screen-)[^/]+\.js$/, (route) => route.abort());
}

describe('the first screen, drawn into the page at build time', () => {
  const browser = useBrowser();

  it('paints the chat before the app has run, inert, and the app replaces it with the same chat', async () => {
    const held = await browser.newPatient('/', withoutTheApp);
    await visible(held.getByText(TAGLINE));
    await visible(held.getByText(WELCOME));
    expect(await held.locator('[data-first-screen="chat"]').getAttribute('inert')).toBe('');
    // The app never ran: no device identity yet.
    expect(await held.evaluate(() => localStorage.getItem('deviceId'))).toBeNull();

    const page = await browser.newPatient('/');
    await waitForChat(page);
    expect(await page.locator('[data-first-screen]').count()).toBe(0);
    expect(await page.getByText(WELCOME).count()).toBe(1);
    expect(await page.getByText(TAGLINE).count()).toBe(1);
    // The app's own welcome carries its time.
    await visible(page.locator('[data-message-id="welcome"] time'));
  });

  it('is not shown at the other addresses, which paint when the app has drawn them', async () => {
    const held = await browser.newPatient('/documents', withoutTheApp);
    await held.waitForLoadState('load');
    expect(await held.getByText(TAGLINE).isVisible()).toBe(false);

    const page = await browser.newPatient('/documents');
    await visible(page.getByText('No documents yet'));
    expect(await page.getByText(TAGLINE).count()).toBe(0);
  });
});
