import { formatAmount, parseAmount } from '@uu/contract/money';

/** "1234.5" → "1,234.50"; an unreadable amount shows as it came. */
export function displayAmount(amount: string): string {
  const cents = parseAmount(amount);
  if (cents === null) return amount;
  const [whole = '0', fraction = '00'] = formatAmount(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** The price of `quantity` pieces, computed in hundredths. */
export function displayTimes(amount: string, quantity: number): string {
  const cents = parseAmount(amount);
  if (cents === null || !Number.isSafeInteger(cents * quantity)) return displayAmount(amount);
  return displayAmount(formatAmount(cents * quantity));
}

/** An API time in the member's clock: "2025-03-01 14:05". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the platform's time zone (Asia/Taipei), `YYYY-MM-DD`: installation dates must be later. */
export function platformToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function addDays(day: string, delta: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + delta)).toISOString().slice(0, 10);
}

export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
