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
let early: { reader: string; answer: Promise<Home> } | null = null;

/**
 * GET /home/index as the app starts on home (main.tsx), so the answer is on its way while the screen is drawn rather
 * than asked for once it is (issue 25: the page's largest text waits for it): the read index.html's first script
 * started (lib/home-read-start.ts) when it was asked for the same language and member, else a new one. The screen's
 * first read takes it on the same condition.
 */
export function readHomeEarly(): void {
  const reader = readerOf();
  const started = takeStartedRead(HOME_READ, reader);
  const answer = started ? readAnswer<Home>(started) : publicRead<Home>(HOME_READ);
  answer.catch(() => undefined); // the screen's read reports it
  early = { reader, answer };
}

function takeEarly(): Promise<Home> | null {
  const taken = early?.reader === readerOf() ? early.answer : null;
  early = null;
  return taken;
}

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
      const data = await (takeEarly() ?? publicRead<Home>(HOME_READ, signal));
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
