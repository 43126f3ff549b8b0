/**
 * Where each figure of the dashboard leads (issue 17 "every figure a link to the list behind it"): the list's
 * filters in the URL, as the lists read them.
 */

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** Orders paid within [from, to) (ISO instants): the sales of a day. */
export const ordersPaidWithin = (from: string, to?: string) => withQuery('/orders', { paidFrom: from, paidTo: to });

/** One goods' orders paid since the period began. */
export const ordersOfGoods = (goodsId: number, paidFrom: number) =>
  withQuery('/orders', { goodsId, paidFrom: new Date(paidFrom).toISOString() });

/** Orders in one state, or all of them. */
export const ordersWithStatus = (status?: number) => withQuery('/orders', { status });

/** Orders placed since the period began. */
export const ordersPlacedSince = (from: number) => withQuery('/orders', { from: new Date(from).toISOString() });

/** Members in one state, or all of them. */
export const membersWithStatus = (status?: 'active' | 'inactive' | 'disabled') => withQuery('/members', { status });

/** Today's sales against yesterday's, as a signed percentage ("+25%"); null when yesterday sold nothing. */
export function salesChange(today: string, yesterday: string): string | null {
  const before = Math.round(Number(yesterday) * 100);
  if (before === 0) return null;
  const change = Math.round(((Math.round(Number(today) * 100) - before) / before) * 100);
  return `${change > 0 ? '+' : ''}${change}%`;
}
