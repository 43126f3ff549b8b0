import { useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/** The member's key figures of financialWorld: balances, traffic, today's questions, coupons; each read silently (the grid works without them). */
export function useKeyFigures(locale: string, enabled: boolean) {
  const wallet = useQuery({
    queryKey: ['finance', 'wallet'],
    queryFn: ({ signal }) => request(routes.selectMyWallet, { signal, silent: true }),
    enabled,
  });
  const flow = useQuery({
    queryKey: ['finance', 'flow', locale],
    queryFn: ({ signal }) => request(routes.selectMyFlow, { signal, silent: true }),
    enabled,
  });
  const allowance = useQuery({
    queryKey: ['finance', 'allowance'],
    queryFn: ({ signal }) => request(routes.chatAllowance, { signal, silent: true }),
    enabled,
  });
  const coupons = useQuery({
    queryKey: ['finance', 'coupons', locale],
    queryFn: ({ signal }) => request(routes.listCoupon, { query: { status: 'available', size: 1 }, signal, silent: true }),
    enabled,
  });
  return { wallet: wallet.data, flow: flow.data, allowance: allowance.data, coupons: coupons.data?.counts.available };
}

/** GET /crcRate/queryPlatformRate: the rate and its history (oldest first), the last 90 changes. */
export function usePlatformRate() {
  return useQuery({
    queryKey: ['finance', 'rate'],
    queryFn: ({ signal }) => request(routes.queryPlatformRate, { query: { limit: 90 }, signal }),
  });
}

/** GET /personInfo/selectMyWallet for the member's CRC. */
export function useMyWallet(enabled: boolean) {
  return useQuery({ queryKey: ['finance', 'wallet'], queryFn: ({ signal }) => request(routes.selectMyWallet, { signal }), enabled });
}
