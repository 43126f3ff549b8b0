import { routes } from '@uu/contract/routes';
import type { Recipient } from '@uu/contract/wallet';
import { request } from '@/lib/api-client';

/**
 * GET /user/findRecipient: who a transfer would go to, by email, nickname, phone or member number
 * (spec §5), shown before the member confirms (product.md). Silent: the form shows 'transfer user
 * not found' (2004) and the refusal of oneself (2005) under the field rather than as a toast.
 */
export function findRecipient(account: string, signal?: AbortSignal): Promise<Recipient> {
  return request(routes.findRecipient, { query: { account: account.trim() }, silent: true, signal });
}
