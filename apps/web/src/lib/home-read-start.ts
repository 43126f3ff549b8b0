import { CLIENT_VERSION, Header, Platform } from '@uu/contract/headers';
import { Limits } from '@uu/contract/limits';
import { ACCEPT_LANGUAGE, DEFAULT_LOCALE, isLocale } from '@uu/contract/locales';
import { env } from '@/config/env';
import { currentPath } from './navigation';
import { readString, StorageKey } from './storage';

/**
 * Home's read, started by index.html's first script (src/early.ts, built on its own by vite.config.ts) while the app's
 * scripts are still on their way (issue 25: on a slow network the page's largest text waited for the scripts, then for
 * this read). It asks with what the app would ask with at its start: the stored language and token, the client headers
 * of spec §7; lib/public-read.ts reads the answer. Only when the app opens on home.
 */
export type StartedRead = { path: string; reader: string; response: Promise<Response> };

declare global {
  interface Window {
    /** Set by src/early.ts; taken (once) by features/home/api/home.ts. */
    uuStartedRead?: StartedRead;
  }
}

/** Home's one read (GET /home/index). */
export const HOME_READ = '/home/index';

/** Who a read is asked for: the accept-language and the token (a change of either asks again). */
export function readerKey(acceptLanguage: string, token: string | null): string {
  return `${acceptLanguage} ${token ?? ''}`;
}

/** The headers of spec §7 for a read of the first route, with the language and the token given. */
function readHeaders(acceptLanguage: string, token: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    [Header.clientVersion]: CLIENT_VERSION,
    [Header.clientType]: String(Platform.h5),
    [Header.acceptLanguage]: acceptLanguage,
  };
  if (token) headers[Header.token] = token;
  return headers;
}

/** A GET of the API with the headers of spec §7 and the client's timeout (spec §7: 5 s), or `signal`'s abort. */
export function fetchRead(path: string, acceptLanguage: string, token: string | null, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(Limits.requestTimeoutMs);
  return fetch(env.apiBase + path, {
    headers: readHeaders(acceptLanguage, token),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
}

/** Starts `path`'s read when the app opens on one of `startPaths` (src/early.ts). */
export function startRead(path: string, startPaths: readonly string[]): void {
  if (!startPaths.includes(currentPath())) return;
  const stored = readString(StorageKey.locale);
  const token = readString(StorageKey.token) || null;
  const acceptLanguage = ACCEPT_LANGUAGE[isLocale(stored) ? stored : DEFAULT_LOCALE];
  const response = fetchRead(path, acceptLanguage, token);
  response.catch(() => undefined); // the screen's own read reports a failure
  window.uuStartedRead = { path, reader: readerKey(acceptLanguage, token), response };
}

/** The started read of `path` when it was asked for `reader`; taken once (a later read asks again). */
export function takeStartedRead(path: string, reader: string): Promise<Response> | null {
  const started = window.uuStartedRead;
  if (!started || started.path !== path) return null;
  delete window.uuStartedRead;
  return started.reader === reader ? started.response : null;
}
