import type { AdminPage } from '@/config/pages';

/** The console's orders pages (menu entries and detail routes). */
export const ordersPages: AdminPage[] = [];
