import { queryOptions, useQuery } from '@tanstack/react-query';
import { doctorKeys, fetchPatients } from '@telehealth/api-client';

/**
 * How often an open waiting room reads its list again. A patient closing their consultation from
 * their phone sends no event to the doctor, so without this the row would say 'Active' until a reload.
 */
export const WAITING_ROOM_REFRESH_MS = 30_000;

export const patientsQueryOptions = (doctorId: string) =>
  queryOptions({ queryKey: doctorKeys.patients(doctorId), queryFn: () => fetchPatients(doctorId) });

/**
 * The doctor's patients. New assignments arrive by the socket (use-waiting-room-socket); what the
 * patient does on their side (closing a consultation) is picked up when the doctor comes back to the
 * window and every WAITING_ROOM_REFRESH_MS while it is shown (never in a hidden tab). This one list is
 * the exception to the app's rule of no refetch on focus and no polling (spec §9).
 */
export const usePatients = (doctorId: string) =>
  useQuery({
    ...patientsQueryOptions(doctorId),
    refetchOnWindowFocus: 'always',
    refetchInterval: WAITING_ROOM_REFRESH_MS,
  });
