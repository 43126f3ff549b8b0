import { useRef } from 'react';
import { IdempotencyKeys } from '../utils/idempotency';

/** The Idempotency-Key of a form's submissions, kept for as long as the form is shown. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const keys = useRef<IdempotencyKeys | null>(null);
  keys.current ??= new IdempotencyKeys();
  return keys.current;
}
