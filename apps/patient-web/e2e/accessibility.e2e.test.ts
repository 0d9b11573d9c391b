import { describe, it } from 'vitest';
import { expectAccessible } from '../../../scripts/e2e/axe.mjs';
import { messages, openDialog, sendWithEnter, useBrowser, visible, waitForChat, waitForReply } from './support';

describe('accessibility of every patient screen (axe-core, WCAG 2.1 A/AA)', () => {
  const browser = useBrowser();

  it('the chat: welcome, a conversation with quick replies, the menu', async () => {
    const page = await browser.newPatient('/');
    await waitForChat(page);
    await expectAccessible(page, 'chat, welcome');

    await sendWithEnter(page, 'I have had a sore throat for three days');
    await page.waitForFunction(() => document.querySelectorAll('[data-sender="doctor"]').length > 1);
    await waitForReply(page);
    await visible(messages(page, 'patient'));
    await expectAccessible(page, 'chat, with messages');

    await page.getByRole('button', { name: 'Menu' }).click();
    await visible(page.getByRole('menuitem', { name: 'Settings' }));
    await expectAccessible(page, 'chat, menu open');
  });

  it('the doctors list, documents, verification, and an unknown address', async () => {
    const page = await browser.newPatient('/doctors');
    await visible(page.getByText('No conversations yet. Start a new chat!'));
    await expectAccessible(page, 'doctors list, empty');

    await page.goto('/');
    await waitForChat(page);
    await sendWithEnter(page, 'My knee hurts');
    await waitForReply(page);
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await visible(page.getByRole('list', { name: 'Conversations' }).getByRole('button'));
    await expectAccessible(page, 'doctors list');

    await page.goto('/documents');
    await visible(page.getByText('No documents yet'));
    await expectAccessible(page, 'documents, empty');

    await page.goto('/verify/NOT-A-CODE');
    await visible(page.getByText('No document has this code'));
    await expectAccessible(page, 'verification, unknown code');

    await page.goto('/no-such-page');
    await visible(page.getByRole('heading', { name: 'Page Not Found' }));
    await expectAccessible(page, 'page not found');
  });

  it('profiles: empty, the dialog, a card, the delete confirmation, and a toast', async () => {
    const page = await browser.newPatient('/profile');
    await visible(page.getByText('No Profiles Yet'));
    await expectAccessible(page, 'profiles, empty');

    await page.getByRole('button', { name: 'New Profile' }).click();
    const dialog = await openDialog(page, 'dialog', 'Create New Profile');
    await expectAccessible(page, 'profile dialog');
    await dialog.getByLabel('Full Name').fill('Mia Nguyen');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.closed();
    await visible(page.getByRole('region', { name: 'Notifications' }).getByText('Profile Created'));
    await expectAccessible(page, 'profiles, a card and a toast');

    await page.getByRole('button', { name: /^Delete/ }).click();
    await openDialog(page, 'alertdialog', 'Delete Profile');
    await expectAccessible(page, 'delete profile confirmation');
  });

  it('settings and its confirmation dialog', async () => {
    const page = await browser.newPatient('/settings');
    await visible(page.getByRole('button', { name: 'Clear All Conversations' }));
    await expectAccessible(page, 'settings');

    await page.getByRole('button', { name: 'Clear All Conversations' }).click();
    await openDialog(page, 'alertdialog', 'Clear All Conversations');
    await expectAccessible(page, 'settings confirmation');
  });
});
