import { dayIn, dayStartIn } from '@uu/domain/calendar';

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
export const platformDay = dayIn;

/** The instant a platform day ("2026-11-22") began in the platform time zone. */
export const platformDayStart = dayStartIn;

export function toIso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/** The instant the platform day (or month) of `epochMs` began, in the platform time zone. */
export function platformPeriodStart(epochMs: number, timeZone: string, unit: 'day' | 'month'): number {
  const day = platformDay(epochMs, timeZone);
  return dayStartIn(unit === 'month' ? `${day.slice(0, 8)}01` : day, timeZone);
}
