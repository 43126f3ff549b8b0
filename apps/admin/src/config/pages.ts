import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { allows, type Permission } from '@uu/contract/admin-permissions';

/** The menu's sections, in order. */
export const SECTIONS = ['overview', 'members', 'catalogue', 'marketing', 'orders', 'finance', 'content', 'system'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * A page of the console: its route (hash path, no leading slash), where it sits in the menu, and
 * the permission that opens it: the one of the contract route the page loads with, so a menu entry
 * never leads to a page whose calls would be refused (the API checks the same permission table).
 */
export type AdminPage = {
  path: string;
  section: Section;
  /** Key of the menu label in the admin catalogue. */
  labelKey: string;
  icon?: ReactNode;
  /** null: any signed-in operator (their own account). */
  permission: Permission | null;
  component: LazyExoticComponent<ComponentType> | ComponentType;
  /** Detail routes (`members/:id`) have no menu entry of their own. */
  hidden?: boolean;
};

/** Whether an operator whose role holds these permissions may open the page (menu, direct link). */
export function mayOpen(admin: { permissions: readonly string[] }, page: Pick<AdminPage, 'permission'>): boolean {
  return allows(admin.permissions, page.permission);
}
