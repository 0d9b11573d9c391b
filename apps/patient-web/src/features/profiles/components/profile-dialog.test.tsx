import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deviceUserRoutes, fakeApi, type Handler } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import type { Profile } from '../utils/profile-types';
import { ProfileDialog } from './profile-dialog';

const DEVICE = 'device_1700000000000_abcdefghijklmnopqrstuvwx';

const ada: Profile = {
  id: '22222222-2222-4222-8222-222222222222',
  deviceId: DEVICE,
  fullName: 'Ada Lovelace',
  dateOfBirth: '10/12/1985',
  country: 'United Kingdom',
  mobileNumber: null,
  medicareNumber: null,
  medicareReferenceNumber: null,
  relationship: 'mother',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function setup(profile: Profile | null, routes: Record<string, Handler> = {}) {
  const api = fakeApi({
    ...deviceUserRoutes,
    'POST /api/profiles': (req) => ({ status: 201, body: { ...ada, ...(req.body as object) } }),
    'PATCH /api/profiles/[^/]+': (req) => ({ body: { ...ada, ...(req.body as object) } }),
    ...routes,
  });
  const onClose = vi.fn();
  const user = userEvent.setup();
  const view = renderWithApp(<ProfileDialog open profile={profile} deviceId={DEVICE} onClose={onClose} />);
  return { api, onClose, user, view, dialog: () => screen.getByRole('dialog') };
}

describe('ProfileDialog', () => {
  it('creates: starts empty with Australia and Self, Save needs a name', async () => {
    const { user, dialog } = setup(null);
    expect(within(dialog()).getByText('Create New Profile')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('Australia');
    expect(screen.getByLabelText('Relationship')).toHaveDisplayValue('Self');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/Full Name/), '   ');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/Full Name/), 'Sam');
    expect(save).toBeEnabled();
  });

  it('offers the relationships with capitalised labels', () => {
    setup(null);
    const options = within(screen.getByLabelText('Relationship'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Self',
      'Daughter',
      'Son',
      'Husband',
      'Wife',
      'Mother',
      'Father',
      'Sister',
      'Brother',
      'Grandmother',
      'Grandfather',
      'Other',
    ]);
  });

  it('applies the field rules: date of birth slashes, Medicare lengths and hint', async () => {
    const { user } = setup(null);
    const dob = screen.getByLabelText('Date of Birth');
    expect(dob).toHaveAttribute('placeholder', 'Format: DD/MM/YYYY');
    await user.type(dob, '0a1021990999');
    expect(dob).toHaveValue('01/02/1990');
    expect(dob).toHaveAttribute('maxLength', '10');
    expect(screen.getByLabelText('Medicare Card Number')).toHaveAttribute('maxLength', '10');
    const reference = screen.getByLabelText('Medicare Reference Number');
    expect(reference).toHaveAttribute('maxLength', '1');
    expect(reference).toHaveAccessibleDescription('Single digit (1-9)');
  });

  it('sends the trimmed name without empty fields, toasts and closes', async () => {
    const { api, user, onClose } = setup(null);
    await user.type(screen.getByLabelText(/Full Name/), '  Sam Citizen ');
    await user.selectOptions(screen.getByLabelText('Relationship'), 'son');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls('POST', /^\/api\/profiles$/)[0]?.body).toEqual({
      deviceId: DEVICE,
      fullName: 'Sam Citizen',
      country: 'Australia',
      relationship: 'son',
    });
    const toast = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(toast.getByText('Profile Created')).toBeInTheDocument();
    expect(toast.getByText('The profile has been created successfully.')).toBeInTheDocument();
  });

  it('keeps the dialog open with a destructive toast when creating fails', async () => {
    const { user, onClose } = setup(null, {
      'POST /api/profiles': () => ({ status: 400, body: { message: 'Date of birth is not a real date' } }),
    });
    await user.type(screen.getByLabelText(/Full Name/), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Creation Failed');
    expect(alert).toHaveTextContent('Date of birth is not a real date');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits: prefilled from the profile, empty optional fields stay empty', async () => {
    const { api, user, onClose, dialog } = setup(ada);
    expect(within(dialog()).getByText('Edit Profile')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ada Lovelace'));
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('10/12/1985');
    expect(screen.getByLabelText('Country')).toHaveValue('United Kingdom');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('');
    expect(screen.getByLabelText('Relationship')).toHaveDisplayValue('Mother');

    await user.clear(screen.getByLabelText('Date of Birth'));
    await user.type(screen.getByLabelText('Mobile Number'), '0400 123 456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const patch = api.calls('PATCH', /^\/api\/profiles\//)[0];
    expect(patch?.path).toBe(`/api/profiles/${ada.id}`);
    expect(patch?.body).toEqual({
      fullName: 'Ada Lovelace',
      country: 'United Kingdom',
      relationship: 'mother',
      mobileNumber: '0400 123 456',
      dateOfBirth: null,
    });
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
  });

  it('toasts Update Failed with the default text when the server gives none', async () => {
    const { user } = setup(ada, { 'PATCH /api/profiles/[^/]+': () => ({ status: 500 }) });
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ada Lovelace'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Update Failed');
  });

  it('resets the form to its defaults on Cancel', async () => {
    const { user, onClose } = setup(null);
    await user.type(screen.getByLabelText(/Full Name/), 'Someone');
    await user.clear(screen.getByLabelText('Country'));
    await user.type(screen.getByLabelText('Country'), 'Fiji');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('Australia');
  });
});
