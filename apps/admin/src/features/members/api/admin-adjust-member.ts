import { routes } from '@uu/contract/all-routes';
import { Header } from '@uu/contract/headers';
import { callApi, type CallOptions } from '@/lib/api';

type Options = CallOptions<typeof routes.adminAdjustMember>;

/** Credits or debits a member's balance; `key` makes a repeated submit one adjustment (Idempotency-Key). */
export const adminAdjustMember = (params: NonNullable<Options['params']>, body: NonNullable<Options['body']>, key: string) =>
  callApi(routes.adminAdjustMember, { params, body, headers: { [Header.idempotencyKey]: key } });
