import { useCallback, useEffect, useEffectEvent, useState } from 'react';

// In memory only: a member who opens the agreement from the registration form finds the form as
// they left it on return, passwords included, without them ever touching storage.
const drafts = new Map<string, unknown>();
/** Keys whose screen was submitted: nothing is kept when it unmounts. */
const discarded = new Set<string>();

/**
 * A form's draft kept while its screen is away: `saved` is what the screen left last time under `key` (read on the
 * first render, to start the form from), `discard` forgets it (after a successful submit). useKeepDraft saves the
 * form's state when the screen unmounts.
 */
export function useFormDraft(key: string): { saved: unknown; discard: () => void } {
  const [saved] = useState(() => drafts.get(key));
  const discard = useCallback(() => {
    discarded.add(key);
    drafts.delete(key);
  }, [key]);
  return { saved, discard };
}

/** Saves `snapshot()` (read as the screen unmounts) under `key`, unless the screen discarded its draft. */
export function useKeepDraft(key: string, snapshot: () => unknown) {
  const take = useEffectEvent(snapshot);
  useEffect(() => {
    discarded.delete(key);
    return () => {
      if (!discarded.has(key)) drafts.set(key, take());
    };
  }, [key]);
}
