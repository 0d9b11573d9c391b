import { queryOptions, useQuery } from '@tanstack/react-query';
import { doctorKeys, fetchPatients } from '@telehealth/api-client';

export const patientsQueryOptions = (doctorId: string) =>
  queryOptions({ queryKey: doctorKeys.patients(doctorId), queryFn: () => fetchPatients(doctorId) });

export const usePatients = (doctorId: string) => useQuery(patientsQueryOptions(doctorId));
