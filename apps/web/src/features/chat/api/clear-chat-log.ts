import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { CHAT_LOG_KEY, getChatLogQueryOptions } from './list-chat-log';

/** POST /chatLog/deleteAllGPTCharLog: every question and answer of the member goes (spec §1). */
export function clearChatLog(): Promise<{ deleted: number }> {
  return request(routes.clearChatLog);
}

export function useClearChatLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChatLog,
    onSuccess: () => {
      // Empty at once, without a round trip that could show the old list for a moment.
      queryClient.setQueryData(getChatLogQueryOptions().queryKey, {
        pages: [{ list: [], total: 0, page: 1, size: 1 }],
        pageParams: [undefined],
      });
      return queryClient.invalidateQueries({ queryKey: CHAT_LOG_KEY });
    },
  });
}
