import { TEAM_DEPTHS, TEAM_PERIODS, type TeamPeriod } from '@uu/contract/team';

type Page = { page: number; size: number; total: number };

/** The page after `last`, or undefined when it was the last one. */
export function nextPage(last: Page): number | undefined {
  return last.page * last.size < last.total ? last.page + 1 : undefined;
}

/** sixDegrees' `?depth=`: 1-6, anything else the first depth. */
export function parseDepth(value: string | null): number {
  const depth = Number(value);
  return (TEAM_DEPTHS as readonly number[]).includes(depth) ? depth : 1;
}

/** navTeam's `?period=`: today, month or all; anything else this month (the API's default). */
export function parsePeriod(value: string | null): TeamPeriod {
  return (TEAM_PERIODS as readonly string[]).includes(value ?? '') ? (value as TeamPeriod) : 'month';
}

/** The six depth tabs with their counts (a depth the answer lacks has nobody). */
export function depthTabs(counts: readonly { depth: number; count: number }[] | undefined): { depth: number; count: number }[] {
  return TEAM_DEPTHS.map((depth) => ({ depth, count: counts?.find((c) => c.depth === depth)?.count ?? 0 }));
}

/**
 * What a team list shows for a member's contact: the server's masked form only. A value that
 * still looks whole (an unmasked email or a run of 7+ digits) is never shown: a guard against a
 * server change leaking contacts into the lists.
 */
export function displayContact(contact: string | null): string | null {
  if (!contact) return null;
  if (!contact.includes('*')) return null;
  if (/\d{7,}/.test(contact.replace(/^\+/, ''))) return null;
  return contact;
}

/**
 * The invitation link of spec §2 / product.md: the app's own address (hash routing) at
 * `/pages/h5Register/index?code=…`.
 */
export function invitationLink(code: string, location: { origin: string; pathname: string }): string {
  return `${location.origin}${location.pathname}#/pages/h5Register/index?code=${encodeURIComponent(code)}`;
}

/** How far towards the next level, 0-100, from the decimal strings of the API. */
export function levelProgress(next: { threshold: string; missing: string } | null): number {
  if (!next) return 100;
  const threshold = Number(next.threshold);
  const missing = Number(next.missing);
  if (!(threshold > 0)) return 100;
  return Math.max(0, Math.min(100, Math.floor(((threshold - missing) / threshold) * 100)));
}

/** An API time as the calendar day: "2026-11-22". */
export function joinedDay(iso: string): string {
  return iso.slice(0, 10);
}
