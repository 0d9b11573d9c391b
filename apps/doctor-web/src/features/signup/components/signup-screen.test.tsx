import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, fetchDoctorByDevice, signUpDoctor } from '@telehealth/api-client';
import { DEVICE_ID, renderScreen, testDoctor } from '../../../testing/render-screen';
import { SignupScreen } from './signup-screen';

vi.mock(import('@telehealth/api-client'), async (importOriginal) => ({
  ...(await importOriginal()),
  fetchDoctorByDevice: vi.fn(),
  signUpDoctor: vi.fn(),
}));

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

function open() {
  localStorage.setItem('doctor_device_id', DEVICE_ID);
  return renderScreen(<SignupScreen />, {
    path: '/doctor/signup',
    url: '/doctor/signup',
    otherPaths: ['/doctor/waiting-room'],
  });
}

async function fillDetails() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Full Name'), '  Jane Smith ');
  await user.type(screen.getByLabelText('Prescriber Number'), '1234567');
  await user.type(screen.getByLabelText('Provider Number'), '2345678F');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.type(screen.getByLabelText('Mobile Number'), '0400000000');
  return user;
}

describe('SignupScreen', () => {
  beforeEach(() => {
    vi.mocked(fetchDoctorByDevice).mockResolvedValue(null);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () =>
        ({
          beginPath() {},
          moveTo() {},
          lineTo() {},
          stroke() {},
          fillRect() {},
        }) as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(JPEG);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(signUpDoctor).mockReset();
  });

  it("shows 'Checking credentials...' and then the form when this device has no doctor", async () => {
    open();
    expect(screen.getByText('Checking credentials...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(screen.getByText('Register to review AI consultations and continue patient care')).toBeInTheDocument();
    expect(fetchDoctorByDevice).toHaveBeenCalledWith(DEVICE_ID);
  });

  it('goes to the waiting room when this device already has a doctor', async () => {
    vi.mocked(fetchDoctorByDevice).mockResolvedValue(testDoctor());
    open();
    expect(await screen.findByText('Screen at /doctor/waiting-room')).toBeInTheDocument();
  });

  it('requires every field and sends nothing until they are filled', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Prescriber number is required')).toBeInTheDocument();
    expect(screen.getByText('Provider number is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a gender')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(signUpDoctor).not.toHaveBeenCalled();
  });

  it('treats a name of only spaces as missing', async () => {
    open();
    const user = await fillDetails();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(signUpDoctor).not.toHaveBeenCalled();
  });

  it('signs up with a computer signature: trimmed fields, the device id, the chosen avatar', async () => {
    vi.mocked(signUpDoctor).mockResolvedValue(testDoctor());
    open();
    const user = await fillDetails();
    await user.click(screen.getByRole('button', { name: 'Avatar 5' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(signUpDoctor).toHaveBeenCalledWith({
      deviceId: DEVICE_ID,
      fullName: 'Jane Smith',
      prescriberNumber: '1234567',
      providerNumber: '2345678F',
      gender: 'Female',
      mobileNumber: '0400000000',
      avatarNumber: '5',
      signatureType: 'computer',
      signatureData: null,
    });
    expect(await screen.findByText('Sign up successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Dr. Jane Smith!')).toBeInTheDocument();
    expect(await screen.findByText('Screen at /doctor/waiting-room')).toBeInTheDocument();
  });

  it('will not sign up with a drawn signature until one is drawn, then sends the drawing', async () => {
    vi.mocked(signUpDoctor).mockResolvedValue(testDoctor({ signatureType: 'drawn', signatureData: JPEG }));
    open();
    const user = await fillDetails();
    await user.click(screen.getByLabelText(/Drawn signature/));

    // The dialog opens at once (the form behind it hidden): Sign Up is already disabled (spec §2), no error yet.
    expect(screen.getByRole('button', { name: 'Sign Up', hidden: true })).toBeDisabled();
    expect(screen.queryByText('Please draw your signature before submitting')).not.toBeInTheDocument();
    // Cancelling leaves the form without a signature: still disabled, and the field says why.
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    expect(screen.getByText('Please draw your signature before submitting')).toBeInTheDocument();
    expect(signUpDoctor).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Draw signature' }));
    const pad = await screen.findByLabelText('Signature pad');
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 5, clientY: 5 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    await user.click(screen.getByRole('button', { name: 'Save Signature' }));

    expect(screen.getByAltText('Your drawn signature')).toHaveAttribute('src', JPEG);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(signUpDoctor).toHaveBeenCalledWith(expect.objectContaining({ signatureType: 'drawn', signatureData: JPEG }));
  });

  it('choosing a computer signature drops the drawing', async () => {
    vi.mocked(signUpDoctor).mockResolvedValue(testDoctor());
    open();
    const user = await fillDetails();
    await user.click(screen.getByLabelText(/Drawn signature/));
    const pad = await screen.findByLabelText('Signature pad');
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 5, clientY: 5 });
    await user.click(screen.getByRole('button', { name: 'Save Signature' }));
    await user.click(screen.getByLabelText(/Computer signature/));
    expect(screen.queryByAltText('Your drawn signature')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(signUpDoctor).toHaveBeenCalledWith(
      expect.objectContaining({ signatureType: 'computer', signatureData: null }),
    );
  });

  it("shows 'Signing up...' while pending and the server's reason when it fails", async () => {
    let fail!: (err: unknown) => void;
    vi.mocked(signUpDoctor).mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    open();
    const user = await fillDetails();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('button', { name: 'Signing up...' })).toBeDisabled();

    fail(new ApiError(409, JSON.stringify({ message: 'A doctor is already registered on this device' }), 'Conflict'));
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(screen.getByText('A doctor is already registered on this device')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled());
  });

  it("falls back to 'An error occurred during sign up' when the server gives no reason", async () => {
    vi.mocked(signUpDoctor).mockRejectedValue(new ApiError(500, '', 'Internal Server Error'));
    open();
    const user = await fillDetails();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('An error occurred during sign up')).toBeInTheDocument();
  });
});
