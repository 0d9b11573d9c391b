import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../confirm-dialog';
import { Dialog } from '../dialog';
import { removeToast, toast } from './toast-store';
import { ToastProvider } from './toast-provider';

afterEach(() => {
  act(() => removeToast());
});

/** The nearest element, from `element` up, that hides its subtree from pointer, focus or AT. */
function inertAncestor(element: Element): Element | null {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if ((node as HTMLElement).inert || node.hasAttribute('inert') || node.getAttribute('aria-hidden') === 'true') {
      return node;
    }
  }
  return null;
}

function SettingsLike({ onCancel }: { onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Clear data
      </button>
      <ConfirmDialog
        open={open}
        title="Delete all data?"
        description="This cannot be undone."
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        // The request fails: the dialog stays open and a destructive toast explains why.
        onConfirm={() =>
          toast({ title: 'Error', description: 'Failed to delete data. Please try again.', variant: 'destructive' })
        }
      />
    </>
  );
}

describe('toasts while a dialog is open', () => {
  it('are outside the inert page, announced, and dismissable without closing the dialog', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { container } = render(
      <ToastProvider>
        <SettingsLike onCancel={onCancel} />
      </ToastProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Clear data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete all data?' });
    // The page behind the dialog is inert, as it must be.
    await waitFor(() => expect(inertAncestor(container)).not.toBeNull());

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // getByRole skips aria-hidden subtrees: finding them at all means they are exposed.
    const region = screen.getByRole('region', { name: 'Notifications' });
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to delete data. Please try again.');
    expect(inertAncestor(region)).toBeNull();
    expect(inertAncestor(container)).not.toBeNull();

    // The toast's Close is in the dialog's Tab cycle.
    const close = within(alert).getByRole('button', { name: 'Close' });
    const reached: Element[] = [];
    for (let i = 0; i < 4 && document.activeElement !== close; i += 1) {
      await user.tab();
      if (document.activeElement) reached.push(document.activeElement);
    }
    expect(close).toHaveFocus();
    expect(reached.every((el) => dialog.contains(el) || region.contains(el))).toBe(true);

    // F8 reaches the region too.
    await user.keyboard('{F8}');
    expect(region).toHaveFocus();

    // Dismissing it is not a click outside: the dialog stays open.
    await user.click(close);
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Delete all data?' })).toBeInTheDocument();
  });

  it('moves back into the page when the dialog closes, keeping the open toast', async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title="Edit Profile"
          footer={
            <button type="button" onClick={() => setOpen(false)}>
              Save
            </button>
          }
        />
      );
    }
    const { container } = render(
      <ToastProvider>
        <Page />
      </ToastProvider>,
    );
    await screen.findByRole('dialog', { name: 'Edit Profile' });
    act(() => {
      toast({ title: 'Profile Updated' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(screen.getByRole('dialog')).toContainElement(region);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(container).toContainElement(region);
    expect(inertAncestor(region)).toBeNull();
    expect(within(region).getByRole('status')).toHaveTextContent('Profile Updated');
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
  });
});
