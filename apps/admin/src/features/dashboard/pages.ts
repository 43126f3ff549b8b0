import type { AdminPage } from '@/config/pages';

/** The console's dashboard pages (menu entries and detail routes). */
export const dashboardPages: AdminPage[] = [];
