import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { item, noItems } from '../../../testing/fixtures';
import { ClinicalManagementCards } from './clinical-management-cards';

const management = `## Clinical Summary
Sam, 34, has had a **sore throat** for 3 days.

## Differential Diagnoses
1. Viral pharyngitis
2. [Strep throat](https://example.org/strep)
3. [Bad link](javascript:alert(1))

## Investigations
- Throat swab

## Pharmacological Management
- Paracetamol
`;

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const card = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('.rounded-2xl') as HTMLElement;

describe('ClinicalManagementCards', () => {
  it('renders the summary and the differential as markdown cards, links limited to safe protocols', async () => {
    render(<ClinicalManagementCards management={management} items={noItems()} onToggle={() => {}} />);
    expect(headings()).toEqual(['Clinical Summary', 'Differential Diagnoses']);
    // Rendered markdown, not the raw text (the renderer arrives lazily).
    expect(await within(card('Clinical Summary')).findByText('sore throat')).toContainHTML('strong');
    const differential = card('Differential Diagnoses');
    expect(within(differential).getByRole('link', { name: 'Strep throat' })).toHaveAttribute(
      'href',
      'https://example.org/strep',
    );
    expect(within(differential).queryByRole('link', { name: 'Bad link' })).not.toBeInTheDocument();
    expect(within(differential).getByText('Bad link')).toBeInTheDocument();
  });

  it('adds an item card per category that has items, and only those', () => {
    const items = {
      ...noItems(),
      investigations: [item('Throat swab')],
      medications: [item('Paracetamol 1 g'), item('Ibuprofen 400 mg', { subtype: 'alternative' })],
      certificates: [item('Work certificate, 2 days')],
      advice: [item('Rest and fluids')],
    };
    render(<ClinicalManagementCards management={management} items={items} onToggle={() => {}} />);
    expect(headings()).toEqual([
      'Clinical Summary',
      'Differential Diagnoses',
      'Investigations',
      'Pharmacological Management',
      'Medical Certificates',
      'Non-Pharmacological Management',
    ]);
    const medications = card('Pharmacological Management');
    expect(within(medications).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(medications).getByText('Alternative')).toBeInTheDocument();
    expect(within(medications).getAllByText('Alternative')).toHaveLength(1);
  });

  it('greys out and locks issued items, and toggles the others by their row', async () => {
    const onToggle = vi.fn();
    const open = item('Throat swab');
    const issued = item('Full blood count', { issued: true, ticked: true });
    render(
      <ClinicalManagementCards
        management={management}
        items={{ ...noItems(), investigations: [open, issued] }}
        onToggle={onToggle}
      />,
    );
    const locked = screen.getByRole('checkbox', { name: /Full blood count/ });
    expect(locked).toBeDisabled();
    expect(within(card('Investigations')).getByText('Issued')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Full blood count'));
    expect(onToggle).not.toHaveBeenCalled();

    await userEvent.click(screen.getByText('Throat swab'));
    expect(onToggle).toHaveBeenCalledWith(open);
  });

  it('shows no markdown card for a section the text lacks', () => {
    render(
      <ClinicalManagementCards management={'## Investigations\n- Throat swab'} items={undefined} onToggle={() => {}} />,
    );
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });
});
