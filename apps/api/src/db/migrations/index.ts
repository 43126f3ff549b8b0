import type { Migration } from 'kysely';
import * as m20261122000000 from './2026-11-22T000000-accounts';
import * as m20261123000000 from './2026-11-23T000000-account-management';

/**
 * Every migration, in order, by timestamped name. Listed here rather than read from the
 * directory so that the bundled server carries them.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22T000000-accounts': m20261122000000,
  '2026-11-23T000000-account-management': m20261123000000,
};
