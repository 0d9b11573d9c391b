import { formatClinicDateTime, formatClinicListTime } from '@telehealth/schema';

/** The clinic's short date and time (23/11/2026, 9:05 am), as the documents list shows it. */
export const formatShortDateTime = (timestamp: string, timeZone: string) => formatClinicDateTime(timestamp, timeZone);

/** Today: the time; earlier: the date (DD/MM/YYYY). Days are the clinic's. For lists of conversations. */
export const formatListTime = (timestamp: string, timeZone: string, now = new Date()) =>
  formatClinicListTime(timestamp, timeZone, now);
