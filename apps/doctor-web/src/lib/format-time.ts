const ISO_PREFIX = /^\d{4}-\d{2}-\d{2}T/;

/**
 * A message time: hour:minute when the timestamp is an ISO string (spec §4); older rows may carry a
 * display time already, which is shown as it is.
 */
export function formatMessageTime(timestamp: string): string {
  if (!ISO_PREFIX.test(timestamp)) return timestamp;
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** When a patient was assigned: the time today, or the short date and time on earlier days. */
export function formatAssignedAt(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleString([], { dateStyle: 'short', timeStyle: 'short' });
}
