import type { AdminPage } from '@/config/pages';

/** The console's finance pages (menu entries and detail routes). */
export const financePages: AdminPage[] = [];
