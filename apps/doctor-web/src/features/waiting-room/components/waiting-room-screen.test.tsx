import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, fetchPatients, logOutDoctor, resetDoctorDatabase, setAvailability } from '@telehealth/api-client';
import { VERIFICATION_PENDING, type WaitingRoomPatient } from '@telehealth/schema';
import { openedSockets } from '../../../testing/fake-socket';
import { DEVICE_ID, renderScreen, testDoctor } from '../../../testing/render-screen';
import { WaitingRoomScreen } from './waiting-room-screen';

vi.mock(import('@telehealth/api-client'), async (importOriginal) => ({
  ...(await importOriginal()),
  fetchPatients: vi.fn(),
  setAvailability: vi.fn(),
  resetDoctorDatabase: vi.fn(),
  logOutDoctor: vi.fn(),
}));

const patient = (id: string, overrides: Partial<WaitingRoomPatient> = {}): WaitingRoomPatient =>
  ({
    id,
    fullName: null,
    diagnosisName: null,
    summaryPreview: null,
    dateOfBirth: null,
    status: 'ongoing',
    urgent: false,
    closedByPatient: false,
    assignment: { id: `a-${id}`, assignedAt: '2025-01-01T09:00:00.000Z', status: 'active' },
    ...overrides,
  }) as WaitingRoomPatient;

function open(doctor = testDoctor()) {
  localStorage.setItem('doctor_device_id', DEVICE_ID);
  return renderScreen(<WaitingRoomScreen />, {
    path: '/doctor/waiting-room',
    url: '/doctor/waiting-room',
    doctor,
    otherPaths: ['/doctor/signup', '/doctor/chat/:conversationId'],
  });
}

describe('WaitingRoomScreen', () => {
  beforeEach(() => {
    openedSockets.length = 0;
    vi.mocked(fetchPatients).mockResolvedValue([]);
  });
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('lists urgent patients first, then by assignment time, with the spec’s row texts', async () => {
    vi.mocked(fetchPatients).mockResolvedValue([
      patient('p1', {
        fullName: 'Late Routine',
        summaryPreview: 'Cough for a week',
        assignment: { id: 'a1', assignedAt: '2025-01-01T10:00:00.000Z', status: 'active' },
      }),
      patient('p2', { dateOfBirth: '01/02/1990', status: 'closed' }),
      patient('p3', {
        fullName: 'Urgent One',
        urgent: true,
        diagnosisName: 'Pneumonia',
        assignment: { id: 'a3', assignedAt: '2025-01-01T11:00:00.000Z', status: 'active' },
      }),
    ]);
    open();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('span')?.textContent)).toEqual([
      'Urgent One',
      'Anonymous Patient',
      'Late Routine',
    ]);
    expect(within(rows[0]!).getByText('Urgent')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Pneumonia')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Tap to continue care')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('DOB: 01/02/1990')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Active')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Cough for a week')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute('href', `/doctor/chat/p1?doctorDeviceId=${DEVICE_ID}`);
  });

  it('registers for the waiting room; a new assignment refreshes the list and says who', async () => {
    const doctor = testDoctor();
    open(doctor);
    await screen.findByText('No patients assigned yet');
    expect(openedSockets[0]?.registration).toEqual({
      userType: 'doctor',
      conversationId: 'waiting-room',
      userId: doctor.id,
    });

    vi.mocked(fetchPatients).mockResolvedValue([patient('p9', { fullName: 'Nina New' })]);
    act(() =>
      openedSockets[0]!.push({ type: 'new_patient_assigned', patient: patient('p9', { fullName: 'Nina New' }) }),
    );
    expect(await screen.findByText('New Patient Assigned')).toBeInTheDocument();
    expect(screen.getByText('Nina New has been assigned to you')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Nina New/ })).toBeInTheDocument();

    act(() => openedSockets[0]!.push({ type: 'new_patient_assigned', patient: patient('p10') }));
    expect(await screen.findByText('A patient has been assigned to you')).toBeInTheDocument();
  });

  it('shows a consultation the patient closes as closed, without a reload or a toast', async () => {
    vi.mocked(fetchPatients).mockResolvedValue([patient('p3', { fullName: 'Cleo Closer' })]);
    open();
    const row = await screen.findByRole('link', { name: /Cleo Closer/ });
    expect(within(row).getByText('Active')).toBeInTheDocument();

    vi.mocked(fetchPatients).mockResolvedValue([patient('p3', { fullName: 'Cleo Closer', closedByPatient: true })]);
    act(() => openedSockets[0]!.push({ type: 'conversation_closed', conversationId: 'p3' }));
    expect(await within(row).findByText('Closed by patient')).toBeInTheDocument();
    expect(screen.queryByText('New Patient Assigned')).not.toBeInTheDocument();
  });

  it('goes offline with its toast and empty-state text, and reports a failed change', async () => {
    vi.mocked(setAvailability).mockResolvedValue(testDoctor({ isAvailable: 'off' }));
    open();
    expect(await screen.findByText('Waiting for patient assignments...')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Availability' }));
    expect(setAvailability).toHaveBeenCalledWith(testDoctor().id, 'off');
    expect(await screen.findByText('Now Offline')).toBeInTheDocument();
    expect(screen.getByText('You will not receive new patient assignments')).toBeInTheDocument();
    expect(screen.getByText('Turn on availability to accept patients')).toBeInTheDocument();

    vi.mocked(setAvailability).mockRejectedValue(new ApiError(500, '', 'Internal Server Error'));
    await userEvent.click(screen.getByRole('switch', { name: 'Availability' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update availability')).toBeInTheDocument();
  });

  it("resets the database after 'Reset Doctor Database?' and goes to sign-up without the device id", async () => {
    vi.mocked(resetDoctorDatabase).mockResolvedValue({ deletedCount: 3 });
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Database' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset Doctor Database?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Database Reset')).toBeInTheDocument();
    expect(screen.getByText('Deleted 3 doctors and all assignments')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/signup'));
    expect(localStorage.getItem('doctor_device_id')).toBeNull();
  });

  it('keeps the dialog open and says why when the reset fails', async () => {
    vi.mocked(resetDoctorDatabase).mockRejectedValue(
      new ApiError(403, '{"message":"Resetting the doctor database is only available in demo mode"}', 'Forbidden'),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Database' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Reset failed')).toBeInTheDocument();
    expect(screen.getByText('Resetting the doctor database is only available in demo mode')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Reset Doctor Database?' })).toBeInTheDocument();
  });

  it('says plainly that verification is pending, and offers no way to go available', async () => {
    open(testDoctor({ verified: false, isAvailable: 'off' }));
    expect(await screen.findByRole('status')).toHaveTextContent(VERIFICATION_PENDING);
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(await screen.findByText('Patients are assigned once your registration is verified')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Availability' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(setAvailability).not.toHaveBeenCalled();
  });

  it('leaves pending as soon as an operator verifies the doctor, without a reload', async () => {
    vi.mocked(setAvailability).mockImplementation(async (_id, isAvailable) => testDoctor({ isAvailable }));
    open(testDoctor({ verified: false, isAvailable: 'off' }));
    expect(await screen.findByRole('status')).toHaveTextContent(VERIFICATION_PENDING);
    await waitFor(() => expect(openedSockets).toHaveLength(1));

    act(() => openedSockets[0]!.push({ type: 'doctor_verified', doctor: testDoctor({ isAvailable: 'off' }) }));
    await waitFor(() => expect(screen.queryByText(VERIFICATION_PENDING)).not.toBeInTheDocument());
    expect(await screen.findByText('Turn on availability to accept patients')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Availability' });
    expect(toggle).toBeEnabled();
    await userEvent.click(toggle);
    expect(setAvailability).toHaveBeenCalledWith(testDoctor().id, 'on');
  });

  it('shows no pending notice to a verified doctor', async () => {
    open();
    await screen.findByText('Waiting for patient assignments...');
    expect(screen.queryByText(VERIFICATION_PENDING)).not.toBeInTheDocument();
  });

  it('logs out on the server (which takes the doctor offline) before forgetting the device', async () => {
    vi.mocked(logOutDoctor).mockResolvedValue(undefined);
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/signup'));
    expect(logOutDoctor).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('doctor_device_id')).toBeNull();
  });

  it('still leaves the device when the server cannot be reached', async () => {
    vi.mocked(logOutDoctor).mockRejectedValue(new TypeError('Failed to fetch'));
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/signup'));
    expect(localStorage.getItem('doctor_device_id')).toBeNull();
  });
});
