import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@telehealth/schema';
import { screenshot, useBrowser, visible, waitForChat } from './support';

describe('menu and screens', () => {
  const browser = useBrowser();

  it('reaches every screen from the header menu', async () => {
    const page = await browser.newPatient('/');
    await waitForChat(page);

    await page.getByRole('button', { name: 'Menu' }).click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    expect(items.map((i) => i.trim())).toEqual(['My Profile', 'Voice Mode', 'Doctors', 'Documents', 'Settings']);
    await screenshot(page, 'chat-menu');
    await page.keyboard.press('Escape');

    const screens = [
      { item: 'My Profile', path: '/profile', heading: 'My Profiles' },
      { item: 'Doctors', path: '/doctors', heading: PRODUCT_NAME },
      { item: 'Documents', path: '/documents', heading: 'Documents' },
      { item: 'Settings', path: '/settings', heading: 'Settings' },
    ];
    for (const { item, path, heading } of screens) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await page.waitForURL((url) => url.pathname === path);
      await visible(page.getByRole('heading', { level: 1, name: heading }));
      await page.getByRole('button', { name: /^Back/ }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await waitForChat(page);
    }
  });

  it('lists the consultation on the doctors list and reopens it', async () => {
    const page = await browser.newPatient('/');
    await waitForChat(page);
    await page.getByPlaceholder('Type your message...').fill('My knee hurts');
    await page.keyboard.press('Enter');
    await visible(page.locator('[data-sender="patient"]').getByText('My knee hurts'));

    await page.getByRole('button', { name: 'Back to conversations' }).click();
    const list = page.getByRole('list', { name: 'Conversations' });
    // A fresh device has this one consultation; its row shows the last message (the AI's reply).
    const row = list.getByRole('button');
    await visible(row);
    expect(await row.count()).toBe(1);
    expect((await row.innerText()).includes('No messages yet')).toBe(false);
    await screenshot(page, 'doctors-list');
    await row.click();
    await page.waitForURL((url) => url.pathname === '/');
    await visible(page.locator('[data-sender="patient"]').getByText('My knee hurts'));
  });

  it('shows the documents empty state', async () => {
    const page = await browser.newPatient('/documents');
    await visible(page.getByRole('heading', { name: 'Documents' }));
    await visible(page.getByText('No documents yet'));
    await visible(page.getByText('Medical certificates and pathology forms will appear here'));
    await screenshot(page, 'documents-empty');
  });
});
