import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchChromium } from '../../../scripts/e2e/chromium.mjs';
import { settledBox } from '../../../scripts/e2e/settled-box.mjs';

/** The phone the journeys are proven on. */
export const PHONE = { width: 390, height: 844 } as const;
const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** One browser per test file; each test gets a fresh context, i.e. a new patient device. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  // What the Content Security Policy refused (an inline style, a script, a connection): the page
  // the user sees would differ from the one tested, so the test fails.
  const refused: string[] = [];
  afterEach(() => {
    const found = refused.splice(0);
    if (found.length) throw new Error(`The Content Security Policy refused:\n${found.join('\n')}`);
  });
  beforeAll(async () => {
    browser = await launchChromium(inject('chromiumPath'));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
  });
  return {
    /**
     * A new patient on a phone-sized screen, at `path` of the patient app; `beforeOpen` may set the
     * page up first (e.g. hold requests back).
     */
    async newPatient(path = '/', beforeOpen?: (page: Page) => Promise<void>): Promise<Page> {
      const context = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 1,
        baseURL: inject('patientUrl'),
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(30_000); // generous: a busy two-core machine can take seconds to render
      page.on('pageerror', (err) => console.error(`[page error] ${err.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy'))
          refused.push(message.text());
      });
      await beforeOpen?.(page);
      await page.goto(path);
      return page;
    },
  };
}

/** Saves a 390×844 screenshot under apps/patient-web/artifacts/ (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Let dialog and menu transitions (Headless UI marks them with data-transition) finish first.
  await page.waitForFunction(() => document.querySelector('[data-transition]') === null);
  // Two animation frames: the last style change has been painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/** The chat is ready once its consultation exists: the input bar accepts a message. */
export async function waitForChat(page: Page): Promise<void> {
  await page.getByRole('log', { name: 'Messages' }).waitFor();
  await page.waitForFunction(() => {
    const attach = document.querySelector('button[aria-label="Attach image"]');
    return attach !== null && !attach.hasAttribute('disabled');
  });
}

/** Waits until the locator is visible (playwright-core has no auto-waiting expect). */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible' });
  return locator;
}

/**
 * A Headless UI dialog's role element is a zero-size wrapper around fixed-position content, so
 * "visible" means its title is. Returns the dialog; `closed()` waits until it has left the page.
 */
export async function openDialog(page: Page, role: 'dialog' | 'alertdialog', title: string) {
  const dialog = page.getByRole(role, { name: title });
  await visible(dialog.getByText(title, { exact: true }));
  return Object.assign(dialog, { closed: () => dialog.waitFor({ state: 'detached' }) });
}

export const messages = (page: Page, sender: 'patient' | 'doctor') => page.locator(`[data-sender="${sender}"]`);

/** Sends a message the way a patient does: type, then Enter. */
export async function sendWithEnter(page: Page, text: string): Promise<void> {
  const box = page.getByPlaceholder('Type your message...');
  await box.fill(text);
  await box.press('Enter');
}

/** Waits until the AI has answered: no temporary message and no typing indicator left. */
export async function waitForReply(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-message-id^="temp-"]') &&
      !document.body.textContent?.includes('The doctor is typing'),
    undefined,
    { timeout },
  );
}

/** Which half of the screen a message bubble sits in. */
export async function sideOf(page: Page, textLocator: Locator): Promise<'left' | 'right'> {
  const box = await settledBox(textLocator);
  const viewport = page.viewportSize() ?? PHONE;
  const left = box.x;
  const right = viewport.width - (box.x + box.width);
  return left < right ? 'left' : 'right';
}
