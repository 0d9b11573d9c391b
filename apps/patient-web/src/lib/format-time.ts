/** Message timestamps are ISO strings or, for older rows, an already formatted display time. */
export function formatMessageTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(timestamp) || Number.isNaN(date.getTime())) return timestamp;
  return date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** Local short date and time, as the documents list shows it. */
export function formatShortDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return date.toLocaleString([], { dateStyle: 'short', timeStyle: 'short' });
}

/** Today: the time; earlier: the date. For lists of conversations. */
export function formatListTime(timestamp: string, now = new Date()): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  if (date.toDateString() === now.toDateString()) {
    return date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  }
  return date.toLocaleDateString([], { day: 'numeric', month: 'short' });
}
