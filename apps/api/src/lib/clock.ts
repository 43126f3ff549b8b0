/** The time source of the server. Tests pass a clock they can move, to test expiries without waiting. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export class ManualClock implements Clock {
  #now: number;

  constructor(start = Date.UTC(2026, 10, 22, 4, 0, 0)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  advance(ms: number): void {
    this.#now += ms;
  }
}

/** The calendar day (YYYY-MM-DD) of an instant in the platform time zone. */
export function platformDay(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(epochMs);
}

export function toIso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/** How far the platform time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(epochMs);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/** The instant the platform day (or month) of `epochMs` began, in the platform time zone. */
export function platformPeriodStart(epochMs: number, timeZone: string, unit: 'day' | 'month'): number {
  const [y, m, d] = platformDay(epochMs, timeZone).split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(y, m - 1, unit === 'month' ? 1 : d);
  // The offset at the guess, then again at the corrected instant (a daylight-saving change between them).
  const first = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  return midnightAsUtc - zoneOffsetMs(first, timeZone);
}

/** The instant a platform day ("2026-11-22") began in the platform time zone. */
export function platformDayStart(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  const first = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  return midnightAsUtc - zoneOffsetMs(first, timeZone);
}
