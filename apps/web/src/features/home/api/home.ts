import { useCallback, useEffect, useState } from 'react';
import type { Home } from '@uu/contract/home';
import { MAINTENANCE_ENDED } from '@/lib/app-events';
import { HOME_READ, readerKey, takeStartedRead } from '@/lib/home-read-start';
import { homeSeed, homeSeedUsed } from '@/lib/home-seed';
import { acceptLanguageOf } from '@/lib/i18n';
import { publicRead, readAnswer } from '@/lib/public-read';
import { useSession } from '@/lib/session';

type HomeState = { data: Home | undefined; error: Error | undefined };

/**
 * GET /home/index through the first route's light reader (lib/public-read.ts), again when the language or the member
 * changes. The first render draws from the answer the server drew the page from (lib/home-seed.ts; issue 25) when it is
 * in the same language, so what the phone showed before the scripts arrived stays in place; the read still goes (the
 * server's page may be a few seconds old, a member's coupons are their own) and what it brings is drawn over it. The
 * first read takes the one index.html's first script started while the app's scripts were on their way
 * (lib/home-read-start.ts) when it was asked for the same language and member. Plain React state rather than a query
 * hook: react-query's hooks would add some 6 kB to the first route (architecture.md: 150 kB).
 */
export function useHome(locale: string) {
  const { token } = useSession();
  const [first] = useState(() => {
    const seed = homeSeed();
    return seed?.acceptLanguage === acceptLanguageOf(locale) ? seed.home : undefined;
  });
  const [state, setState] = useState<HomeState>({ data: first, error: undefined });
  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const started = takeStartedRead(HOME_READ, readerKey(acceptLanguageOf(locale), token));
        const data = await (started ? readAnswer<Home>(started) : publicRead<Home>(HOME_READ, signal));
        if (signal?.aborted) return;
        setState({ data, error: undefined });
      } catch (error) {
        if (!signal?.aborted) setState((s) => ({ data: s.data, error: error as Error }));
      }
    },
    [locale, token],
  );
  useEffect(() => {
    if (first) homeSeedUsed();
  }, [first]);
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
  }, [load]);
  return { ...state, refetch: () => load() };
}
