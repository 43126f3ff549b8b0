import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotifySettings, NotifySettingsBody, PushSubscribeBody } from '@uu/contract/messages';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { MESSAGES_KEY } from './unread';

export const NOTIFY_SETTINGS_KEY = [...MESSAGES_KEY, 'notifySettings'] as const;

/** GET /message/notifySettings: the channels per category, quiet hours, and whether Web Push is available. */
export function useNotifySettings() {
  return useQuery({ queryKey: NOTIFY_SETTINGS_KEY, queryFn: ({ signal }) => request(routes.notifySettings, { signal }) });
}

/** POST /message/notifySettings: emails and SMS are then written in the app's language. */
export function useSaveNotifySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotifySettingsBody) => request(routes.saveNotifySettings, { body }),
    onSuccess: (settings: NotifySettings) => client.setQueryData(NOTIFY_SETTINGS_KEY, settings),
  });
}

/** POST /message/push/subscribe: this device's subscription (its notifications in the app's language). */
export function subscribePush(body: PushSubscribeBody): Promise<{ devices: number }> {
  return request(routes.subscribePush, { body });
}

/** POST /message/push/unsubscribe: this device's subscription, by its endpoint. */
export function unsubscribePush(endpoint: string): Promise<{ devices: number }> {
  return request(routes.unsubscribePush, { body: { endpoint } });
}
