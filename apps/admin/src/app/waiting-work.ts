import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { routes } from '@uu/contract/all-routes';
import type { WaitingWork } from '@uu/contract/admin-work';
import { callApi } from '@/lib/api';

/**
 * How often the menu's badges ask for the work waiting. A poll, not an operator socket: one small
 * count query per open console every half minute is cheap (operators are few), needs nothing the
 * server does not have, and works across instances without Redis; a new top-up shows within 30 s.
 */
const WAITING_POLL_MS = 30_000;

/** The menu page each counter belongs to. */
const BADGES: Record<string, keyof WaitingWork> = {
  topups: 'topUps',
  withdrawals: 'withdrawals',
  orders: 'ordersToShip',
  'after-sales': 'afterSales',
};

/** The work waiting per menu page (path → count), kept live by polling; the menu shows a count only beside a page the operator may open. */
export function useWaitingWork(): Record<string, number> {
  const waiting = useQuery({
    queryKey: ['admin', 'work', 'waiting'],
    queryFn: () => callApi(routes.adminWaitingWork),
    refetchInterval: WAITING_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const { data } = waiting;
  return useMemo(() => {
    const counts: Record<string, number> = {};
    if (data) for (const [path, key] of Object.entries(BADGES)) counts[path] = data[key];
    return counts;
  }, [data]);
}
