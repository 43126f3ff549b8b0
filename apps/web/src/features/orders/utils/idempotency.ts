import { Code } from '@uu/contract/codes';
import { ApiError } from '@/lib/api-client';

/**
 * One Idempotency-Key per submission (docs/decisions.md), the wallet's rule kept here on its own
 * (features do not import each other): 32 hex from getRandomValues (randomUUID needs a secure
 * context); the same key while the same body is retried after an outcome we could not see; a new
 * one once the server gave a verdict or the body changed.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a failed call may still have done something: no answer, an unreadable one, a server fault. */
export function mayHaveMoved(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const uncertain: readonly number[] = [ApiError.NETWORK, ApiError.ABORTED, ApiError.BAD_RESPONSE, Code.INTERNAL, Code.TOO_MANY_REQUESTS];
  return uncertain.includes(error.code);
}

export class IdempotencyKeys {
  private current: { key: string; fingerprint: string } | null = null;

  constructor(private readonly make: () => string = newIdempotencyKey) {}

  for(body: unknown): string {
    const fingerprint = JSON.stringify(body);
    if (this.current?.fingerprint !== fingerprint) this.current = { key: this.make(), fingerprint };
    return this.current.key;
  }

  /** Success or a verdict frees the key; an uncertain failure keeps it for the retry. */
  settle(error?: unknown): void {
    if (error === undefined || !mayHaveMoved(error)) this.current = null;
  }
}
