import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getDoctorDeviceId } from '@telehealth/api-client';
import { Button, Card, CardContent, ProductBrand, toast } from '@telehealth/ui';
import { useDoctor } from '../../../api/doctor';
import { DoctorDetailsForm } from '../../../components/doctor-details/doctor-details-form';
import { EMPTY_DOCTOR_DETAILS } from '../../../components/doctor-details/doctor-details';
import { errorText } from '../../../lib/error-text';
import { useSignUp } from '../api/sign-up';
import { LoadingState } from '../../../components/loading-state';

export const SIGNUP_TAGLINE = 'Register to review AI consultations and continue patient care';

export const CHECKING_CREDENTIALS = 'Checking credentials...';

/**
 * The sign-up page around its card. Also drawn at build time, while the device is being checked, as
 * the first screen written into index.html (src/first-screen.tsx).
 */
export function SignupLayout({ children }: { children: ReactNode }) {
  return (
    <main className="min-h-dvh bg-canvas px-4 py-8 sm:py-12">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <ProductBrand audience="clinician" className="text-xl" />
          <h1 className="text-2xl font-semibold">Doctor Sign Up</h1>
          <p className="text-ink-muted">{SIGNUP_TAGLINE}</p>
        </div>
        <Card>
          <CardContent className="sm:p-8">{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}

/** Doctor registration (spec §2): the only screen that gives the device its doctor id. */
export function SignupScreen() {
  // Created once and kept: the doctor's identity on this device (spec §3).
  const [deviceId] = useState(() => getDoctorDeviceId());
  const doctor = useDoctor(deviceId);
  const signUp = useSignUp(deviceId, {
    onSignedUp: (created) => toast({ title: 'Sign up successful', description: `Welcome, Dr. ${created.fullName}!` }),
    onFailed: (err) =>
      toast({
        title: 'Sign up failed',
        description: errorText(err, 'An error occurred during sign up'),
        variant: 'destructive',
      }),
  });

  if (doctor.data) return <Navigate to="/doctor/waiting-room" replace />;

  return (
    <SignupLayout>
      {doctor.isPending ? (
        <LoadingState text={CHECKING_CREDENTIALS} />
      ) : doctor.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
          <p className="font-medium">Failed to check doctor</p>
          <Button variant="secondary" onClick={() => void doctor.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DoctorDetailsForm
          initial={EMPTY_DOCTOR_DETAILS}
          submitLabel="Sign Up"
          pendingLabel="Signing up..."
          pending={signUp.isPending}
          onSubmit={(body) => signUp.mutate(body)}
        />
      )}
    </SignupLayout>
  );
}
