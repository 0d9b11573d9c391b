import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

type HarnessProps = { work: () => Promise<void> };

/** Drives the dialog the way a settings screen does: open, busy while working, close on success. */
function Harness({ work }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await work();
      setOpen(false);
    } catch {
      // Failure: the dialog stays open so the user can retry or cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Clear All Conversations
      </button>
      <ConfirmDialog
        open={open}
        busy={busy}
        title="Clear All Conversations"
        description="This action cannot be undone."
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('shows title, description, Cancel and Delete, with focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<Harness work={() => Promise.resolve()} />);
    await user.click(screen.getByRole('button', { name: 'Clear All Conversations' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear All Conversations' });
    expect(dialog).toHaveAccessibleDescription('This action cannot be undone.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it("reads 'Deleting...' while busy and closes on success", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    render(<Harness work={() => pending.promise} />);
    await user.click(screen.getByRole('button', { name: 'Clear All Conversations' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    const busyButton = screen.getByRole('button', { name: 'Deleting...' });
    expect(busyButton).toBeDisabled();
    expect(busyButton).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Focus stays inside the dialog while its buttons are locked.
    expect(screen.getByRole('alertdialog').contains(document.activeElement)).toBe(true);

    pending.resolve();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open on failure and turns back to Delete', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    render(<Harness work={() => pending.promise} />);
    await user.click(screen.getByRole('button', { name: 'Clear All Conversations' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    pending.reject(new Error('500: boom'));

    const retry = await screen.findByRole('button', { name: 'Delete' });
    expect(retry).toBeEnabled();
    // Focus returns once the dialog has re-rendered, which a busy machine may take a moment to do.
    await waitFor(() => expect(retry).toHaveFocus());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('ignores Escape while busy and closes on Escape otherwise', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    render(<Harness work={() => pending.promise} />);
    await user.click(screen.getByRole('button', { name: 'Clear All Conversations' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    pending.reject(new Error('offline'));
    await screen.findByRole('button', { name: 'Delete' });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('closes on Cancel without confirming', async () => {
    const user = userEvent.setup();
    const work = vi.fn(() => Promise.resolve());
    render(<Harness work={work} />);
    await user.click(screen.getByRole('button', { name: 'Clear All Conversations' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(work).not.toHaveBeenCalled();
  });
});
