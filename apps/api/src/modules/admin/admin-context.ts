import type { Permission } from '@uu/contract/admin-permissions';

/** Who is calling a back-office route: a signed-in operator, or the integrations' key (an admin). */
export type AdminContext = {
  /** null for the OPERATOR_API_KEY. */
  id: number | null;
  sessionId: number | null;
  email: string;
  name: string;
  /** A built-in role or a custom role's id. */
  role: string;
  /** A custom role's name; null for a built-in role. */
  roleName: string | null;
  /** The role's permissions as the permission table holds them now (plugins/auth.ts checks the route's). */
  permissions: readonly Permission[];
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
