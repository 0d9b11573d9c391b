import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, fetchDoctorByDevice, fetchPatients } from '@telehealth/api-client';
import { DEVICE_ID, testDoctor } from '../testing/render-screen';
import { routes } from './router';

vi.mock(import('@telehealth/api-client'), async (importOriginal) => ({
  ...(await importOriginal()),
  fetchDoctorByDevice: vi.fn(),
  fetchPatients: vi.fn(),
}));

function openAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('routes', () => {
  afterEach(() => {
    vi.clearAllMocks();
  });

  it.each([
    '/doctor/waiting-room',
    '/doctor/chat/abc',
    '/doctor/clinical/abc',
    '/doctor/actionable/abc',
    '/doctor/profile',
  ])('%s opens sign-up when no doctor device id is stored', async (url) => {
    vi.mocked(fetchDoctorByDevice).mockResolvedValue(null);
    const router = openAt(url);
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/doctor/signup');
    // Sign-up made the device its id: nothing was asked with a missing one.
    expect(localStorage.getItem('doctor_device_id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['/', '/doctor'])('%s goes straight to sign-up on a device without a doctor id', async (url) => {
    localStorage.removeItem('doctor_device_id');
    const router = openAt(url);
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/doctor/signup');
    // The device id was made here: there is no doctor to look up yet.
    expect(fetchDoctorByDevice).not.toHaveBeenCalled();
  });

  it('opens sign-up when the stored device has no doctor', async () => {
    localStorage.setItem('doctor_device_id', DEVICE_ID);
    vi.mocked(fetchDoctorByDevice).mockResolvedValue(null);
    const router = openAt('/doctor/profile');
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/doctor/signup');
  });

  it.each(['/', '/doctor'])('%s goes to the waiting room', async (url) => {
    localStorage.setItem('doctor_device_id', DEVICE_ID);
    vi.mocked(fetchDoctorByDevice).mockResolvedValue(testDoctor());
    vi.mocked(fetchPatients).mockResolvedValue([]);
    const router = openAt(url);
    expect(await screen.findByText('No patients assigned yet')).toBeInTheDocument();
    expect(screen.getByText('Waiting for patient assignments...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/doctor/waiting-room');
  });

  it('shows Page Not Found, with a hint for the developer, on any other path', async () => {
    openAt('/doctor/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/forget to add the page to the router/)).toBeInTheDocument();
  });
});
