import { useState } from 'react';
import { IdempotencyKeys } from './idempotency';

/** The Idempotency-Key of a form's submissions, kept for as long as the form is shown. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(() => new IdempotencyKeys());
  return keys;
}

/**
 * A money call made with the key of its submission (`IdempotencyKeys.for`), the key settled by its
 * outcome: freed on success or a verdict, kept after an uncertain failure for the retry. `send` is
 * a mutation's `mutateAsync` or a fetcher taking `{ body, key }`; a failure is thrown on to the caller.
 */
export function useIdempotentCall<B, R>(send: (variables: { body: B; key: string }) => Promise<R>): (body: B) => Promise<R> {
  const keys = useIdempotencyKeys();
  return async (body) => {
    const key = keys.for(body);
    try {
      const done = await send({ body, key });
      keys.settle();
      return done;
    } catch (error) {
      keys.settle(error);
      throw error;
    }
  };
}
