import { Header } from '@uu/contract/headers';
import { routes } from '@uu/contract/routes';
import type { TransferResult, TransferUuBody } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';

/** POST /transferUu: UU (free) or KB (10% fee on top, paid by the sender). `key` is the submission's Idempotency-Key. */
export function transferUu(body: TransferUuBody, key: string): Promise<TransferResult> {
  return request(routes.transferUu, { body, headers: { [Header.idempotencyKey]: key } });
}
