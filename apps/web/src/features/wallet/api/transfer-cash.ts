import { Header } from '@uu/contract/headers';
import { routes } from '@uu/contract/routes';
import type { TransferCashBody, TransferResult } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';

/** POST /transferCash: U in multiples of 100, free. `key` is the submission's Idempotency-Key. */
export function transferCash(body: TransferCashBody, key: string): Promise<TransferResult> {
  return request(routes.transferCash, { body, headers: { [Header.idempotencyKey]: key } });
}
