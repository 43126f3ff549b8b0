import { checkInDesignBodySchema, checkInDesignSchema, checkInDryRunSchema } from './admin-check-in';
import { route } from './route-def';

/** The console's loyalty designer (issue 24): the check-in rules, under the platform config's permissions. */
export const adminLoyaltyRoutes = {
  adminCheckInDesign: route({
    method: 'GET',
    path: '/admin/loyalty/check-in',
    auth: 'operator',
    permission: 'config.view',
    tag: 'operator',
    summary: 'The check-in design in effect: rewards by streak day, month milestones, make-ups, per-address and per-device limits',
    response: checkInDesignSchema,
  }),
  saveCheckInDesign: route({
    method: 'PUT',
    path: '/admin/loyalty/check-in',
    auth: 'operator',
    permission: 'config.edit',
    target: 'settings',
    tag: 'operator',
    summary: 'Save the check-in design (every reward positive, no day twice); answers the design in effect',
    body: checkInDesignBodySchema,
    response: checkInDesignSchema,
  }),
  checkInDryRun: route({
    method: 'POST',
    path: '/admin/loyalty/check-in/dry-run',
    auth: 'operator',
    permission: 'config.edit',
    tag: 'operator',
    summary:
      'What a check-in design would have paid over the last 30 days (recomputed from the stored check-ins) against the rules in effect and what was paid; saves nothing',
    body: checkInDesignBodySchema,
    response: checkInDryRunSchema,
  }),
};
