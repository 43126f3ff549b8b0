import { ensurePayPassword } from '@/features/pay-password/use-pay-password-guard';
import { session } from '@/lib/session';

/**
 * spec §6: a payment password before paying an order. Without the profile in the session yet, the
 * server judges (it answers 1015, and the API client shows the same prompt).
 */
export function canPayOrders(): boolean {
  return session.get().info === null || ensurePayPassword();
}
