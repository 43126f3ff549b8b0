import { useCallback, useEffect, useState } from 'react';
import type { Home } from '@uu/contract/home';
import { MAINTENANCE_ENDED } from '@/lib/app-events';
import { publicRead } from '@/lib/public-read';
import { useSession } from '@/lib/session';

type HomeState = { data: Home | undefined; error: Error | undefined };

/**
 * GET /home/index through the first route's light reader (lib/public-read.ts), again when the
 * language or the member changes. Plain React state rather than a query hook: react-query's hooks
 * would add some 6 kB to the first route (architecture.md: 150 kB).
 */
export function useHome(locale: string) {
  const { token } = useSession();
  const [state, setState] = useState<HomeState>({ data: undefined, error: undefined });
  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const data = await publicRead<Home>('/home/index', signal);
      setState({ data, error: undefined });
    } catch (error) {
      if (!signal?.aborted) setState((s) => ({ data: s.data, error: error as Error }));
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    // After maintenance (its notice closes), read again.
    const again = () => void load(controller.signal);
    window.addEventListener(MAINTENANCE_ENDED, again);
    return () => {
      controller.abort();
      window.removeEventListener(MAINTENANCE_ENDED, again);
    };
  }, [load, locale, token]);
  return { ...state, refetch: () => load() };
}
