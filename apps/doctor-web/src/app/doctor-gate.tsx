import { useMemo } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Button } from '@telehealth/ui';
import { useDoctor } from '../api/doctor';
import { readDoctorDeviceId } from '../lib/doctor-device';
import { DoctorSessionContext } from '../lib/doctor-session';
import { RouteFallback } from './route-fallback';

/**
 * Stands in front of every doctor screen: without a stored device id, or when no doctor is registered
 * for it, sign-up opens instead (spec §2). Loading the doctor also renews the session cookie.
 */
export function DoctorGate() {
  const deviceId = readDoctorDeviceId();
  if (!deviceId) return <Navigate to="/doctor/signup" replace />;
  return <SignedInDoctor deviceId={deviceId} />;
}

function SignedInDoctor({ deviceId }: { deviceId: string }) {
  const doctor = useDoctor(deviceId);
  const session = useMemo(() => (doctor.data ? { deviceId, doctor: doctor.data } : null), [deviceId, doctor.data]);

  if (doctor.isPending) return <RouteFallback />;
  if (doctor.isError) {
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="font-medium">Failed to fetch doctor</p>
        <Button variant="secondary" onClick={() => void doctor.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!session) return <Navigate to="/doctor/signup" replace />;
  return (
    <DoctorSessionContext value={session}>
      <Outlet />
    </DoctorSessionContext>
  );
}
