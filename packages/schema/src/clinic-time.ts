/**
 * Dates and times as the clinic writes them: in the clinic's one time zone (never the reader's),
 * Australian order. The same functions print the PDFs on the server and the screens in the browser,
 * so a document, its verification page, the documents list and the chat agree on the day.
 */
export const DEFAULT_CLINIC_TIME_ZONE = 'Australia/Sydney';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the runtime knows the IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

interface ClinicClock {
  year: string;
  month: string;
  day: string;
  hour: number;
  minute: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * Makes the zone's clock ready ahead of its first use. The runtime loads its date and zone data when
 * the first date format is made, a one-off that takes tens of milliseconds on a phone: a screen can
 * have it done in a task of its own rather than inside its first render.
 */
export function prepareClinicClock(timeZone: string = DEFAULT_CLINIC_TIME_ZONE): void {
  try {
    clockFormat(timeZone);
  } catch {
    // An unknown zone: nothing to prepare; it fails where it is used, as it would have.
  }
}

/** The wall clock in the zone at that instant. Pieces, not a locale's pattern: every runtime prints the same. */
function clockIn(instant: Date, timeZone: string): ClinicClock {
  const parts = clockFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: Number(part('hour')),
    minute: part('minute'),
  };
}

function instantOf(timestamp: string | Date): Date | null {
  const date = timestamp instanceof Date ? timestamp : new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The clinic's calendar day (YYYY-MM-DD) at an instant. */
export function clinicDay(instant: Date, timeZone: string): string {
  const c = clockIn(instant, timeZone);
  return `${c.year}-${c.month}-${c.day}`;
}

/** A calendar day (YYYY-MM-DD) as '23 November 2026': how documents and the verification page write dates. */
export function formatLongDate(isoDay: string): string {
  const m = ISO_DAY.exec(isoDay);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : isoDay;
}

/** A calendar day (YYYY-MM-DD) as DD/MM/YYYY: how lists write dates. */
export function formatShortDate(isoDay: string): string {
  const m = ISO_DAY.exec(isoDay);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDay;
}

/** The clinic's time of an instant as '9:05 am'; an unreadable timestamp is shown as it is. */
export function formatClinicTime(timestamp: string | Date, timeZone: string): string {
  const instant = instantOf(timestamp);
  if (!instant) return String(timestamp);
  const { hour, minute } = clockIn(instant, timeZone);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'am' : 'pm'}`;
}

/** The clinic's date and time of an instant as '23/11/2026, 9:05 am'. */
export function formatClinicDateTime(timestamp: string | Date, timeZone: string): string {
  const instant = instantOf(timestamp);
  if (!instant) return String(timestamp);
  return `${formatShortDate(clinicDay(instant, timeZone))}, ${formatClinicTime(instant, timeZone)}`;
}

/** Today: the time; an earlier day: DD/MM/YYYY. Days are the clinic's. */
export function formatClinicListTime(timestamp: string | Date, timeZone: string, now: Date = new Date()): string {
  const instant = instantOf(timestamp);
  if (!instant) return String(timestamp);
  const day = clinicDay(instant, timeZone);
  return day === clinicDay(now, timeZone) ? formatClinicTime(instant, timeZone) : formatShortDate(day);
}
