import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatModelChoices } from '@uu/contract/chat';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { CHAT_KEY } from './get-allowance';

export const CHAT_MODELS_KEY = [...CHAT_KEY, 'models'] as const;

/** GET /chat/models: the enabled models the member may choose (the built-in assistant besides) and who answers now. */
export function useChatModels() {
  return useQuery({
    queryKey: CHAT_MODELS_KEY,
    queryFn: ({ signal }) => request(routes.chatModels, { signal }),
    staleTime: 60_000,
  });
}

/** POST /chat/models/choose: who answers the member's next questions (null: the built-in assistant); kept per member. */
export function useChooseChatModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modelId: number | null) => request(routes.chooseChatModel, { body: { modelId } }),
    onSuccess: (choices: ChatModelChoices) => queryClient.setQueryData(CHAT_MODELS_KEY, choices),
  });
}
