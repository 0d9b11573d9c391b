import { clinicDay, formatClinicDateTime, formatClinicTime } from '@telehealth/schema';

/** When a patient was assigned: the time today, or the date and time on earlier days; days are the clinic's. */
export function formatAssignedAt(iso: string, timeZone: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return clinicDay(date, timeZone) === clinicDay(now, timeZone)
    ? formatClinicTime(date, timeZone)
    : formatClinicDateTime(date, timeZone);
}
