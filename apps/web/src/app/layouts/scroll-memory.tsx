import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from '@/lib/router';

/** Where each visited entry of the history was scrolled to, by its key. */
const positions = new Map<string, number>();

/**
 * The page's scroll position, as browsers keep it between documents: a new page starts at the top; back (or
 * forward) returns to where that entry was left. Kept in memory for the visit.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigation = useNavigationType();

  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = navigation === NavigationType.Pop ? positions.get(location.key) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [location.key, navigation]);

  return null;
}
