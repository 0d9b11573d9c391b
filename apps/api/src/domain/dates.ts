/** The calendar date `months` ago (so "older than 3 months" means what a person means). */
export function monthsAgo(months: number, now = new Date()): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}
