import { Code, LOGIN_CODES } from '@uu/contract/codes';
import { CLIENT_VERSION, Header, Platform } from '@uu/contract/headers';
import { Limits } from '@uu/contract/limits';
import { buildPath, type BodyOf, type DataOf, type ParamsOf, type QueryOf, type RouteDef } from '@uu/contract/routes';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { env } from '@/config/env';
import { paths, safeRedirect } from '@/config/paths';
import { MAINTENANCE_ENDED } from './app-events';
import { acceptLanguage, i18n } from './i18n';
// The pay-password prompt and other member texts this client may show.
import './member-catalogue';
import { currentHref, navigateTo } from './navigation';
import { promptSetPayPassword } from './pay-password-prompt';
import { queryClient } from './query-client';
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

/** The file a multipart route (`multipart: true`, the uploads) sends as its one part. */
type FileOf<R extends RouteDef> = R extends { multipart: true } ? Blob : undefined;

/** The part name the upload route reads (contract `routes.upload`). */
export const FILE_PART = 'file';

/**
 * spec §9 "page-level config 60 s": an upload of up to 1 MB over a phone network can take longer
 * than the 5 s of an ordinary call, so multipart calls wait as long as a page may.
 */
const UPLOAD_TIMEOUT_MS = 60_000;

export type RequestOptions<R extends RouteDef> = Part<'query', QueryOf<R>> &
  Part<'body', BodyOf<R>> &
  Part<'params', ParamsOf<R>> &
  Part<'file', FileOf<R>> & {
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
    typeof ((value as Partial<Envelope>).msg ?? '') === 'string'
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
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'string' ? value : JSON.stringify(value));
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
  void Promise.resolve(navigateTo(paths.login.getHref({ redirect: safeRedirect(here) ?? undefined }), { replace: true })).finally(() => {
    redirectingToLogin = false;
  });
  return false;
}

/**
 * spec §8 code 506: the 'current user not activated' modal with its one button; once it closes,
 * the page that explains activation and links to what activates (product.md "Activation").
 */
function showNotActivated(): void {
  if (notActivatedOpen) return;
  notActivatedOpen = true;
  void showModal({ content: i18n.t('api.notActivated'), mode: 'complete' })
    .then(() => {
      if (currentHref().split('?')[0] === paths.lockTheWorld.path) return;
      return navigateTo(paths.lockTheWorld.getHref());
    })
    .finally(() => {
      notActivatedOpen = false;
    });
}

/**
 * What the member reads when an upload fails (spec §8 "Upload"): status 403 shows the answer's
 * data text, any other code its message, and no answer at all 'upload image failed'.
 */
function uploadMessage(error: ApiError): string {
  if (error.code === ApiError.NETWORK || error.code === ApiError.BAD_RESPONSE) return i18n.t('api.uploadFailed');
  if (error.status === 403 && typeof error.data === 'string' && error.data.trim()) return error.data;
  return error.msg;
}

/**
 * A login code of spec §8 met outside a call (the chat socket's answer to its `auth` frame): the
 * same end of the session and way to the login page as a call's, once at a time.
 */
export function handleLoginCode(msg: string): void {
  if (sendToLogin()) showToast(msg);
}

/**
 * spec §8 'maintenance notice': the operator's switch answers MAINTENANCE to every member call; one
 * full-screen notice with the message (loaded only then), never a toast per call.
 */
export function handleMaintenanceCode(msg: string): void {
  void import('@/components/ui/maintenance-notice').then((notice) =>
    notice.showMaintenanceNotice(msg, {
      request,
      t: (key) => i18n.t(key),
      onEnded: () => {
        void queryClient.invalidateQueries();
        // Screens that read outside the query cache (home, lib/public-read.ts) read again too.
        window.dispatchEvent(new Event(MAINTENANCE_ENDED));
      },
    }),
  );
}

type FailOptions = { silent?: boolean; upload?: boolean };

function fail(error: ApiError, { silent, upload }: FailOptions): never {
  if (error.code === Code.NOT_ACTIVATED) showNotActivated();
  else if (error.code === Code.MAINTENANCE) handleMaintenanceCode(error.msg);
  else if (LOGIN_CODES.includes(error.code)) {
    if (sendToLogin() && !silent) showToast(error.msg);
  } else if (error.code === Code.PAY_PASSWORD_NOT_SET) {
    // spec §6: the 'set the payment password first' prompt with its go-to-set button, not a toast.
    void promptSetPayPassword();
  } else if (error.code !== ApiError.ABORTED && !silent) showToast(upload ? uploadMessage(error) : error.msg);
  throw error;
}

/**
 * Calls one route of the contract. Resolves the envelope's `data` (validated against the route's
 * response schema) on code 200; otherwise applies the error catalogue of spec §8 and rejects
 * with an ApiError.
 */
export async function request<R extends RouteDef>(
  route: R,
  // `{}` here asks whether every option may be left out (then `options` is optional): the empty type is the point.
  // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
  ...[options]: Record<never, never> extends RequestOptions<R> ? [RequestOptions<R>?] : [RequestOptions<R>]
): Promise<DataOf<R>> {
  const opts = (options ?? {}) as Omit<RequestOptions<RouteDef>, 'file' | 'body'> & {
    query?: QueryInput;
    body?: unknown;
    params?: Record<string, string | number>;
    file?: Blob;
  };
  const upload = route.multipart === true;
  const failWith = (error: ApiError): never => fail(error, { silent: opts.silent, upload });
  const url = env.apiBase + buildPath(route.path, opts.params) + toSearch(opts.query);

  const token = session.get().token;
  const headers: Record<string, string> = {
    [Header.clientVersion]: CLIENT_VERSION,
    [Header.clientType]: String(Platform.h5),
    [Header.acceptLanguage]: acceptLanguage(),
    ...opts.headers,
  };
  if (token) headers[Header.token] = token;

  let body: string | URLSearchParams | FormData | undefined;
  if (upload) {
    // The browser writes multipart/form-data with its boundary: a content type set here would lack it.
    const form = new FormData();
    if (opts.file) form.append(FILE_PART, opts.file, opts.file instanceof File ? opts.file.name : FILE_PART);
    body = form;
  } else if (opts.body !== undefined) {
    body = opts.form ? toForm(opts.body) : JSON.stringify(opts.body);
    // Only with a body: Fastify refuses an empty body declared as application/json.
    headers['content-type'] = opts.form ? 'application/x-www-form-urlencoded;charset=UTF-8' : 'application/json';
  }

  const controller = new AbortController();
  const onCallerAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (opts.signal?.aborted) controller.abort();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    upload ? UPLOAD_TIMEOUT_MS : Limits.requestTimeoutMs,
  );

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
    return failWith(
      aborted
        ? new ApiError(ApiError.ABORTED, 'aborted', { cause })
        : new ApiError(ApiError.NETWORK, i18n.t('api.networkError'), { cause }),
    );
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }

  // The server answers every outcome, 4xx/5xx included, with an envelope: read it whatever the status.
  if (!isEnvelope(payload)) {
    return failWith(new ApiError(ApiError.BAD_RESPONSE, i18n.t('api.serverFailed'), { status }));
  }
  if (payload.code !== Code.OK) {
    const msg = (payload.msg as string | undefined)?.trim() ? payload.msg : i18n.t('api.serverFailed');
    return failWith(new ApiError(payload.code, msg, { data: payload.data, status }));
  }

  const parsed = route.response.safeParse(payload.data ?? null);
  if (!parsed.success) {
    // A contract break between this build and the server: loud in the console, calm for the member.
    console.error(`[api] ${route.method} ${route.path}: response does not match the contract`, parsed.error.issues);
    return failWith(new ApiError(ApiError.BAD_RESPONSE, i18n.t('api.serverFailed'), { status, cause: parsed.error }));
  }
  return parsed.data as DataOf<R>;
}

/** Test hook: forget a pending login redirect and an open 506 modal. */
export function resetApiClientState(): void {
  redirectingToLogin = false;
  notActivatedOpen = false;
}
