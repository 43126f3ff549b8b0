// When a message's outside deliveries (Web Push, email, SMS; issue 21) go out: held through the member's
// quiet hours, and retried with a growing back-off when a channel fails.

/** A clock time "HH:MM" as minutes after midnight. */
function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The wall-clock minute of the day, second and millisecond of `at` in `timeZone`. */
function localClock(at: number, timeZone: string): { minute: number; second: number; ms: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .formatToParts(new Date(at))
    .reduce<Record<string, number>>((acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  return { minute: (parts.hour ?? 0) * 60 + (parts.minute ?? 0), second: parts.second ?? 0, ms: ((at % 1000) + 1000) % 1000 };
}

/** Whether the minute of the day falls in the window [from, to); a window whose start is after its end spans midnight. */
export function inQuietHours(minute: number, window: { from: string; to: string }): boolean {
  const from = minutesOf(window.from);
  const to = minutesOf(window.to);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/**
 * When a delivery due at `at` may go out: `at` itself outside the quiet hours (or with none), else the end of the
 * quiet window it falls in, read in `timeZone` (a change of clocks inside the window is followed).
 */
export function releaseAfterQuietHours(at: number, window: { from: string; to: string } | null, timeZone: string): number {
  if (!window) return at;
  const now = localClock(at, timeZone);
  if (!inQuietHours(now.minute, window)) return at;
  const to = minutesOf(window.to);
  const minutesLeft = (to - now.minute + 1440) % 1440;
  let end = at - now.second * 1000 - now.ms + minutesLeft * 60_000;
  // A daylight-saving change inside the window moves the wall clock: land on the window's end as the clock shows it.
  const shown = localClock(end, timeZone).minute;
  if (shown !== to) end += (((to - shown + 720 + 1440) % 1440) - 720) * 60_000;
  return end;
}

/** Waits after the 1st, 2nd, … failed attempt of a channel: 1 min, 5 min, 30 min, 2 h; after the last it gives up. */
export const DELIVERY_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000] as const;

/** When to try again after `attempts` failed tries; null: give up (the error is kept). */
export function nextAttemptAt(failedAt: number, attempts: number): number | null {
  const wait = DELIVERY_BACKOFF_MS[attempts - 1];
  return wait === undefined ? null : failedAt + wait;
}
