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
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    epochMs,
  );
}

export function toIso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
