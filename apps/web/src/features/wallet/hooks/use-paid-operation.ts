import { useState } from 'react';
import { useIdempotentCall } from '@/lib/use-idempotent-call';

type Options<C, B, R> = {
  /** spec §6: false (and the set-it-first prompt shown) when the member has no payment password. */
  canPay: () => boolean;
  /** The operation's mutation (`mutateAsync`): the body and the submission's Idempotency-Key. */
  send: (variables: { body: B; key: string }) => Promise<R>;
  /** The call's body: what the member confirmed, with the SHA-256 of the payment password. */
  toBody: (confirming: C, payPassword: string) => B;
};

export type PaidOperation<C, R> = {
  /** What the payment-password sheet is confirming; null while it is closed. */
  confirming: C | null;
  /** What the server answered; the form shows it instead of itself. */
  result: R | null;
  /** After the form's own checks: opens the sheet, unless there is no payment password yet. */
  ask: (what: C) => void;
  /** The sheet closed without paying. */
  cancel: () => void;
  /** The sheet's six digits: the call, one Idempotency-Key per submission; rejects when it failed. */
  confirm: (payPassword: string) => Promise<void>;
  /** Back to the form for another operation. */
  clearResult: () => void;
};

/**
 * The paid part of a money operation (transfer, withdraw, exchange): the payment-password guard,
 * the confirmation sheet's state, the call with its Idempotency-Key, and the server's result.
 * `C` is what the member confirms, `B` the call's body, `R` its answer.
 */
export function usePaidOperation<C, B, R>({ canPay, send, toBody }: Options<C, B, R>): PaidOperation<C, R> {
  const [confirming, setConfirming] = useState<C | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const call = useIdempotentCall(send);

  return {
    confirming,
    result,
    ask: (what) => {
      if (canPay()) setConfirming(what);
    },
    cancel: () => setConfirming(null),
    confirm: async (payPassword) => {
      if (confirming === null) return;
      const done = await call(toBody(confirming, payPassword));
      setConfirming(null);
      setResult(done);
    },
    clearResult: () => setResult(null),
  };
}
