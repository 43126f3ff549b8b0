import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import type { Receipt, Statement } from '@uu/contract/statements';
import type { Currency } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';

/** GET /moneyLog/statement: one balance over one month (YYYY-MM, platform time zone). */
export function getStatement(currency: Currency, month: string, signal?: AbortSignal): Promise<Statement> {
  return request(routes.statement, { query: { currency, month }, signal });
}

export const getStatementQueryOptions = (currency: Currency, month: string) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'statement', currency, month],
    queryFn: ({ signal }) => getStatement(currency, month, signal),
  });

export function useStatement(currency: Currency, month: string) {
  return useQuery(getStatementQueryOptions(currency, month));
}

/** GET /moneyLog/receipt/:id: one of the member's transactions. */
export function getReceipt(id: number, signal?: AbortSignal): Promise<Receipt> {
  return request(routes.receipt, { params: { id }, signal });
}

export function useReceipt(id: number) {
  return useQuery({ queryKey: [...WALLET_KEY, 'receipt', id], queryFn: ({ signal }) => getReceipt(id, signal), retry: false });
}
