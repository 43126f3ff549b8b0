import type { AdminPage } from '@/config/pages';

/** The console's members pages (menu entries and detail routes). */
export const membersPages: AdminPage[] = [];
