import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('is named by its title, focuses the data-autofocus field and closes on Escape or Close', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Create New Profile" showCloseButton>
        <label>
          Full name
          <input data-autofocus />
        </label>
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Create New Profile' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Behind</button>
        <Dialog open onClose={() => {}} title="Edit Profile" footer={<button type="button">Save</button>}>
          <input aria-label="Full name" />
        </Dialog>
      </>,
    );
    await screen.findByRole('dialog');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  });

  it('ignores Escape when not dismissible', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Saving" dismissible={false} footer={<button type="button">Wait</button>} />,
    );
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
