/**
 * Dates shared by the features (addresses, orders, wallet).
 *
 * The platform's day: installation dates are calendar days in Asia/Taipei (the server's
 * TIME_ZONE), whatever the phone's own time zone, so "later than today" (spec §5) means the same
 * on both sides.
 */
export const PLATFORM_TIME_ZONE = 'Asia/Taipei';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PLATFORM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the platform's time zone, `YYYY-MM-DD`. */
export function platformToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `day` moved by `delta` calendar days (UTC arithmetic, so no time zone moves it). */
export function addDays(day: string, delta: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + delta)).toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` as the date picker's Date (that calendar day at local midnight). */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The date picker's Date back as `YYYY-MM-DD` (its local calendar day). */
export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An API time (ISO-8601 UTC) in the member's own clock: "2025-03-01 14:05". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
