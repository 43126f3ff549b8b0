import { useSyncExternalStore } from 'react';

// The operator asked the system for less motion (WCAG 2.3.3): antd's own motion is switched off
// (app.tsx, the theme's `motion` token), and the CSS transitions end at once (app/global.css).

const QUERY = '(prefers-reduced-motion: reduce)';

const media = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the system's "reduce motion" is on; follows the setting when it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
