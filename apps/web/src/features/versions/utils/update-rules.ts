import type { NewVersion } from '@uu/contract/versions';

export type UpdatePrompt = { kind: 'forced' | 'optional'; version: string; notes: string; url: string };

/** At most this many optional versions are remembered (the oldest are forgotten). */
const REMEMBERED = 20;

/**
 * The optional versions already offered, from the session item `optionalUpdates` (spec §3): a
 * list of version strings. Anything else stored there (an older shape, a hand edit) counts as none.
 */
export function offeredVersions(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
}

export function withOffered(stored: unknown, version: string): string[] {
  const seen = offeredVersions(stored).filter((v) => v !== version);
  return [...seen, version].slice(-REMEMBERED);
}

/**
 * What the app shows at start for getNewVersion's answer: a forced prompt whenever the server
 * says this client must update (every start, until it does); an optional one once per version.
 */
export function updatePromptFor(answer: NewVersion | null, stored: unknown): UpdatePrompt | null {
  if (!answer?.latest || !answer.hasUpdate) return null;
  const { version, notes, url } = answer.latest;
  if (answer.forced) return { kind: 'forced', version, notes, url };
  if (offeredVersions(stored).includes(version)) return null;
  return { kind: 'optional', version, notes, url };
}
