import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { AdminRole } from '@uu/contract/admin';

/** The menu's sections, in order. */
export const SECTIONS = ['overview', 'members', 'catalogue', 'marketing', 'orders', 'finance', 'content', 'system'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * A page of the console: its route (hash path, no leading slash), where it sits in the menu, and
 * the roles besides admin that see it. The roles mirror the contract routes the page calls, so a
 * menu entry never leads to a page whose calls would be refused.
 */
export type AdminPage = {
  path: string;
  section: Section;
  /** Key of the menu label in the admin catalogue. */
  labelKey: string;
  icon?: ReactNode;
  roles: readonly AdminRole[];
  component: LazyExoticComponent<ComponentType> | ComponentType;
  /** Detail routes (`members/:id`) have no menu entry of their own. */
  hidden?: boolean;
};

export function mayOpen(role: AdminRole, page: Pick<AdminPage, 'roles'>): boolean {
  return role === 'admin' || page.roles.includes(role);
}
