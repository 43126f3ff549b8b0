import { routes } from './all-routes';

/**
 * Audit events written by the server itself rather than by the audit hook of a route: sign-ins
 * (with the failed and locked ones) and the downloads, which are GET calls the hook leaves alone.
 */
export const AUDIT_EVENT_ACTIONS = [
  'adminSignIn',
  'adminLoginFailed',
  'adminLoginLocked',
  'adminTwoFactorFailed',
  'exportEntries',
  'exportWithdrawals',
  'exportOrders',
  'exportMembers',
  'exportTopups',
  'exportRedeemCodes',
] as const;

/**
 * Every action name the audit log can hold: each back-office route that changes something (the
 * hook names the entry after the route) and the events above. The console gives each a label in
 * every language; a test fails on one without.
 */
export function auditActions(): string[] {
  const fromRoutes = Object.entries(routes)
    .filter(([, def]) => def.auth === 'operator' && def.method !== 'GET')
    .map(([name]) => name);
  return [...new Set([...fromRoutes, ...AUDIT_EVENT_ACTIONS])].sort();
}
