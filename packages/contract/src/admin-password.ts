import { z } from 'zod';
import { route, type RouteDef } from './route-def';

// ---- POST /admin/auth/password: an operator changes their own password ----
export const changeAdminPasswordBodySchema = z.object({
  currentPassword: z.string().min(1, { error: 'validation.passwordRequired' }).max(128, { error: 'validation.adminPassword' }),
  newPassword: z.string().min(10, { error: 'validation.adminPassword' }).max(128, { error: 'validation.adminPassword' }),
});
export type ChangeAdminPasswordBody = z.input<typeof changeAdminPasswordBodySchema>;

/** The paths an operator who must change their password may still call. */
export const PASSWORD_CHANGE_PATHS: readonly string[] = ['/admin/auth/me', '/admin/auth/logout', '/admin/auth/password'];

export const adminPasswordRoutes = {
  changeAdminPassword: route({
    method: 'POST',
    path: '/admin/auth/password',
    auth: 'operator',
    permission: null,
    tag: 'operator',
    summary: 'The signed-in operator changes their own password (the current one first); their other sessions end',
    body: changeAdminPasswordBodySchema,
    response: z.null(),
  }),
} as const satisfies Record<string, RouteDef>;
