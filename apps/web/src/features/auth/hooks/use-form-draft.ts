import { useCallback, useEffect, useRef, useState } from 'react';

// In memory only: a member who opens the agreement from the registration form finds the form as
// they left it on return, passwords included, without them ever touching storage.
const drafts = new Map<string, unknown>();

/**
 * Keeps a form's state when its screen unmounts and hands it back on return. Returns the saved
 * draft and `discard`, which forgets it (after a successful submit).
 */
export function useFormDraft<T>(key: string, snapshot: () => T) {
  const latest = useRef(snapshot);
  useEffect(() => {
    latest.current = snapshot;
  });
  const discarded = useRef(false);
  const [initial] = useState(() => drafts.get(key) as T | undefined);

  useEffect(() => {
    discarded.current = false;
    return () => {
      if (!discarded.current) drafts.set(key, latest.current());
    };
  }, [key]);

  const discard = useCallback(() => {
    discarded.current = true;
    drafts.delete(key);
  }, [key]);

  return { draft: initial, discard };
}
