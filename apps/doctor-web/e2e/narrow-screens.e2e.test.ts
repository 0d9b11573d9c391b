import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { overflowOf } from './layout-overflow';
import { driveEmergencyUntilAssigned } from './patient-driver';
import { onPath, resetDoctors, screenshot, signUp, useBrowser, visible } from './support';

/** A phone held upright, and a tablet (or a narrow desktop window). */
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
] as const;

/** A long name, as real ones can be: it must wrap, never run off the screen or be cut short. */
const LONG_NAME = 'Maximiliana Alexandra Konstantinopoulou-Wetherington';

/** Every doctor screen, opened by its address: what shows once it has loaded, and what to open on it. */
const screens = (conversationId: string) => [
  {
    name: 'waiting room',
    path: '/doctor/waiting-room',
    ready: (p: Page) => p.getByRole('link', { name: /Konstantinopoulou/ }),
  },
  {
    name: 'chat',
    path: `/doctor/chat/${conversationId}`,
    ready: (p: Page) => p.getByRole('heading', { name: LONG_NAME }),
    // Below the desktop layout the patient's details fold away above the messages.
    open: async (p: Page) => {
      const show = p.getByRole('button', { name: 'Show patient details' });
      if (await show.isVisible()) await show.click();
      await visible(p.getByText('14/03/1990'));
    },
  },
  {
    name: 'patient details dialog',
    path: `/doctor/chat/${conversationId}`,
    ready: (p: Page) => p.getByRole('heading', { name: LONG_NAME }),
    open: async (p: Page) => {
      const show = p.getByRole('button', { name: 'Show patient details' });
      if (await show.isVisible()) await show.click();
      await p.getByRole('button', { name: 'Edit details' }).first().click();
      await visible(p.getByRole('dialog', { name: 'Patient details' }).getByLabel('Full name'));
    },
  },
  {
    name: 'menu',
    path: '/doctor/waiting-room',
    ready: (p: Page) => p.getByRole('button', { name: 'Menu' }),
    open: async (p: Page) => {
      await p.getByRole('button', { name: 'Menu' }).click();
      await visible(p.getByRole('menuitem', { name: 'Logout' }));
    },
  },
  {
    name: 'reset dialog',
    path: '/doctor/waiting-room',
    ready: (p: Page) => p.getByRole('button', { name: 'Reset Database' }),
    open: async (p: Page) => {
      await p.getByRole('button', { name: 'Reset Database' }).click();
      await visible(p.getByText('Reset Doctor Database?', { exact: true }));
    },
  },
  {
    name: 'clinical management',
    path: `/doctor/clinical/${conversationId}`,
    ready: (p: Page) => p.getByRole('heading', { name: 'Clinical Summary' }),
  },
  {
    name: 'actionable management',
    path: `/doctor/actionable/${conversationId}`,
    ready: (p: Page) => p.getByRole('checkbox'),
  },
  { name: 'profile', path: '/doctor/profile', ready: (p: Page) => p.getByRole('button', { name: 'Edit Profile' }) },
  {
    name: 'page not found',
    path: '/doctor/no-such-page',
    ready: (p: Page) => p.getByRole('heading', { name: 'Page Not Found' }),
  },
];

/** What does not fit, as lines for the failure message (none when it all fits). */
async function misfits(page: Page, what: string): Promise<string[]> {
  const { pageOverflow, offenders } = await overflowOf(page);
  return [
    ...(pageOverflow > 0 ? [`${what}: the page scrolls sideways by ${pageOverflow} px`] : []),
    ...offenders.map((o) => `${what}: ${o}`),
  ];
}

describe('the doctor screens on a phone and a tablet: nothing runs off the side or is cut short', () => {
  const browser = useBrowser();
  let doctor: Page;
  let conversationId: string;

  beforeAll(async () => {
    await resetDoctors();
    doctor = await browser.newDoctor('/doctor/signup', WIDTHS[0]);
    const problems: string[] = [];
    for (const size of WIDTHS) {
      await doctor.setViewportSize(size);
      await visible(doctor.getByRole('button', { name: 'Sign Up' }));
      await screenshot(doctor, `narrow-${size.width}-signup`);
      problems.push(...(await misfits(doctor, `sign-up at ${size.width} px`)));
      // The signature pad: a 600-pixel canvas, on a screen narrower than that.
      await doctor.getByLabel(/Drawn signature/).check();
      await visible(doctor.getByLabel('Signature pad'));
      await screenshot(doctor, `narrow-${size.width}-signature-dialog`);
      problems.push(...(await misfits(doctor, `signature dialog at ${size.width} px`)));
      await doctor.getByRole('button', { name: 'Cancel' }).click();
      await doctor.getByRole('dialog', { name: 'Draw Your Signature' }).waitFor({ state: 'detached' });
      await doctor.getByLabel(/Computer signature/).check();
    }
    expect(problems.join('\n')).toBe('');
    // A long name too: in the headers, the profile and its signature.
    await signUp(doctor, { fullName: 'Bartholomew Fitzgerald-Montgomery' });

    // A patient handed over, whose long name the doctor then writes in.
    const patient = await browser.newPatient('/');
    ({ conversationId } = await driveEmergencyUntilAssigned(patient));
    const doctorDeviceId = await doctor.evaluate(() => localStorage.getItem('doctor_device_id'));
    const res = await doctor.request.patch(`/api/conversations/${conversationId}/patient-details`, {
      data: { doctorDeviceId, fullName: LONG_NAME, dateOfBirth: '14/03/1990' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  });

  for (const size of WIDTHS) {
    it(`fits every screen at ${size.width} px`, async () => {
      await doctor.setViewportSize(size);
      const problems: string[] = [];
      for (const screen of screens(conversationId)) {
        await doctor.goto(screen.path);
        await onPath(doctor, screen.path);
        await visible(screen.ready(doctor), 30_000);
        await screen.open?.(doctor);
        await screenshot(doctor, `narrow-${size.width}-${screen.name.replaceAll(' ', '-')}`);
        problems.push(...(await misfits(doctor, `${screen.name} at ${size.width} px`)));
      }
      expect(problems.join('\n')).toBe('');
    });
  }
});
