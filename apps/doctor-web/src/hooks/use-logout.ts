import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { logOutDoctor } from '@telehealth/api-client';
import { clearDoctorDeviceId } from '../lib/doctor-device';

/**
 * Logout: the server ends the session and takes the doctor Offline (no patient is assigned to a
 * doctor who has left); the device forgets its doctor, nothing of theirs stays cached, and sign-up
 * opens. A failed call does not keep the doctor signed in on this device.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logOutDoctor();
    } catch {
      // Offline or already ended: the device still forgets its doctor.
    }
    clearDoctorDeviceId();
    await navigate('/doctor/signup', { replace: true });
    // Only once the doctor's screens are gone (or they would refetch what is dropped), and only what
    // nothing shows any more: sign-up is already checking the device's new id.
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
  }, [navigate, queryClient]);
}
