import { describe, it } from 'vitest';
import { openDialog, screenshot, sendWithEnter, useBrowser, visible, waitForChat } from './support';

describe('settings', () => {
  const browser = useBrowser();

  it('clears all conversations through the confirm dialog, with a toast', async () => {
    const page = await browser.newPatient('/');
    await waitForChat(page);
    await sendWithEnter(page, 'Please forget this conversation');
    await visible(page.locator('[data-sender="patient"]').getByText('Please forget this conversation'));

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await visible(page.getByRole('heading', { name: 'Settings' }));
    await screenshot(page, 'settings');

    await page.getByRole('button', { name: 'Clear All Conversations' }).click();
    const confirm = await openDialog(page, 'alertdialog', 'Clear All Conversations');
    await visible(confirm.getByText('This action cannot be undone.'));
    await visible(confirm.getByRole('button', { name: 'Cancel' }));
    await screenshot(page, 'settings-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.closed();
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await visible(notifications.getByText('Success'));
    await screenshot(page, 'settings-cleared');

    // The list is empty now (a full load, so the chat does not start a new consultation first).
    await page.goto('/doctors');
    await visible(page.getByText('No conversations yet. Start a new chat!'));
  });
});
