import { ENVELOPE_CODES as Code } from '@uu/contract/codes-envelope';
import { fetchRead } from './home-read-start';
import { acceptLanguage } from './i18n';
import { session } from './session';

/**
 * A GET of the API for the first route (the home page), without the full client: lib/api-client.ts
 * brings zod and every contract schema it checks answers against, which the first route's budget
 * cannot carry (architecture.md: 150 kB). Same headers (spec §7), the same 5 s timeout; an answer
 * that is not code 200 is thrown with its message, and the screen shows it (maintenance also opens
 * the client's notice). The server writes the
 * answer from the contract's schema (apps/api lib/serializer.ts), so its shape is the contract's.
 */
export class ReadError extends Error {}

export async function publicRead<T>(path: string, signal?: AbortSignal): Promise<T> {
  return readAnswer<T>(fetchRead(path, acceptLanguage(), session.get().token, signal));
}

/** The answer of a read (publicRead's, or one started before the app: lib/home-read-start.ts). */
export async function readAnswer<T>(response: Promise<Response>): Promise<T> {
  const answer = (await (await response).json()) as { code: number; msg: string; data: T };
  // The operator's maintenance switch (spec §8): the same full-screen notice as the full client's.
  if (answer.code === Code.MAINTENANCE) void import('./api-client').then((client) => client.handleMaintenanceCode(answer.msg));
  if (answer.code !== 200) throw new ReadError(answer.msg);
  return answer.data;
}
