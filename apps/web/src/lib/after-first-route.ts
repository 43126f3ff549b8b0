import { useSyncExternalStore } from 'react';

/**
 * Whether the first route has loaded and the page has settled (main.tsx says so, at the moment of its start-up
 * tasks). What can wait for it — the member socket and the unread badges, which bring the full API client with
 * zod and react-query — stays out of the first route's budget (architecture.md: 150 kB).
 */
let settled = false;
const listeners = new Set<() => void>();

export function firstRouteSettled(): void {
  if (settled) return;
  settled = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the first route has settled; a component using it renders again then. */
export function useFirstRouteSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => settled,
  );
}
