import { z } from 'zod';
import { adminLoginResultSchema, adminUserParamsSchema, adminUserSchema } from './admin';
import {
  adminActivitySchema,
  adminTwoFactorLoginBodySchema,
  confirmTwoFactorBodySchema,
  endOperatorSessionsBodySchema,
  operatorSecuritySchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
} from './admin-security';
import { route, type RouteDef } from './route-def';

/** Every role reads and secures its own account. */
const EVERY_ROLE = ['operator', 'finance', 'clerk'] as const;

/** Two-factor sign-in, sessions and sign-in history of operator accounts, and the rules for them. */
export const adminSecurityRoutes = {
  adminTwoFactorLogin: route({
    method: 'POST',
    path: '/admin/auth/login/two-factor',
    auth: 'none',
    tag: 'admin',
    summary:
      "Second step of a sign-in with two-factor: the challenge adminLogin answered and the authenticator's code (or a recovery code); answers the session",
    duringMaintenance: true,
    body: adminTwoFactorLoginBodySchema,
    response: adminLoginResultSchema,
  }),
  adminActivity: route({
    method: 'GET',
    path: '/admin/auth/activity',
    auth: 'operator',
    roles: EVERY_ROLE,
    tag: 'admin',
    summary: "The signed-in operator's two-factor state, open sessions and latest sign-ins",
    response: adminActivitySchema,
  }),
  setUpTwoFactor: route({
    method: 'POST',
    path: '/admin/auth/two-factor/setup',
    auth: 'operator',
    roles: EVERY_ROLE,
    tag: 'admin',
    summary: 'Start (or restart) setting up two-factor sign-in: a new secret, as text and as an otpauth:// URI for a QR code',
    response: twoFactorSetupSchema,
  }),
  confirmTwoFactor: route({
    method: 'POST',
    path: '/admin/auth/two-factor/confirm',
    auth: 'operator',
    roles: EVERY_ROLE,
    tag: 'admin',
    summary: 'Turn two-factor sign-in on with a first code from the app; answers the ten recovery codes, once',
    body: confirmTwoFactorBodySchema,
    response: recoveryCodesSchema,
  }),
  operatorActivity: route({
    method: 'GET',
    path: '/admin/operators/:id/activity',
    auth: 'operator',
    roles: [],
    tag: 'admin',
    summary: "An operator account's two-factor state, open sessions and latest sign-ins",
    params: adminUserParamsSchema,
    response: adminActivitySchema,
  }),
  endOperatorSessions: route({
    method: 'POST',
    path: '/admin/operators/:id/sessions/end',
    auth: 'operator',
    roles: [],
    target: 'admin',
    tag: 'admin',
    summary: 'End one or every open session of an operator account, at once',
    params: adminUserParamsSchema,
    body: endOperatorSessionsBodySchema,
    response: z.null(),
  }),
  resetOperatorTwoFactor: route({
    method: 'POST',
    path: '/admin/operators/:id/two-factor/reset',
    auth: 'operator',
    roles: [],
    target: 'admin',
    tag: 'admin',
    summary: "Turn an operator's two-factor sign-in off (a lost phone): its recovery codes go, its sessions end",
    params: adminUserParamsSchema,
    response: adminUserSchema,
  }),
  getOperatorSecurity: route({
    method: 'GET',
    path: '/admin/operator-security',
    auth: 'operator',
    roles: [],
    tag: 'admin',
    summary: "The console's idle time-out and the roles that must use two-factor sign-in",
    response: operatorSecuritySchema,
  }),
  saveOperatorSecurity: route({
    method: 'PUT',
    path: '/admin/operator-security',
    auth: 'operator',
    roles: [],
    target: 'settings',
    tag: 'admin',
    summary: "Change the console's idle time-out and the roles that must use two-factor sign-in",
    body: operatorSecuritySchema,
    response: operatorSecuritySchema,
  }),
} as const satisfies Record<string, RouteDef>;
