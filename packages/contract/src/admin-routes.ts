import { z } from 'zod';
import {
  adminLoginBodySchema,
  adminLoginResultSchema,
  adminSelfSchema,
  adminUserListSchema,
  adminUserSchema,
  auditPageSchema,
  auditQuerySchema,
  saveAdminUserBodySchema,
  adminUserParamsSchema,
} from './admin';
import { adminLoginChallengeSchema } from './admin-security';
import { route } from './route-def';

/** Every role may read itself and sign out. */
const EVERY_ROLE = ['operator', 'finance', 'clerk'] as const;

/** The back office's own accounts, sessions and audit log (admin console). */
export const adminRoutes = {
  adminLogin: route({
    method: 'POST',
    path: '/admin/auth/login',
    auth: 'none',
    tag: 'admin',
    summary:
      'Sign in to the back office (email and password; throttled per email and per address); answers a session token for the x-admin-token header, or, for an account with two-factor sign-in, a challenge for adminTwoFactorLogin',
    duringMaintenance: true,
    body: adminLoginBodySchema,
    response: z.union([adminLoginResultSchema, adminLoginChallengeSchema]),
  }),
  adminLogout: route({
    method: 'POST',
    path: '/admin/auth/logout',
    auth: 'operator',
    roles: EVERY_ROLE,
    tag: 'admin',
    summary: 'End the calling back-office session',
    response: z.null(),
  }),
  adminMe: route({
    method: 'GET',
    path: '/admin/auth/me',
    auth: 'operator',
    roles: EVERY_ROLE,
    tag: 'admin',
    summary: 'The signed-in operator: name, role and (for a clerk) store',
    response: adminSelfSchema,
  }),
  listAdminUsers: route({
    method: 'GET',
    path: '/admin/operators',
    auth: 'operator',
    roles: [],
    tag: 'admin',
    summary: 'Every back-office account',
    response: adminUserListSchema,
  }),
  saveAdminUser: route({
    method: 'POST',
    path: '/admin/operators',
    auth: 'operator',
    roles: [],
    target: 'admin',
    tag: 'admin',
    summary: 'Create a back-office account or change one (role, store, password, disabled); a change ends its sessions',
    body: saveAdminUserBodySchema,
    response: adminUserSchema,
  }),
  unlockAdminUser: route({
    method: 'POST',
    path: '/admin/operators/:id/unlock',
    auth: 'operator',
    roles: [],
    target: 'admin',
    tag: 'admin',
    summary: "Lift an account's sign-in lockout (too many failed attempts) at once",
    params: adminUserParamsSchema,
    response: adminUserSchema,
  }),
  listAudit: route({
    method: 'GET',
    path: '/admin/audit',
    auth: 'operator',
    roles: [],
    tag: 'admin',
    summary: 'The audit log, newest first, filtered by operator, action, target and time',
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
} as const;
