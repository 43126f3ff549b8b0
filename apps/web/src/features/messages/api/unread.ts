import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCounts } from '@uu/contract/messages';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const MESSAGES_KEY = ['messages'] as const;
export const UNREAD_KEY = [...MESSAGES_KEY, 'unread'] as const;

/** GET /message/unread: the member's unread messages per category and in all (the badges). */
export function getUnread(signal?: AbortSignal): Promise<UnreadCounts> {
  // A background read for the badges: a failure says nothing (the next read or frame corrects it).
  return request(routes.unreadMessages, { signal, silent: true });
}

const unreadQueryOptions = () => queryOptions({ queryKey: UNREAD_KEY, queryFn: ({ signal }) => getUnread(signal) });

/**
 * The unread counts, for a signed-in member only (a visitor's badge is none). The member socket keeps
 * them current (use-live-messages.ts); a return to the app reads them again.
 */
export function useUnread() {
  const { token } = useSession();
  return useQuery({ ...unreadQueryOptions(), enabled: Boolean(token), refetchOnWindowFocus: true });
}
