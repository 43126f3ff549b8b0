import { useMutation } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { WALLET_KEY } from '../api/get-wallet';
import { transferCash } from '../api/transfer-cash';
import { transferUu } from '../api/transfer-uu';
import type { TransferCurrency } from '../utils/rules';

export type TransferInput = {
  currency: TransferCurrency;
  /** The member number the lookup resolved, so the money goes to the member who was shown. */
  to: string;
  /** A decimal string: "100.00". */
  amount: string;
  /** SHA-256 hex of the 6 digits. */
  payPassword: string;
};

/** One transfer form for the three balances: U goes through transferCash, UU and KB through transferUu. */
export function useTransfer() {
  return useMutation({
    mutationFn: ({ body: { currency, ...rest }, key }: { body: TransferInput; key: string }) =>
      currency === 'U' ? transferCash(rest, key) : transferUu({ ...rest, currency }, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
