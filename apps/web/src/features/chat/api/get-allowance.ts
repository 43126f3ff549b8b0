import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Allowance } from '@uu/contract/chat';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/** Every chat query starts with this key. */
export const CHAT_KEY = ['chat'] as const;
export const ALLOWANCE_KEY = [...CHAT_KEY, 'allowance'] as const;

/** GET /chat/allowance: today's questions (level, check-in, packages), used and remaining (product.md). */
export function getAllowance(signal?: AbortSignal): Promise<Allowance> {
  return request(routes.chatAllowance, { signal });
}

export const getAllowanceQueryOptions = () =>
  queryOptions({
    queryKey: ALLOWANCE_KEY,
    queryFn: ({ signal }) => getAllowance(signal),
    // A check-in elsewhere (the signIn page) changes it: read it again whenever the chat opens.
    // The socket's frames keep it current while the page is open (use-chat.ts writes them here).
    staleTime: 0,
  });

export function useAllowance() {
  return useQuery(getAllowanceQueryOptions());
}
