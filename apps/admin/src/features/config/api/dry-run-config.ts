import type { ConfigDryRunBody } from '@uu/contract/admin-config';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** What top-up bonus tiers or referral reward rates would have given over the last 30 days; saves nothing. */
export const dryRunConfig = (body: ConfigDryRunBody) => callApi(routes.configDryRun, { body });
