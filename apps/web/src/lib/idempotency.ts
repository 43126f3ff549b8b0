import { Code } from '@uu/contract/codes';
import { ApiError } from '@/lib/api-client';

/**
 * A fresh Idempotency-Key (contract IDEMPOTENCY_KEY_RE): 32 hex characters. From getRandomValues,
 * which every browser has: `crypto.randomUUID` exists only in secure contexts, and the app is also
 * opened over plain http on a LAN address (docs/decisions.md).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed call may still have moved value: no answer (network, the 5 s timeout, the
 * member left), an answer we could not read, or a server fault. A retry of the same submission
 * must then carry the same key, so the server answers the first outcome instead of moving twice.
 * Any other code is the server's verdict: nothing moved.
 */
export function mayHaveMoved(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const uncertain: readonly number[] = [ApiError.NETWORK, ApiError.ABORTED, ApiError.BAD_RESPONSE, Code.INTERNAL, Code.TOO_MANY_REQUESTS];
  return uncertain.includes(error.code);
}

/**
 * Shared by the wallet and the orders (features do not import each other).
 *
 * One key per member action (product.md: money writes are idempotent). `for(body)` answers the
 * key of the submission being made: the same key while the same body is retried after an
 * uncertain failure, a new one when the body changes (the server refuses one key with two bodies,
 * code 2011) or once the previous submission reached a verdict.
 */
export class IdempotencyKeys {
  private current: { key: string; fingerprint: string } | null = null;

  constructor(private readonly make: () => string = newIdempotencyKey) {}

  for(body: unknown): string {
    const fingerprint = JSON.stringify(body);
    if (this.current?.fingerprint !== fingerprint) this.current = { key: this.make(), fingerprint };
    return this.current.key;
  }

  /** After the call: success or a verdict frees the key; an uncertain failure keeps it for the retry. */
  settle(error?: unknown): void {
    if (error === undefined || !mayHaveMoved(error)) this.current = null;
  }
}
