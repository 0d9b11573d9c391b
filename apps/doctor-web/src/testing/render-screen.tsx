import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient, doctorKeys } from '@telehealth/api-client';
import type { Doctor } from '@telehealth/schema';
import { ToastProvider } from '@telehealth/ui';
import { useDoctor } from '../api/doctor';
import { DoctorSessionContext } from '../lib/doctor-session';

export const DEVICE_ID = '7f0c7c3e-2d1a-4c55-9a51-0f3a5b8b9d11';

export const testDoctor = (overrides: Partial<Doctor> = {}): Doctor =>
  ({
    id: 'd6a5f0a4-41a1-4a57-8f0e-3f3f5b2c1a01',
    fullName: 'Jane Smith',
    prescriberNumber: '1234567',
    providerNumber: '2345678F',
    gender: 'Female',
    mobileNumber: '0400000000',
    deviceId: DEVICE_ID,
    avatarNumber: '3',
    isAvailable: 'on',
    signatureType: 'computer',
    signatureData: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    verified: true,
    verifiedName: 'Jane Smith',
    ...overrides,
  }) as Doctor;

interface Options {
  /** The route pattern the screen lives at, e.g. '/doctor/actionable/:conversationId'. */
  path: string;
  url: string;
  /** Screens behind the doctor gate get the signed-in doctor. */
  doctor?: Doctor;
  /** Other routes the screen may navigate to, rendered as their path. */
  otherPaths?: string[];
}

/** Like the doctor gate: the session follows the cached doctor, so updates to it show. */
function CachedDoctorSession({ deviceId, children }: { deviceId: string; children: ReactNode }) {
  const doctor = useDoctor(deviceId).data;
  if (!doctor) return null;
  return <DoctorSessionContext value={{ deviceId, doctor }}>{children}</DoctorSessionContext>;
}

/** A screen inside the app's real providers, a memory router and (optionally) a signed-in doctor. */
export function renderScreen(screen: ReactElement, { path, url, doctor, otherPaths = [] }: Options) {
  const queryClient = createQueryClient();
  if (doctor) queryClient.setQueryData(doctorKeys.doctor(doctor.deviceId), doctor);
  const element = doctor ? <CachedDoctorSession deviceId={doctor.deviceId}>{screen}</CachedDoctorSession> : screen;
  const routes: RouteObject[] = [
    { path, element },
    ...otherPaths.map((p) => ({ path: p, element: <p>Screen at {p}</p> })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
