import { describe, expect, it } from 'vitest';
import type { NewVersion } from '@uu/contract/versions';
import { offeredVersions, updatePromptFor, withOffered } from './update-rules';

const latest = (version: string, forced = false) => ({
  platform: 3,
  version,
  notes: `notes ${version}`,
  url: '/',
  forced,
  releasedAt: '2026-12-01T00:00:00.000Z',
});
const answer = (over: Partial<NewVersion>): NewVersion => ({
  latest: latest('2.1.8'),
  clientVersion: '2.1.7',
  hasUpdate: true,
  forced: false,
  ...over,
});

describe('updatePromptFor', () => {
  it('offers an optional version once: not again once remembered', () => {
    expect(updatePromptFor(answer({}), null)).toEqual({ kind: 'optional', version: '2.1.8', notes: 'notes 2.1.8', url: '/' });
    expect(updatePromptFor(answer({}), ['2.1.8'])).toBeNull();
    // A newer one is offered again.
    expect(updatePromptFor(answer({ latest: latest('2.1.9') }), ['2.1.8'])?.version).toBe('2.1.9');
  });
  it('shows a forced update whatever was offered before', () => {
    expect(updatePromptFor(answer({ forced: true }), ['2.1.8'])).toMatchObject({ kind: 'forced', version: '2.1.8' });
  });
  it('says nothing when up to date or when nothing is published', () => {
    expect(updatePromptFor(answer({ hasUpdate: false }), null)).toBeNull();
    expect(updatePromptFor(answer({ latest: null, hasUpdate: false }), null)).toBeNull();
    expect(updatePromptFor(null, null)).toBeNull();
  });
});

describe('optionalUpdates (spec §3)', () => {
  it('reads only a list of versions, and remembers the last twenty', () => {
    expect(offeredVersions({ version: '2.1.8' })).toEqual([]);
    expect(offeredVersions(['2.1.8', 3, null])).toEqual(['2.1.8']);
    expect(withOffered(['2.1.8'], '2.1.8')).toEqual(['2.1.8']);
    let stored: unknown = null;
    for (let i = 0; i < 25; i++) stored = withOffered(stored, `3.0.${i}`);
    expect(offeredVersions(stored)).toHaveLength(20);
    expect(offeredVersions(stored).at(-1)).toBe('3.0.24');
    expect(offeredVersions(stored)[0]).toBe('3.0.5');
  });
});
