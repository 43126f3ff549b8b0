import { useCallback } from 'react';
import { queryClient } from '@/lib/query-client';
import { WALLET_KEY } from '../api/get-wallet';

/** Pull to refresh: every wallet answer on screen is fetched again; resolves when they are in. */
export function useRefreshWallet(): () => Promise<void> {
  return useCallback(() => queryClient.invalidateQueries({ queryKey: WALLET_KEY }), []);
}
