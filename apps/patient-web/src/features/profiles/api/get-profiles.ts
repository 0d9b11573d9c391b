import { useQuery } from '@tanstack/react-query';
import { fetchProfiles, patientKeys } from '@telehealth/api-client';

/** `ready`: the device user (and so the session cookie) exists. */
export function useProfiles(deviceId: string, ready: boolean) {
  return useQuery({
    queryKey: patientKeys.profiles(deviceId),
    queryFn: async () => {
      try {
        return await fetchProfiles(deviceId);
      } catch (err) {
        console.error(err);
        throw new Error('Failed to fetch profiles');
      }
    },
    enabled: ready,
  });
}
