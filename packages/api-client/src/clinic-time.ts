import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CLINIC_TIME_ZONE, type Clinic } from '@telehealth/schema';
import { apiJson } from './request.js';

export const clinicKey = ['/api/clinic'] as const;

export const fetchClinic = () => apiJson<Clinic>('GET', clinicKey[0]);

/**
 * The zone every date and time is shown in: the clinic's, never the device's, so a patient abroad
 * sees the day printed on their documents. The default zone until the API has said (or if it cannot).
 */
export function useClinicTimeZone(): string {
  const { data } = useQuery({ queryKey: clinicKey, queryFn: fetchClinic });
  return data?.timeZone ?? DEFAULT_CLINIC_TIME_ZONE;
}
