import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChatLog } from '@uu/contract/chat';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { CHAT_KEY } from './get-allowance';

export const CHAT_LOG_KEY = [...CHAT_KEY, 'log'] as const;
export const CHAT_LOG_PAGE_SIZE = 20;

type ChatLogPage = { list: ChatLog[]; total: number; page: number; size: number };

/**
 * POST chatLog/listGPTCharLogByUserId (form content type, spec §7): one conversation's questions and
 * answers, newest first; `before` (an id) gives the ones older than it, so the pages already shown
 * never shift when new questions arrive.
 */
export function listChatLog(conversationId: number, before: number | undefined, signal?: AbortSignal): Promise<ChatLogPage> {
  return request(routes.listChatLog, { body: { page: 1, size: CHAT_LOG_PAGE_SIZE, before, conversationId }, form: true, signal });
}

/** The id to ask for older entries with, or undefined when the last page was the oldest. */
export function olderThan(last: ChatLogPage): number | undefined {
  if (last.list.length < CHAT_LOG_PAGE_SIZE) return undefined;
  return last.list.at(-1)?.id;
}

/** A conversation's history; null: a new conversation, with none yet. */
export const getChatLogQueryOptions = (conversationId: number | null) =>
  infiniteQueryOptions({
    queryKey: [...CHAT_LOG_KEY, conversationId],
    queryFn: ({ pageParam, signal }) => listChatLog(conversationId ?? 0, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: olderThan,
    enabled: conversationId !== null,
    // Questions asked on an earlier visit live only in that visit's state: read again on every visit.
    staleTime: 0,
  });

export function useChatLog(conversationId: number | null) {
  return useInfiniteQuery(getChatLogQueryOptions(conversationId));
}
