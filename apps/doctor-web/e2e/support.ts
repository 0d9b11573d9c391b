import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchChromium } from '../../../scripts/e2e/chromium.mjs';
import { settledBox } from '../../../scripts/e2e/settled-box.mjs';

/** The doctor works at a desk: the journeys are proven at 1280×800. */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** One browser per test file; every doctor or patient gets a context of their own (their own device). */
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

  const open = async (
    baseURL: string,
    path: string,
    viewport: { width: number; height: number },
    device: { timezoneId?: string; locale?: string } = {},
    beforeOpen?: (page: Page) => Promise<void>,
  ) => {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, baseURL, ...device });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(45_000); // generous: a busy two-core machine can take seconds to render
    page.on('pageerror', (err) => console.error(`[page error] ${err.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        refused.push(message.text());
    });
    await beforeOpen?.(page);
    await page.goto(path);
    return page;
  };

  return {
    /** A new device in the doctor app; `beforeOpen` may set the page up first (e.g. hold requests back). */
    newDoctor: (
      path = '/doctor/signup',
      viewport: { width: number; height: number } = DESKTOP,
      beforeOpen?: (page: Page) => Promise<void>,
    ) => open(inject('doctorUrl'), path, viewport, {}, beforeOpen),
    /** A new patient device in the patient app, on a phone (set somewhere else with `device`). */
    newPatient: (path = '/', device: { timezoneId?: string; locale?: string } = {}) =>
      open(inject('patientUrl'), path, PHONE, device),
  };
}

/** Saves a screenshot under apps/doctor-web/artifacts/ (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/** Waits until the locator is visible (playwright-core has no auto-waiting expect). */
export async function visible(locator: Locator, timeout?: number): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/** The open toast, found by its title; the region is the product's 'Notifications'. */
export const toastWith = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

/** Waits for the URL's path to become `path`. */
export async function onPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

export interface DoctorDetails {
  fullName: string;
  drawn?: boolean;
}

/** Fills in sign-up as a doctor would and submits it; ends in the waiting room. */
export async function signUp(page: Page, { fullName, drawn = false }: DoctorDetails): Promise<void> {
  await visible(page.getByRole('button', { name: 'Sign Up' }));
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Prescriber Number').fill('1234567');
  await page.getByLabel('Provider Number').fill('2345678F');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Mobile Number').fill('0400000000');
  await page.getByRole('button', { name: 'Avatar 7' }).click();
  if (drawn) {
    const drawnChoice = page.getByLabel(/Drawn signature/);
    // Choosing 'drawn' opens the pad; when it was already chosen, the Draw button does.
    if (await drawnChoice.isChecked()) await page.getByRole('button', { name: /^(Re)?[dD]raw signature$/ }).click();
    else await drawnChoice.check();
    await drawSignature(page);
    await page.getByRole('button', { name: 'Save Signature' }).click();
    await visible(page.getByAltText('Your drawn signature'));
  }
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await onPath(page, '/doctor/waiting-room');
}

/** A signature-like stroke across the pad, with the mouse. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByLabel('Signature pad');
  await visible(pad);
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not visible');
  await page.mouse.move(box.x + 40, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) {
    await page.mouse.move(box.x + 40 + i * 20, box.y + box.height * (0.6 + 0.25 * Math.sin(i / 2)));
  }
  await page.mouse.up();
}

/** Who asks for the reset: signed up only to do so, removed by it with everyone else. */
const RESETTING_DOCTOR = {
  fullName: 'Reset Keeper',
  prescriberNumber: '7654321',
  providerNumber: '8765432H',
  gender: 'Other',
  mobileNumber: '0400000002',
};

/**
 * Deletes every doctor and assignment (DEMO_MODE): a journey starts without other doctors competing.
 * A doctor's action: a doctor signed up for it asks, and goes with the rest.
 */
export async function resetDoctors(): Promise<void> {
  const signUp = await fetch(`${inject('doctorUrl')}/api/doctors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...RESETTING_DOCTOR, deviceId: randomUUID() }),
  });
  if (!signUp.ok) throw new Error(`sign-up before the reset failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${inject('doctorUrl')}/api/doctors/reset`, { method: 'DELETE', headers: { cookie } });
  if (!res.ok) throw new Error(`reset failed: ${res.status} ${await res.text()}`);
}

/**
 * Registers a doctor through the API. Patients still waiting in the queue from earlier journeys go to
 * them at once, so a doctor signed up afterwards starts with an empty waiting room.
 */
export async function registerQueueDoctor(): Promise<void> {
  const res = await fetch(`${inject('doctorUrl')}/api/doctors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      deviceId: randomUUID(),
      fullName: 'Queue Keeper',
      prescriberNumber: '7654321',
      providerNumber: '8765432H',
      gender: 'Other',
      mobileNumber: '0400000001',
    }),
  });
  if (!res.ok) throw new Error(`queue doctor sign-up failed: ${res.status} ${await res.text()}`);
}

/** Which half of the screen a message bubble sits in. */
export async function sideOf(page: Page, locator: Locator): Promise<'left' | 'right'> {
  const box = await settledBox(locator);
  const viewport = page.viewportSize() ?? DESKTOP;
  const chatWidth = Math.min(viewport.width, 1280);
  return box.x < chatWidth - (box.x + box.width) ? 'left' : 'right';
}
