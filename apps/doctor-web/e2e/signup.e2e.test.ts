import { describe, expect, inject, it } from 'vitest';
import {
  onPath,
  registerQueueDoctor,
  resetDoctors,
  screenshot,
  signUp,
  toastWith,
  useBrowser,
  visible,
  drawSignature,
} from './support';

describe('sign-up, availability and logout', () => {
  const browser = useBrowser();

  it('sends every doctor screen to sign-up on a device with no doctor, and shows Page Not Found elsewhere', async () => {
    const page = await browser.newDoctor('/doctor/waiting-room');
    await onPath(page, '/doctor/signup');
    await visible(page.getByText('Register to review AI consultations and continue patient care'));
    await page.goto('/doctor/chat/7d1e3a52-0f0e-4a8e-9a43-1c2b3d4e5f60');
    await onPath(page, '/doctor/signup');
    await page.goto('/doctor/nowhere');
    await visible(page.getByRole('heading', { name: 'Page Not Found' }));
    await screenshot(page, 'not-found');
  });

  it('signs up with a computer signature, then goes offline and back with the toasts and empty states', async () => {
    await resetDoctors();
    await registerQueueDoctor();
    const page = await browser.newDoctor();
    await visible(page.getByRole('button', { name: 'Sign Up' }));
    await screenshot(page, 'signup');
    await signUp(page, { fullName: 'Ada Computer' });

    await visible(toastWith(page, 'Sign up successful'));
    await visible(page.getByText('Welcome, Dr. Ada Computer!'));
    await visible(page.getByRole('heading', { name: 'Dr. Ada Computer' }));
    await visible(page.getByText('Available', { exact: true }));
    await visible(page.getByText('No patients assigned yet'));
    await visible(page.getByText('Waiting for patient assignments...'));
    await screenshot(page, 'waiting-room-empty');

    const availability = page.getByRole('switch', { name: 'Availability' });
    expect(await availability.getAttribute('aria-checked')).toBe('true');
    await availability.click();
    await visible(toastWith(page, 'Now Offline'));
    await visible(page.getByText('You will not receive new patient assignments'));
    await visible(page.getByText('Offline', { exact: true }));
    await visible(page.getByText('Turn on availability to accept patients'));
    await screenshot(page, 'waiting-room-offline');

    await availability.click();
    await visible(toastWith(page, 'Now Available'));
    await visible(page.getByText('You will receive patient assignments'));
    await visible(page.getByText('Waiting for patient assignments...'));

    // The device remembers its doctor: a reload stays in the waiting room.
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Dr. Ada Computer' }));
  });

  it('will not sign up with a drawn signature until it is drawn, then keeps the drawing on the profile', async () => {
    const page = await browser.newDoctor();
    await visible(page.getByRole('button', { name: 'Sign Up' }));
    await page.getByLabel(/Drawn signature/).check();
    // The dialog element itself has no box (its panel is fixed): look for its title.
    expect(await page.getByRole('dialog', { name: 'Draw Your Signature' }).count()).toBe(1);
    await visible(page.getByText('Draw Your Signature', { exact: true }));
    const pad = page.getByLabel('Signature pad');
    expect(await pad.getAttribute('width')).toBe('600');
    expect(await pad.getAttribute('height')).toBe('200');
    // No error while the pad is open: choosing 'Drawn' is not a mistake yet.
    expect(await page.getByText('Please draw your signature before submitting').count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Draw Your Signature' }).waitFor({ state: 'detached' });
    // Closed without a drawing: Sign Up is disabled (spec §2) and the field says why.
    await visible(page.getByText('Please draw your signature before submitting'));
    expect(await page.getByRole('button', { name: 'Sign Up' }).isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/doctor/signup');

    await page.getByRole('button', { name: 'Draw signature' }).click();
    await drawSignature(page);
    await screenshot(page, 'signature-dialog');
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await page.getByRole('button', { name: 'Save Signature' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await signUp(page, { fullName: 'Bea Drawn', drawn: true });
    await visible(toastWith(page, 'Sign up successful'));

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await onPath(page, '/doctor/profile');
    const signature = page.getByAltText('Your drawn signature');
    await visible(signature);
    expect(await signature.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    await screenshot(page, 'profile');

    // The profile is editable: a new mobile number is saved and shown.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Mobile Number').fill('0411111111');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(toastWith(page, 'Profile Updated'));
    await visible(page.getByText('0411111111'));
  });

  it('logs out from the menu back to sign-up, and the device no longer knows the doctor', async () => {
    const page = await browser.newDoctor();
    await signUp(page, { fullName: 'Cal Logout' });
    const deviceId = await page.evaluate(() => localStorage.getItem('doctor_device_id'));
    const session = (await page.context().cookies()).find((c) => c.name === 'th_doctor');
    expect(session).toBeDefined();
    const api = inject('doctorUrl');
    const before = (await (await fetch(`${api}/api/doctors/device/${deviceId}`)).json()) as {
      id: string;
      isAvailable: string;
    };
    expect(before.isAvailable).toBe('on');

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await onPath(page, '/doctor/signup');
    await visible(page.getByRole('button', { name: 'Sign Up' }));
    // The server ended the session (the old cookie opens nothing) and the doctor is Offline.
    const replayed = await fetch(`${api}/api/doctors/${before.id}/patients`, {
      headers: { cookie: `th_doctor=${session!.value}` },
    });
    expect(replayed.status).toBe(401);
    const after = (await (await fetch(`${api}/api/doctors/device/${deviceId}`)).json()) as { isAvailable: string };
    expect(after.isAvailable).toBe('off');
    await page.goto('/doctor/waiting-room');
    await onPath(page, '/doctor/signup');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
  });
});
