import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Closer than this to the bottom counts as "at the bottom": new text is followed. */
const PINNED_PX = 48;
/** Closer than this to the top asks for older entries. */
const LOAD_OLDER_PX = 80;

type Options = {
  /** Changes when older entries are prepended (the key of the first one shown). */
  firstKey: string | undefined;
  /** Changes whenever the bottom may have grown (a new turn, another piece of an answer). */
  contentVersion: string;
  canLoadOlder: boolean;
  /** Fetches the next older page; resolves false when it failed. */
  loadOlder: () => Promise<boolean>;
};

/**
 * The conversation's scrolling: follows the bottom while an answer streams unless the member
 * scrolled up; near the top, loads older entries and keeps what the member was reading in place
 * when they are prepended (the list sets `overflow-anchor: none`, so the browser does not adjust too).
 */
export function useChatScroll({ firstKey, contentVersion, canLoadOlder, loadOlder }: Options) {
  const ref = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const loading = useRef(false);

  const requestOlder = useCallback(() => {
    const el = ref.current;
    if (!el || !canLoadOlder || loading.current) return;
    loading.current = true;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    void loadOlder().then((ok) => {
      loading.current = false;
      if (!ok) anchor.current = null;
    });
  }, [canLoadOlder, loadOlder]);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < PINNED_PX;
    if (el.scrollTop < LOAD_OLDER_PX) requestOlder();
  }, [requestOlder]);

  // Older entries arrived above: the same content stays under the member's eyes.
  useLayoutEffect(() => {
    const el = ref.current;
    const saved = anchor.current;
    if (!el || !saved) return;
    anchor.current = null;
    el.scrollTop = el.scrollHeight - saved.height + saved.top;
  }, [firstKey]);

  // New content at the bottom: follow it unless the member scrolled up to read.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [contentVersion]);

  // A first page shorter than the screen cannot be scrolled up: load older ones until it fills.
  useEffect(() => {
    const el = ref.current;
    if (el && canLoadOlder && el.scrollHeight <= el.clientHeight) requestOlder();
  }, [firstKey, canLoadOlder, requestOlder]);

  /** The member asked: show their question and follow its answer. */
  const follow = useCallback(() => {
    pinned.current = true;
  }, []);

  return { ref, onScroll, follow };
}
