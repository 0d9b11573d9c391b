import { queryOptions, useQuery } from '@tanstack/react-query';
import { doctorKeys, fetchDoctorByDevice, isNewDeviceId } from '@telehealth/api-client';

/**
 * The doctor of this device, or null when none is registered. Loading it also sets the session cookie.
 * A device id made on this page load has no doctor yet: nothing to check, sign-up shows at once.
 */
export const doctorQueryOptions = (deviceId: string) =>
  queryOptions({
    queryKey: doctorKeys.doctor(deviceId),
    queryFn: () => fetchDoctorByDevice(deviceId),
    initialData: isNewDeviceId(deviceId) ? null : undefined,
  });

export const useDoctor = (deviceId: string) => useQuery(doctorQueryOptions(deviceId));
