import { queryOptions, useQuery } from '@tanstack/react-query';
import { doctorKeys, fetchDoctorByDevice } from '@telehealth/api-client';

/** The doctor of this device, or null when none is registered. Loading it also sets the session cookie. */
export const doctorQueryOptions = (deviceId: string) =>
  queryOptions({ queryKey: doctorKeys.doctor(deviceId), queryFn: () => fetchDoctorByDevice(deviceId) });

export const useDoctor = (deviceId: string) => useQuery(doctorQueryOptions(deviceId));
