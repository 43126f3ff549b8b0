// Calendar days in a time zone: the platform day of an instant, the instant a day begins, days moved by
// whole days. One copy for the API's clock, the UU lots and the check-in rules.

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(epochMs: number, timeZone: string): string {
  return formatter(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(epochMs);
}

/*
 * Making an Intl.DateTimeFormat costs far more than using one (the UU expiry sweep asks for the day of every lot it
 * reminds of: a new one each time was most of its time), so one is kept per time zone and use.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const partFormats = new Map<string, Intl.DateTimeFormat>();

function formatter(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = cache.get(timeZone);
  if (!found) cache.set(timeZone, (found = make()));
  return found;
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const parts = formatter(
    partFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  ).formatToParts(epochMs);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/** The instant a calendar day ("2026-11-22") begins in a time zone (daylight-saving changes included). */
export function dayStartIn(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  // The offset at the guess, then again at the corrected instant (a daylight-saving change between them).
  const first = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  return midnightAsUtc - zoneOffsetMs(first, timeZone);
}

/** A day moved by whole days (calendar arithmetic, no time zone once the day is known). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The calendar month (YYYY-MM) of an instant in a time zone. */
export function monthIn(epochMs: number, timeZone: string): string {
  return dayIn(epochMs, timeZone).slice(0, 7);
}

/** A month (YYYY-MM) moved by whole months. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 7);
}

/** The instant a month begins in a time zone and the instant the next one begins (excluded). */
export function monthBoundsIn(month: string, timeZone: string): { from: number; to: number } {
  return { from: dayStartIn(`${month}-01`, timeZone), to: dayStartIn(`${addMonths(month, 1)}-01`, timeZone) };
}
