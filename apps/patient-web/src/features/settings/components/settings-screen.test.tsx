import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deviceUserRoutes, fakeApi, USER_ID, type Handler } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { SettingsScreen } from './settings-screen';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(routes: Record<string, Handler> = {}) {
  const api = fakeApi({
    ...deviceUserRoutes,
    'DELETE /api/conversations/user/[^/]+': () => ({ body: { message: 'Deleted 3 conversations' } }),
    'DELETE /api/conversations/user/[^/]+/old\\?monthsOld=3': () => ({
      body: { message: 'Deleted 1 old conversation' },
    }),
    'DELETE /api/documents/user/[^/]+': () => ({ body: {} }),
    'DELETE /api/documents/user/[^/]+/old\\?monthsOld=3': () => ({ body: { message: 'Deleted 2 old documents' } }),
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderWithApp(<SettingsScreen />, { path: '/settings' });
  return { api, user, view };
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function openAction(user: ReturnType<typeof userEvent.setup>, title: string) {
  const button = screen.getByRole('button', { name: title });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  return screen.findByRole('alertdialog');
}

describe('Settings', () => {
  it('groups the four clear actions under their sections', () => {
    setup();
    const conversations = screen.getByRole('region', { name: 'Conversation Data' });
    expect(within(conversations).getByText('Clear All Conversations')).toBeInTheDocument();
    expect(within(conversations).getByText('Clear Old Conversations')).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Medical Documents' });
    expect(within(documents).getByText('Clear All Documents')).toBeInTheDocument();
    expect(within(documents).getByText('Clear Old Documents')).toBeInTheDocument();
  });

  it.each([
    ['Clear All Conversations', `/api/conversations/user/${USER_ID}`, 'Deleted 3 conversations'],
    ['Clear Old Conversations', `/api/conversations/user/${USER_ID}/old?monthsOld=3`, 'Deleted 1 old conversation'],
    ['Clear All Documents', `/api/documents/user/${USER_ID}`, 'Data deleted successfully'],
    ['Clear Old Documents', `/api/documents/user/${USER_ID}/old?monthsOld=3`, 'Deleted 2 old documents'],
  ])('%s: confirm, call, success toast with the message, close', async (title, path, message) => {
    const { api, user } = setup();
    const dialog = await openAction(user, title);
    expect(within(dialog).getByText(title)).toBeInTheDocument();
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', /./).map((r) => r.path)).toEqual([path]);
    expect(notifications().getByText('Success')).toBeInTheDocument();
    expect(notifications().getByText(message)).toBeInTheDocument();
  });

  it('Cancel closes without deleting', async () => {
    const { api, user } = setup();
    const dialog = await openAction(user, 'Clear All Documents');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', /./)).toHaveLength(0);
  });

  it('reads Deleting... while busy, with both buttons disabled', async () => {
    const answer = deferred<{ body: unknown }>();
    const { user } = setup({ 'DELETE /api/documents/user/[^/]+': () => answer.promise });
    const dialog = await openAction(user, 'Clear All Documents');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => answer.resolve({ body: { message: 'Deleted 0 documents' } }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open with an Error toast when the delete fails', async () => {
    const { user } = setup({ 'DELETE /api/conversations/user/[^/]+': () => ({ status: 500 }) });
    const dialog = await openAction(user, 'Clear All Conversations');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The open dialog makes the rest of the page inert, the toast region included: query it hidden.
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to delete data. Please try again.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('shows one toast at a time: a new one replaces the last', async () => {
    const { user } = setup();
    await user.click(within(await openAction(user, 'Clear Old Documents')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notifications().getByText('Deleted 2 old documents')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(within(await openAction(user, 'Clear Old Conversations')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notifications().getByText('Deleted 1 old conversation')).toBeInTheDocument());
    expect(notifications().queryByText('Deleted 2 old documents')).not.toBeInTheDocument();
    expect(notifications().getAllByRole('status')).toHaveLength(1);
  });
});
