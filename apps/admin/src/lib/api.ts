import { Code } from '@uu/contract/codes';
import type { ValidationIssue } from '@uu/contract/envelope';
import { Header } from '@uu/contract/headers';
import { buildPath, type BodyOf, type DataOf, type ParamsOf, type QueryOf, type RouteDef } from '@uu/contract/routes';
import { withFieldWords } from './field-words';
import { acceptLanguage, i18n } from './i18n';
import { endSession, readSession } from './session';

/** A call that did not answer code 200: the envelope's code and message (in the console's language). */
export class ApiError extends Error {
  static readonly NETWORK = -1;
  static readonly BAD_RESPONSE = -3;
  readonly code: number;
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(code: number, message: string, options: { status?: number; data?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status;
    this.data = options.data;
  }
}

type Scalar = string | number | boolean;
type QueryInput = Record<string, Scalar | readonly Scalar[] | null | undefined>;

export type CallOptions<R extends RouteDef> = {
  query?: QueryOf<R> | QueryInput;
  body?: BodyOf<R>;
  params?: ParamsOf<R>;
  /** Multipart routes (the admin upload): the file, sent in the part the route reads. */
  file?: { blob: Blob; name: string; field?: string };
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export function toSearch(query: QueryInput | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The headers of every back-office request: the session and the language. */
export function adminHeaders(): Record<string, string> {
  const session = readSession();
  return {
    [Header.acceptLanguage]: acceptLanguage(),
    ...(session ? { [Header.adminToken]: session.token } : {}),
  };
}

/**
 * Calls a route of the contract as the signed-in operator and answers its `data`. A session that
 * ended (8002) signs the console out; every other failure is an ApiError with the server's message.
 */
export async function callApi<R extends RouteDef>(def: R, options: CallOptions<R> = {}): Promise<DataOf<R>> {
  const url = buildPath(def.path, options.params as Record<string, string | number> | undefined) + toSearch(options.query as QueryInput);
  const headers: Record<string, string> = { ...adminHeaders(), ...options.headers };
  let body: BodyInit | undefined;
  if (options.file) {
    const form = new FormData();
    form.append(options.file.field ?? 'pics', options.file.blob, options.file.name);
    body = form;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method: def.method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(ApiError.NETWORK, i18n.t('common.networkError'));
  }
  let envelope: { code: number; msg: string; data: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new ApiError(ApiError.BAD_RESPONSE, i18n.t('common.networkError'), { status: response.status });
  }
  if (envelope.code === Code.OK) return envelope.data as DataOf<R>;
  if (envelope.code === Code.ADMIN_SESSION_INVALID) endSession();
  if (envelope.code === Code.VALIDATION) {
    // The server names a field by its path (`notes.zh-Hant`): in words here, for every form and toast of the console.
    const issues = ((envelope.data as { issues?: ValidationIssue[] } | null)?.issues ?? []).map((issue) => ({
      path: issue.path,
      message: withFieldWords(i18n.t, issue.message, issue.path),
    }));
    const msg = issues[0] ? withFieldWords(i18n.t, envelope.msg, issues[0].path) : envelope.msg;
    throw new ApiError(envelope.code, msg, { status: response.status, data: { ...(envelope.data as object), issues } });
  }
  throw new ApiError(envelope.code, envelope.msg, { status: response.status, data: envelope.data });
}

/**
 * Downloads a file a back-office GET answers (the CSV exports) with the session's headers, and
 * hands it to the browser under the server's file name.
 */
export async function downloadFile(path: string, query: QueryInput, fallbackName: string): Promise<void> {
  const response = await fetch(path + toSearch(query), { headers: adminHeaders() });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { code: number; msg: string } | null;
    if (envelope?.code === Code.ADMIN_SESSION_INVALID) endSession();
    throw new ApiError(envelope?.code ?? ApiError.BAD_RESPONSE, envelope?.msg ?? i18n.t('common.networkError'), {
      status: response.status,
    });
  }
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
