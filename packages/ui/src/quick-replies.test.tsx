import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuickReplies } from './quick-replies';

describe('QuickReplies, single choice', () => {
  it('sends the tapped label at once', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<QuickReplies options={['Yes', 'No', 'Not sure']} onSelect={onSelect} />);
    expect(screen.getByRole('group', { name: 'Quick replies' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('No', ['No']);
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<QuickReplies options={['Yes']} onSelect={onSelect} disabled />);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('QuickReplies, several choices', () => {
  it('toggles chips and sends the chosen labels in option order', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<QuickReplies multiple options={['Cough', 'Fever', 'Headache']} onSelect={onSelect} />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Headache' }));
    await user.click(screen.getByRole('button', { name: 'Cough' }));
    await user.click(screen.getByRole('button', { name: 'Fever' }));
    await user.click(screen.getByRole('button', { name: 'Fever' }));
    expect(screen.getByRole('button', { name: 'Cough' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Fever' })).toHaveAttribute('aria-pressed', 'false');
    expect(onSelect).not.toHaveBeenCalled();

    await user.click(send);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('Cough, Headache', ['Cough', 'Headache']);
  });
});
