import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../scripts/e2e/axe.mjs';
import { onPath, signUp, useBrowser, visible } from './support';

/**
 * axe-core (WCAG 2.1 A/AA) on the doctor screens that need no patient: sign-up and its signature
 * dialog, the waiting room and its reset dialog, the profile, and an unknown address. The screens of
 * a consultation are checked along its journey (consultation.e2e.test.ts).
 */
describe('accessibility of the doctor screens (axe-core, WCAG 2.1 A/AA)', () => {
  const browser = useBrowser();

  it('sign-up, with the signature dialog open and after it is closed without a drawing', async () => {
    const page = await browser.newDoctor();
    await visible(page.getByRole('button', { name: 'Sign Up' }));
    await expectAccessible(page, 'sign-up');

    await page.getByLabel(/Drawn signature/).check();
    await visible(page.getByText('Draw Your Signature', { exact: true }));
    await expectAccessible(page, 'signature dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Draw Your Signature' }).waitFor({ state: 'detached' });

    // Sign Up stays disabled while a drawn signature is chosen and none is drawn (spec §2); the reason shows.
    expect(await page.getByRole('button', { name: 'Sign Up' }).isDisabled()).toBe(true);
    await visible(page.getByText('Please draw your signature before submitting'));
    await expectAccessible(page, 'sign-up with errors');
  });

  it('the waiting room, its reset dialog, the profile, and an unknown address', async () => {
    const page = await browser.newDoctor();
    await signUp(page, { fullName: 'Ally Access' });
    await visible(page.getByRole('heading', { name: 'Dr. Ally Access' }));
    await expectAccessible(page, 'waiting room');

    await page.getByRole('button', { name: 'Reset Database' }).click();
    await visible(page.getByText('Reset Doctor Database?', { exact: true }));
    await expectAccessible(page, 'reset dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await onPath(page, '/doctor/profile');
    await visible(page.getByRole('button', { name: 'Edit Profile' }));
    await expectAccessible(page, 'profile');

    await page.goto('/doctor/no-such-page');
    await visible(page.getByRole('heading', { name: 'Page Not Found' }));
    await expectAccessible(page, 'page not found');
  });
});
