import { routes } from '@uu/contract/all-routes';
import type { CheckInDesignInput } from '@uu/contract/admin-check-in';
import { callApi } from '@/lib/api';

/** The check-in design in effect (GET /admin/loyalty/check-in). */
export const getCheckInDesign = () => callApi(routes.adminCheckInDesign);

/** Saves the whole design (PUT /admin/loyalty/check-in); answers the design in effect. */
export const saveCheckInDesign = (body: CheckInDesignInput) => callApi(routes.saveCheckInDesign, { body });

/** What a design would have paid over the last 30 days, against the rules in effect and what was paid (POST …/dry-run); saves nothing. */
export const dryRunCheckInDesign = (body: CheckInDesignInput) => callApi(routes.checkInDryRun, { body });
