// UU that expires (issue 24; docs/decisions.md "UU expiry"). UU paid from the platform's rewards account
// (check-in, redemption codes, top-up bonuses) is kept in dated lots; UU from top-ups, transfers, refunds
// and operators' adjustments never expires and has no lot. A debit takes expiring lots first, the one
// expiring soonest first, and only then the balance that never expires, so the open lots never add up to
// more than the balance. Amounts are integer hundredths; instants epoch milliseconds; days YYYY-MM-DD in
// the platform's time zone.
import { addDays, dayIn, dayStartIn } from './calendar';

export const DAY_MS = 86_400_000;

/** The reminders before a lot expires, in days, farthest first. */
export const UU_REMINDER_DAYS = [30, 7] as const;
export type UuReminderDays = (typeof UU_REMINDER_DAYS)[number];

/** What the wallet counts as "expiring soon". */
export const UU_EXPIRING_WINDOW_DAYS = 30;

/** The most months an operator may set (ten years); 0 means UU never expires. */
export const MAX_UU_VALIDITY_MONTHS = 120;

/** An open lot: what is left of it and when it expires. */
export type UuLot = { id: number; remaining: number; expiresAt: number };

const iso = (y: number, m0: number, d: number) => new Date(Date.UTC(y, m0, d)).toISOString().slice(0, 10);

/** `day` plus whole months, kept within the month reached (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastOfTarget = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(y, m - 1 + months, Math.min(d, lastOfTarget));
}

/**
 * A lot credited at `creditedAt` with a validity of `months` (more than 0): usable through the platform
 * day `months` after the day it was credited (`lastDay`), gone at the start of the day after (`expiresAt`).
 */
export function lotExpiry(creditedAt: number, months: number, timeZone: string): { lastDay: string; expiresAt: number } {
  if (!Number.isSafeInteger(months) || months < 1) throw new Error(`bad validity ${months}`);
  const lastDay = addMonths(dayIn(creditedAt, timeZone), months);
  return { lastDay, expiresAt: dayStartIn(addDays(lastDay, 1), timeZone) };
}

/** The last day a lot expiring at `expiresAt` may be spent (what the member is shown). */
export function lastDayOf(expiresAt: number, timeZone: string): string {
  return dayIn(expiresAt - 1, timeZone);
}

/** Lots in the order they are spent and expire: the one expiring soonest first, then the oldest. */
export function spendingOrder<L extends UuLot>(lots: readonly L[]): L[] {
  return [...lots].sort((a, b) => a.expiresAt - b.expiresAt || a.id - b.id);
}

/**
 * What a debit of `amount` takes from the open lots: soonest-expiring first, each at most what is left
 * of it; `rest` is what the balance that never expires pays. Lots with nothing left are passed over.
 */
export function spendLots(lots: readonly UuLot[], amount: number): { uses: { id: number; amount: number }[]; rest: number } {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`bad amount ${amount}`);
  const uses: { id: number; amount: number }[] = [];
  let left = amount;
  for (const lot of spendingOrder(lots)) {
    if (left === 0) break;
    if (lot.remaining <= 0) continue;
    const take = Math.min(left, lot.remaining);
    uses.push({ id: lot.id, amount: take });
    left -= take;
  }
  return { uses, rest: left };
}

/** The open lots whose time has come at `now` (they expire at the start of a day; `now` at or after it). */
export function dueLots<L extends UuLot>(lots: readonly L[], now: number): L[] {
  return lots.filter((lot) => lot.remaining > 0 && lot.expiresAt <= now);
}

/**
 * What expires within `days` of `now`, by last usable day, soonest first, with the total: the wallet's
 * "expiring within 30 days". Lots already due are left out (the sweep takes them).
 */
export function expiringWithin(
  lots: readonly UuLot[],
  now: number,
  timeZone: string,
  days = UU_EXPIRING_WINDOW_DAYS,
): { total: number; days: { lastDay: string; amount: number }[] } {
  const byDay = new Map<string, number>();
  for (const lot of spendingOrder(lots)) {
    if (lot.remaining <= 0 || lot.expiresAt <= now || lot.expiresAt > now + days * DAY_MS) continue;
    const day = lastDayOf(lot.expiresAt, timeZone);
    byDay.set(day, (byDay.get(day) ?? 0) + lot.remaining);
  }
  const list = [...byDay].map(([lastDay, amount]) => ({ lastDay, amount }));
  return { total: list.reduce((sum, d) => sum + d.amount, 0), days: list };
}

/**
 * The reminder a lot is due at `now`, given the ones already sent: the nearest threshold it has reached
 * (a lot that reached 7 days before its 30-day reminder went out gets the 7-day one only), or null.
 * `covers` lists every threshold the reminder stands for, so none of them is sent later.
 */
export function reminderDue(lot: UuLot, now: number, sent: readonly number[]): { days: UuReminderDays; covers: UuReminderDays[] } | null {
  if (lot.remaining <= 0 || lot.expiresAt <= now) return null;
  const reached = UU_REMINDER_DAYS.filter((days) => lot.expiresAt - now <= days * DAY_MS);
  const nearest = reached.at(-1);
  if (nearest === undefined || sent.includes(nearest)) return null;
  return { days: nearest, covers: reached.filter((days) => !sent.includes(days)) };
}
