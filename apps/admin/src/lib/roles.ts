import type { TFunction } from 'i18next';
import { isBuiltInRole } from '@uu/contract/admin';

/** A role's name: a built-in role's in the operator's language, a custom role's as its admin named it. */
export function roleLabel(t: TFunction, role: { role: string; roleName: string | null }): string {
  return isBuiltInRole(role.role) ? t(`roles.${role.role}`) : (role.roleName ?? role.role);
}
