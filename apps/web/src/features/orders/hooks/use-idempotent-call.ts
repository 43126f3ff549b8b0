import { useRef } from 'react';
import { IdempotencyKeys } from '../utils/idempotency';

/**
 * A call made with the key of its submission, the key settled by its outcome: freed on success or
 * a verdict, kept after an uncertain failure for the retry. Failures are thrown on to the caller.
 */
export function useIdempotentCall<B, R>(send: (body: B, key: string) => Promise<R>): (body: B) => Promise<R> {
  const keys = useRef<IdempotencyKeys | null>(null);
  keys.current ??= new IdempotencyKeys();
  const current = keys.current;
  return async (body) => {
    const key = current.for(body);
    try {
      const done = await send(body, key);
      current.settle();
      return done;
    } catch (error) {
      current.settle(error);
      throw error;
    }
  };
}
