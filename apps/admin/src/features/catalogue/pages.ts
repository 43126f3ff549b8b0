import type { AdminPage } from '@/config/pages';

/** The console's catalogue pages (menu entries and detail routes). */
export const cataloguePages: AdminPage[] = [];
