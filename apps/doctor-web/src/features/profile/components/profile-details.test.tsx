import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { testDoctor } from '../../../testing/render-screen';
import { ProfileDetails } from './profile-details';

const row = (label: string) => screen.queryByText(label)?.nextElementSibling?.textContent;

describe('ProfileDetails', () => {
  it('shows a renamed doctor both their new name and the checked name patients still see', () => {
    render(
      <ProfileDetails doctor={testDoctor({ fullName: 'Jane Brown', verified: false, verifiedName: 'Jane Smith' })} />,
    );
    expect(row('Full Name')).toBe('Jane Brown');
    expect(row('Name Patients See')).toBe('Jane Smith');
  });

  it('says a doctor never checked has no name shown to patients yet', () => {
    render(<ProfileDetails doctor={testDoctor({ verified: false, verifiedName: null })} />);
    expect(row('Name Patients See')).toMatch(/^None yet/);
  });

  it('shows one name when the name is the checked one', () => {
    render(<ProfileDetails doctor={testDoctor()} />);
    expect(row('Full Name')).toBe('Jane Smith');
    expect(screen.queryByText('Name Patients See')).not.toBeInTheDocument();
  });
});
