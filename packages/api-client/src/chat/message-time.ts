import { formatClinicTime } from '@telehealth/schema';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/**
 * A message's time: hour:minute in the clinic's time zone when the timestamp is an ISO string
 * (spec §4); older rows may carry a display time already, which is shown as it is.
 */
export function formatMessageTime(timestamp: string, timeZone: string): string {
  if (!ISO_DATE_TIME.test(timestamp)) return timestamp;
  return formatClinicTime(timestamp, timeZone);
}
