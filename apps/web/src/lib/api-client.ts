import { Code, LOGIN_CODES } from '@uu/contract/codes';
import { CLIENT_VERSION, Header, Platform } from '@uu/contract/headers';
import { Limits } from '@uu/contract/limits';
import {
  buildPath,
  type BodyOf,
  type DataOf,
  type ParamsOf,
  type QueryOf,
  type RouteDef,
} from '@uu/contract/routes';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { env } from '@/config/env';
import { paths, safeRedirect } from '@/config/paths';
import { acceptLanguage, i18n } from './i18n';
import { currentHref, navigateTo } from './navigation';
import { endSession, session } from './session';

/** A call that did not answer code 200. `code` is the envelope's, or one of the client codes below. */
export class ApiError extends Error {
  /** No answer: offline, DNS, refused, or the 5 s timeout (spec §9). */
  static readonly NETWORK = -1;
  /** The caller cancelled (a query went out of use); nothing is shown. */
  static readonly ABORTED = -2;
  /** An answer that is not our envelope, or whose data breaks the contract. */
  static readonly BAD_RESPONSE = -3;

  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  readonly status: number | undefined;

  constructor(code: number, msg: string, options: { data?: unknown; status?: number; cause?: unknown } = {}) {
    super(msg, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = options.data;
    this.status = options.status;
  }
}

type QueryScalar = string | number | boolean;
type QueryInput = Record<string, QueryScalar | readonly QueryScalar[] | null | undefined>;

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

export type RequestOptions<R extends RouteDef> = Part<'query', QueryOf<R>> &
  Part<'body', BodyOf<R>> &
  Part<'params', ParamsOf<R>> & {
    /** The caller shows failures itself: no toast. The 506 modal and the login redirect still happen. */
    silent?: boolean;
    signal?: AbortSignal;
    /** Sends the body as application/x-www-form-urlencoded (spec §7: the chat-history listing). */
    form?: boolean;
    /** Extra headers, e.g. the Idempotency-Key of calls that move value (product.md). */
    headers?: Record<string, string>;
  };

type Envelope = { code: number; msg: string; data: unknown };

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).code === 'number' &&
    typeof ((value as Envelope).msg ?? '') === 'string'
  );
}

function toSearch(query: QueryInput | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

function toForm(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

// ---- the error catalogue of spec §8 ----

let redirectingToLogin = false;
let notActivatedOpen = false;

/**
 * spec §4: clear the socket and the session, remember the route, go to login; once at a time.
 * Calls that fail while the redirect is under way, or once the login page is shown, do not
 * navigate again. Answers whether the member was already on the login page (where only a
 * message can help, e.g. signing in to a disabled account).
 */
function sendToLogin(): boolean {
  endSession();
  const here = currentHref();
  if (here.split('?')[0] === paths.login.path) return true;
  if (redirectingToLogin) return false;
  redirectingToLogin = true;
  void Promise.resolve(
    navigateTo(paths.login.getHref({ redirect: safeRedirect(here) ?? undefined }), { replace: true }),
  ).finally(() => {
    redirectingToLogin = false;
  });
  return false;
}

function showNotActivated(): void {
  if (notActivatedOpen) return;
  notActivatedOpen = true;
  void showModal({ content: i18n.t('api.notActivated'), mode: 'complete' }).finally(() => {
    notActivatedOpen = false;
  });
}

function fail(error: ApiError, silent: boolean | undefined): never {
  if (error.code === Code.NOT_ACTIVATED) showNotActivated();
  else if (LOGIN_CODES.includes(error.code)) {
    if (sendToLogin() && !silent) showToast(error.msg);
  } else if (error.code !== ApiError.ABORTED && !silent) showToast(error.msg);
  throw error;
}

/**
 * Calls one route of the contract. Resolves the envelope's `data` (validated against the route's
 * response schema) on code 200; otherwise applies the error catalogue of spec §8 and rejects
 * with an ApiError.
 */
export async function request<R extends RouteDef>(
  route: R,
  ...[options]: {} extends RequestOptions<R> ? [RequestOptions<R>?] : [RequestOptions<R>]
): Promise<DataOf<R>> {
  const opts = (options ?? {}) as RequestOptions<RouteDef> & {
    query?: QueryInput;
    body?: unknown;
    params?: Record<string, string | number>;
  };
  const url = env.apiBase + buildPath(route.path, opts.params) + toSearch(opts.query);

  const token = session.get().token;
  const headers: Record<string, string> = {
    [Header.clientVersion]: CLIENT_VERSION,
    [Header.clientType]: String(Platform.h5),
    [Header.acceptLanguage]: acceptLanguage(),
    ...opts.headers,
  };
  if (token) headers[Header.token] = token;

  let body: string | URLSearchParams | undefined;
  if (opts.body !== undefined) {
    body = opts.form ? toForm(opts.body) : JSON.stringify(opts.body);
    // Only with a body: Fastify refuses an empty body declared as application/json.
    headers['content-type'] = opts.form
      ? 'application/x-www-form-urlencoded;charset=UTF-8'
      : 'application/json';
  }

  const controller = new AbortController();
  const onCallerAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (opts.signal?.aborted) controller.abort();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, Limits.requestTimeoutMs);

  let status: number;
  let payload: unknown;
  try {
    const response = await fetch(url, { method: route.method, headers, body, signal: controller.signal });
    status = response.status;
    const text = await response.text();
    try {
      payload = text ? JSON.parse(text) : undefined;
    } catch {
      payload = undefined;
    }
  } catch (cause) {
    const aborted = controller.signal.aborted && !timedOut;
    return fail(
      aborted
        ? new ApiError(ApiError.ABORTED, 'aborted', { cause })
        : new ApiError(ApiError.NETWORK, i18n.t('api.networkError'), { cause }),
      opts.silent,
    );
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }

  // The server answers every outcome, 4xx/5xx included, with an envelope: read it whatever the status.
  if (!isEnvelope(payload)) {
    return fail(new ApiError(ApiError.BAD_RESPONSE, i18n.t('api.serverFailed'), { status }), opts.silent);
  }
  if (payload.code !== Code.OK) {
    const msg = payload.msg?.trim() ? payload.msg : i18n.t('api.serverFailed');
    return fail(new ApiError(payload.code, msg, { data: payload.data, status }), opts.silent);
  }

  const parsed = route.response.safeParse(payload.data ?? null);
  if (!parsed.success) {
    // A contract break between this build and the server: loud in the console, calm for the member.
    console.error(`[api] ${route.method} ${route.path}: response does not match the contract`, parsed.error.issues);
    return fail(new ApiError(ApiError.BAD_RESPONSE, i18n.t('api.serverFailed'), { status, cause: parsed.error }), opts.silent);
  }
  return parsed.data as DataOf<R>;
}

/** Test hook: forget a pending login redirect and an open 506 modal. */
export function resetApiClientState(): void {
  redirectingToLogin = false;
  notActivatedOpen = false;
}
