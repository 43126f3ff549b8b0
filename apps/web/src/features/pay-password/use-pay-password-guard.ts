import type { UserInfo } from '@uu/contract/accounts';
import { promptSetPayPassword } from '@/lib/pay-password-prompt';
import { session } from '@/lib/session';

/**
 * spec §6: "A payment password must be set before paid actions." Call before a paid action (a
 * withdrawal, an order paid with points): true when the member has a payment password; otherwise
 * the 'set the payment password first' prompt opens, with its go-to-set button, and it answers
 * false. The server refuses such actions with 1015 all the same; the client then shows this prompt.
 */
export function ensurePayPassword(info: UserInfo | null = session.get().info): boolean {
  if (info?.isSetPayPassword) return true;
  void promptSetPayPassword();
  return false;
}
