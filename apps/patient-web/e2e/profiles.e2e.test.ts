import { describe, expect, it } from 'vitest';
import { openDialog, screenshot, useBrowser, visible } from './support';

describe('my profiles', () => {
  const browser = useBrowser();

  it('creates, edits and deletes a profile through the dialogs', async () => {
    const page = await browser.newPatient('/profile');
    await visible(page.getByRole('heading', { name: 'No Profiles Yet' }));
    await visible(
      page.getByText('Create your first profile to save your information and make future consultations faster.'),
    );
    await screenshot(page, 'profiles-empty');

    // Create
    await page.getByRole('button', { name: 'New Profile' }).click();
    const dialog = await openDialog(page, 'dialog', 'Create New Profile');
    expect(await dialog.getByLabel('Country').inputValue()).toBe('Australia');
    await dialog.getByLabel('Full Name').fill('  Mia Nguyen ');
    await dialog.getByLabel('Date of Birth').pressSequentially('14032015');
    expect(await dialog.getByLabel('Date of Birth').inputValue()).toBe('14/03/2015');
    await dialog.getByLabel('Relationship').selectOption({ label: 'Daughter' });
    await dialog.getByLabel('Mobile Number').fill('0400 111 222');
    await screenshot(page, 'profile-create-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.closed();
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await visible(notifications.getByText('Profile Created'));
    await visible(notifications.getByText('The profile has been created successfully.'));
    const card = page.getByRole('listitem').filter({ hasText: 'Mia Nguyen' });
    await visible(card);
    await visible(card.getByText('Daughter'));
    await visible(card.getByText('14/03/2015'));
    await visible(card.getByText('0400 111 222'));
    await screenshot(page, 'profiles-list');

    // Edit
    await card.getByRole('button', { name: /^Edit/ }).click();
    const edit = await openDialog(page, 'dialog', 'Edit Profile');
    expect(await edit.getByLabel('Full Name').inputValue()).toBe('Mia Nguyen');
    expect(await edit.getByLabel('Medicare Card Number').inputValue()).toBe('');
    await edit.getByLabel('Full Name').fill('Mia T. Nguyen');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.closed();
    await visible(notifications.getByText('Profile Updated'));
    const edited = page.getByRole('listitem').filter({ hasText: 'Mia T. Nguyen' });
    await visible(edited);

    // Delete
    await edited.getByRole('button', { name: /^Delete/ }).click();
    const confirm = await openDialog(page, 'alertdialog', 'Delete Profile');
    await visible(
      confirm.getByText('Are you sure you want to delete the profile for Mia T. Nguyen? This action cannot be undone.'),
    );
    await screenshot(page, 'profile-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.closed();
    await visible(notifications.getByText('Profile Deleted'));
    await visible(page.getByRole('heading', { name: 'No Profiles Yet' }));
  });
});
