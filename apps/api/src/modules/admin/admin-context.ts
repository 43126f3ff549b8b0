import type { AdminRole } from '@uu/contract/admin';

/** Who is calling a back-office route: a signed-in operator, or the integrations' key (an admin). */
export type AdminContext = {
  /** null for the OPERATOR_API_KEY. */
  id: number | null;
  sessionId: number | null;
  email: string;
  name: string;
  role: AdminRole;
  storeId: number | null;
  /** The account must set a new password before any other call (plugins/auth.ts). */
  mustChangePassword: boolean;
  /** Two-factor sign-in is on for the account. */
  twoFactor: boolean;
  /** The account's role must use two-factor sign-in and it has none yet: the set-up comes before any other call (plugins/auth.ts). */
  mustSetUpTwoFactor: boolean;
};

/**
 * The one store a clerk may act on, or null for the other roles (every store). A clerk without a
 * store (the schema forbids it, an old row might not) gets -1: no store's orders rather than all.
 */
export function clerkStore(admin: AdminContext): number | null {
  if (admin.role !== 'clerk') return null;
  return admin.storeId ?? -1;
}
