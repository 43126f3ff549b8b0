import { useMutation } from '@tanstack/react-query';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { endSession } from '@/lib/session';
import { unsubscribeDevice } from '@/lib/web-push';

/**
 * POST /auth/logout, then the session ends on this device whatever the server said: a member
 * who signs out offline must still be signed out here. The browser's Web Push subscription ends
 * too (the server drops the one this session registered), so the next person on the device gets
 * none of this member's notifications. `leave` runs in between, so the caller can navigate away
 * from a page that needs the session before the session is gone (its guard would otherwise
 * remember that page as the way back).
 */
export async function logout(leave?: () => unknown): Promise<void> {
  await request(routes.logout, { silent: true }).catch(() => undefined);
  await unsubscribeDevice().catch(() => null);
  await leave?.();
  endSession();
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
