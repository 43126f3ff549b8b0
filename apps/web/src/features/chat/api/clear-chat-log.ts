import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { CONVERSATIONS_KEY } from './conversations';
import { CHAT_LOG_KEY } from './list-chat-log';

/** POST /chatLog/deleteAllGPTCharLog: every conversation and every question and answer of the member go (spec §1). */
export function clearChatLog(): Promise<{ deleted: number }> {
  return request(routes.clearChatLog);
}

export function useClearChatLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChatLog,
    onSuccess: () => {
      // Empty at once, without a round trip that could show the old list for a moment.
      queryClient.removeQueries({ queryKey: CHAT_LOG_KEY });
      return queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
  });
}
