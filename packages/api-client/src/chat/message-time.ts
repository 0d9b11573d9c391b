const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/**
 * A message's time: hour:minute when the timestamp is an ISO string (spec §4); older rows may carry
 * a display time already, which is shown as it is.
 */
export function formatMessageTime(timestamp: string): string {
  if (!ISO_DATE_TIME.test(timestamp)) return timestamp;
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
