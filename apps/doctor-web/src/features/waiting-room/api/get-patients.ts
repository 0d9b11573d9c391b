import { queryOptions, useQuery } from '@tanstack/react-query';
import { doctorKeys, fetchPatients } from '@telehealth/api-client';

export const patientsQueryOptions = (doctorId: string) =>
  queryOptions({ queryKey: doctorKeys.patients(doctorId), queryFn: () => fetchPatients(doctorId) });

/**
 * The doctor's patients. New assignments arrive by the socket (use-waiting-room-socket); like every
 * query of the app it is never refetched on focus nor polled (spec §9).
 */
export const usePatients = (doctorId: string) => useQuery(patientsQueryOptions(doctorId));
