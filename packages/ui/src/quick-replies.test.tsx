import { render, screen, within } from '@testing-library/react';
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

describe('QuickReplies, grouped', () => {
  const places = [
    { label: 'forehead', group: 'Head' },
    { label: 'back of the head', group: 'Head' },
    { label: 'upper chest', group: 'Chest' },
    { label: 'right lower belly', group: 'Belly' },
    { label: "I'm not sure", group: 'Other', exclusive: true },
  ];

  it('shows each group under its name, in order, and sends the ticked places together', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<QuickReplies multiple options={places} onSelect={onSelect} label="Quick replies, choose any" />);
    const all = screen.getByRole('group', { name: 'Quick replies, choose any' });
    const groups = within(all).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Head', 'Chest', 'Belly', 'Other']);
    expect(
      within(groups[0]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['forehead', 'back of the head']);
    expect(screen.getByText('Head')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'right lower belly' }));
    await user.click(screen.getByRole('button', { name: 'forehead' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('forehead, right lower belly', ['forehead', 'right lower belly']);
  });

  it('sends an exclusive option ("I\'m not sure") at once, on its own', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<QuickReplies multiple options={places} onSelect={onSelect} />);
    const notSure = screen.getByRole('button', { name: "I'm not sure" });
    expect(notSure).not.toHaveAttribute('aria-pressed');
    await user.click(screen.getByRole('button', { name: 'forehead' }));
    await user.click(notSure);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith("I'm not sure", ["I'm not sure"]);
  });
});
