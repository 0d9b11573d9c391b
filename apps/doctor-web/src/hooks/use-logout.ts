import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clearDoctorDeviceId } from '../lib/doctor-device';

/** Logout: the device forgets its doctor, nothing of theirs stays cached, and sign-up opens. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    clearDoctorDeviceId();
    await navigate('/doctor/signup', { replace: true });
    // Only once the doctor's screens are gone (or they would refetch what is dropped), and only what
    // nothing shows any more: sign-up is already checking the device's new id.
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
  }, [navigate, queryClient]);
}
