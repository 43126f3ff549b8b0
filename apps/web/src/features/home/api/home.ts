import { useCallback, useEffect, useState } from 'react';
import type { Home } from '@uu/contract/home';
import { MAINTENANCE_ENDED } from '@/lib/app-events';
import { acceptLanguage } from '@/lib/i18n';
import { HOME_READ, readerKey, takeStartedRead } from '@/lib/home-read-start';
import { publicRead, readAnswer } from '@/lib/public-read';
import { session, useSession } from '@/lib/session';

type HomeState = { data: Home | undefined; error: Error | undefined };

/** Whose home a read is: the language and the member it was asked with. */
const readerOf = () => readerKey(acceptLanguage(), session.get().token);

/**
 * GET /home/index through the first route's light reader (lib/public-read.ts), again when the language or the member
 * changes. The first read takes the one index.html's first script started while the app's scripts were on their way
 * (lib/home-read-start.ts; issue 25) when it was asked for the same language and member. Plain React state rather than
 * a query hook: react-query's hooks would add some 6 kB to the first route (architecture.md: 150 kB).
 */
export function useHome(locale: string) {
  const { token } = useSession();
  const [state, setState] = useState<HomeState>({ data: undefined, error: undefined });
  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const started = takeStartedRead(HOME_READ, readerOf());
      const data = await (started ? readAnswer<Home>(started) : publicRead<Home>(HOME_READ, signal));
      if (signal?.aborted) return;
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
