import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatSearchHit, Conversation } from '@uu/contract/chat';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { CHAT_KEY } from './get-allowance';
import { CHAT_LOG_KEY } from './list-chat-log';

export const CONVERSATIONS_KEY = [...CHAT_KEY, 'conversations'] as const;
export const CONVERSATIONS_PAGE_SIZE = 20;
const SEARCH_PAGE_SIZE = 30;

type ConversationPage = { list: Conversation[]; total: number; page: number; size: number };

/** GET /chat/conversation/list: the member's conversations, the latest asked in first (issue 23). */
export function listConversations(page: number, signal?: AbortSignal): Promise<ConversationPage> {
  return request(routes.listConversations, { query: { page, size: CONVERSATIONS_PAGE_SIZE }, signal });
}

export const getConversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: CONVERSATIONS_KEY,
    queryFn: ({ pageParam, signal }) => listConversations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ConversationPage) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });

export function useConversations() {
  return useInfiniteQuery(getConversationsQueryOptions());
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; title: string }) => request(routes.renameConversation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(routes.deleteConversation, { body: { id } }),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: [...CHAT_LOG_KEY, id] });
      await queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
  });
}

/** GET /chat/search: the member's own questions and answers holding every word, and the words (to highlight). */
export function useChatSearch(words: string) {
  const q = words.trim();
  return useQuery({
    queryKey: [...CHAT_KEY, 'search', q],
    queryFn: ({ signal }): Promise<{ list: ChatSearchHit[]; total: number; terms: string[] }> =>
      request(routes.searchChat, { query: { q, page: 1, size: SEARCH_PAGE_SIZE }, signal }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
