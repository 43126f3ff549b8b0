/**
 * A month's calendar grid from its `YYYY-MM` (the platform's month, as the API gives it): the
 * weekday the month starts on (0 = Sunday) and its days as `YYYY-MM-DD`. Calendar arithmetic in
 * UTC, so the device's time zone never moves a day.
 */
export function monthGrid(month: string): { leading: number; days: string[] } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const leading = new Date(Date.UTC(year, mon - 1, 1)).getUTCDay();
  const count = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const days = Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  return { leading, days };
}

/** The month `delta` months from `month` (`YYYY-MM`). */
export function shiftMonth(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, mon - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
