import type { AdminPage } from '@/config/pages';

/** The console's config pages (menu entries and detail routes). */
export const configPages: AdminPage[] = [];
