import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrCreateDeviceUser } from '@telehealth/api-client';
import { setCachedUserId } from './consultation-storage';
import { useDeviceId } from './device-identity';

/** Finding or registering the device user also sets the session cookie every later call needs. */
export function deviceUserQueryOptions(deviceId: string) {
  return queryOptions({
    queryKey: ['/api/users/device', deviceId],
    queryFn: async () => {
      const user = await getOrCreateDeviceUser(deviceId);
      setCachedUserId(user.id);
      return user;
    },
  });
}

/** The patient's user for this device; screens wait for it before calling anything else. */
export function useDeviceUser() {
  const deviceId = useDeviceId();
  const query = useQuery(deviceUserQueryOptions(deviceId));
  return { deviceId, userId: query.data?.id ?? null, ...query };
}
