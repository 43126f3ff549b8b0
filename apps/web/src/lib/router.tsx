import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The app's router (spec §2: every page at `#/<path>?<query>`), in place of react-router (issue 25: its declarative
 * parts were 13.5 kB of the first route's gzipped JavaScript, this module is under 1.5 kB). The app's pages have fixed
 * paths (config/paths.ts: no path parameters), so what a router does here is keep the history: where the app is, how
 * it got there (a new entry, a replaced one, back or forward) and the state a page handed to the next. The names and
 * shapes are react-router's, which the screens were written against: `useNavigate`, `useLocation`, `useSearchParams`,
 * `Link`, `Navigate`, `useNavigationType`, `HashRouter`, `MemoryRouter`. The matching of a path to its screen is the
 * registry's (app/router.tsx). docs/decisions.md "The app's own router".
 */

export type Location = {
  pathname: string;
  /** With its '?', or ''. */
  search: string;
  /** What the page that navigated here handed over (`navigate(to, { state })`), or null. */
  state: unknown;
  /** This history entry's own key: the same entry keeps it when the member comes back to it. */
  key: string;
};

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const satisfies Record<string, NavigationType>;

export type NavigateOptions = { replace?: boolean; state?: unknown };
/**
 * A path (with its query) to go to, or a number of entries to move by (-1: back). Typed as react-router's (which may
 * answer a promise), so callers written against it stay as they are; this one moves at once.
 */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void | Promise<void>;

type Snapshot = { location: Location; action: NavigationType };

/** A history the app's hooks read: where it is, a way to be told of each move, and the way to move. */
type History = {
  /** The `href` of a link to `to` (in the hash for the page's history). */
  href: (to: string) => string;
  snapshot: () => Snapshot;
  subscribe: (listener: () => void) => () => void;
  navigate: (to: string | number, options?: NavigateOptions) => void;
};

const newKey = () => Math.random().toString(36).slice(2, 10);

function split(href: string): { pathname: string; search: string } {
  const at = href.indexOf('?');
  const path = at < 0 ? href : href.slice(0, at);
  return { pathname: path.startsWith('/') ? path : `/${path}`, search: at < 0 ? '' : href.slice(at) };
}

/** What the hash history writes into each entry's `history.state` (react-router's shape: `idx` 0 is where the visit began). */
type EntryState = { usr: unknown; key: string; idx: number };

function entryState(): EntryState | null {
  const state = window.history.state as Partial<EntryState> | null;
  return state && typeof state.idx === 'number' && typeof state.key === 'string'
    ? { usr: state.usr ?? null, key: state.key, idx: state.idx }
    : null;
}

/** The browser's history, the app's place in the hash (`#/path?query`). */
function createHashHistory(): History {
  const listeners = new Set<() => void>();
  // The entry the visit began on is numbered 0 (a deep link or the first load): the layout shows no back button there.
  if (!entryState()) window.history.replaceState({ usr: null, key: 'default', idx: 0 } satisfies EntryState, '');
  let entry = entryState() as EntryState;
  const read = (action: NavigationType): Snapshot => {
    const hash = window.location.hash.replace(/^#/, '');
    return { location: { ...split(hash || '/'), state: entry.usr, key: entry.key }, action };
  };
  let current = read('POP');
  const changed = (action: NavigationType) => {
    current = read(action);
    for (const listener of listeners) listener();
  };
  const onPop = () => {
    // An entry the app did not write (a hash typed, pasted or set by hand) is a new start, as react-router took it:
    // no number, so it reads as where the visit began (edit pages go to their list, not back).
    entry = entryState() ?? { usr: null, key: 'default', idx: 0 };
    changed('POP');
  };
  return {
    href: (to) => `#${to}`,
    snapshot: () => current,
    subscribe(listener) {
      if (listeners.size === 0) {
        window.addEventListener('popstate', onPop);
        // Moved while nobody listened (before the app's first render): read the page again.
        entry = entryState() ?? entry;
        const now = read(current.action);
        const was = current.location;
        if (now.location.key !== was.key || now.location.pathname !== was.pathname || now.location.search !== was.search) current = now;
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', onPop);
      };
    },
    navigate(to, options) {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      entry = { usr: options?.state ?? null, key: newKey(), idx: options?.replace ? entry.idx : entry.idx + 1 };
      if (options?.replace) window.history.replaceState(entry, '', `#${to}`);
      else window.history.pushState(entry, '', `#${to}`);
      changed(options?.replace ? 'REPLACE' : 'PUSH');
    },
  };
}

/** A history kept in memory (unit tests, a part drawn on its own): entries and a place among them. */
function createMemoryHistory(initialEntries: readonly string[]): History {
  const listeners = new Set<() => void>();
  const entries: Location[] = (initialEntries.length ? initialEntries : ['/']).map((href) => ({
    ...split(href),
    state: null,
    key: newKey(),
  }));
  let index = entries.length - 1;
  let current: Snapshot = { location: entries[index] as Location, action: 'POP' };
  const changed = (action: NavigationType) => {
    current = { location: entries[index] as Location, action };
    for (const listener of listeners) listener();
  };
  return {
    href: (to) => to,
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options) {
      if (typeof to === 'number') {
        const next = Math.min(entries.length - 1, Math.max(0, index + to));
        if (next === index) return;
        index = next;
        changed('POP');
        return;
      }
      const entry = { ...split(to), state: options?.state ?? null, key: newKey() };
      if (options?.replace) entries[index] = entry;
      else entries.splice(++index, entries.length, entry);
      changed(options?.replace ? 'REPLACE' : 'PUSH');
    },
  };
}

const HistoryContext = createContext<History | null>(null);

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('the app router is used outside HashRouter or MemoryRouter');
  return history;
}

function useSnapshot(): Snapshot {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.snapshot, history.snapshot);
}

/**
 * The app's router on the page's hash (spec §2). Each move is applied as it is asked for (a synchronous store):
 * a page that ends the session leaves inside `flushSync` before its own sign-in guard could remember it.
 */
export function HashRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createHashHistory);
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

/**
 * The router of a page drawn on the server (entry-server.tsx): it stays at `location`, and its links are written as
 * the page's own router writes them (`#/…`), so the page works as links before the app's scripts have arrived.
 */
export function StaticRouter({ children, location }: { children: ReactNode; location: string }) {
  const [history] = useState(() => ({ ...createMemoryHistory([location]), href: (to: string) => `#${to}`, navigate: () => undefined }));
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

/** A router in memory, for tests and parts drawn on their own. */
export function MemoryRouter({ children, initialEntries = ['/'] }: { children: ReactNode; initialEntries?: string[] }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

export function useLocation(): Location {
  return useSnapshot().location;
}

/** How the app came to the current entry: a new one (PUSH), in place of the last (REPLACE), or back/forward (POP). */
export function useNavigationType(): NavigationType {
  return useSnapshot().action;
}

export function useNavigate(): NavigateFunction {
  return useHistory().navigate;
}

type SetSearchParams = (
  next: URLSearchParams | Record<string, string> | ((prev: URLSearchParams) => URLSearchParams),
  options?: NavigateOptions,
) => void;

/** The current query, and a way to change it (a new entry unless `replace`), as react-router's. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location } = useSnapshot();
  const history = useHistory();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set: SetSearchParams = (next, options) => {
    const value = typeof next === 'function' ? next(new URLSearchParams(history.snapshot().location.search)) : new URLSearchParams(next);
    const query = value.toString();
    history.navigate(`${history.snapshot().location.pathname}${query ? `?${query}` : ''}`, options);
  };
  return [params, set];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & NavigateOptions & { to: string };

/** A link to a page of the app: a real `href` (open in a new tab, copy) that moves in place on a plain click. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...rest }, ref) {
  const history = useHistory();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    history.navigate(to, { replace, state });
  };
  return <a {...rest} ref={ref} href={history.href(to)} target={target} onClick={follow} />;
});

/** Goes to `to` as soon as it is drawn (the sign-in guard, the not-found page's way home). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const history = useHistory();
  const go = useEffectEvent(() => history.navigate(to, { replace, state }));
  useEffect(() => go(), []);
  return null;
}
