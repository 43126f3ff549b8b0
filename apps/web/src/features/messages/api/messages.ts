import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { Message, MessageCategory, UnreadCounts } from '@uu/contract/messages';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { MESSAGES_KEY, UNREAD_KEY } from './unread';

export const MESSAGES_PAGE_SIZE = 20;
const LIST_KEY = [...MESSAGES_KEY, 'list'] as const;

type MessagePage = { list: Message[]; total: number; page: number; size: number; unread: UnreadCounts };

/** GET /message/list: one page of the member's messages, newest first, of one category or all. */
export function listMessages(category: MessageCategory | undefined, page: number, signal?: AbortSignal): Promise<MessagePage> {
  return request(routes.listMessages, { query: { category, page, size: MESSAGES_PAGE_SIZE }, signal });
}

export const listMessagesQueryOptions = (category: MessageCategory | undefined) =>
  infiniteQueryOptions({
    queryKey: [...LIST_KEY, category ?? 'all'],
    queryFn: async ({ pageParam, signal }) => {
      const page = await listMessages(category, pageParam, signal);
      queryClient.setQueryData(UNREAD_KEY, page.unread);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last: MessagePage) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export function useMessages(category: MessageCategory | undefined) {
  return useInfiniteQuery(listMessagesQueryOptions(category));
}

/** The lists read again (a message arrived, or one was read or deleted). */
export function refreshMessageLists(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: LIST_KEY });
}

function settled(result: { unread: UnreadCounts }) {
  queryClient.setQueryData(UNREAD_KEY, result.unread);
  void refreshMessageLists();
}

/** POST /message/read: opens one message (marks it read). */
export function useReadMessage() {
  return useMutation({ mutationFn: (id: number) => request(routes.readMessage, { body: { id } }), onSuccess: settled });
}

/** POST /message/readAll: every unread message read, or those of one category. */
export function useReadAllMessages() {
  return useMutation({
    mutationFn: (category: MessageCategory | undefined) => request(routes.readAllMessages, { body: { category } }),
    onSuccess: settled,
  });
}

/** POST /message/delete */
export function useDeleteMessage() {
  return useMutation({ mutationFn: (id: number) => request(routes.deleteMessage, { body: { id } }), onSuccess: settled });
}
