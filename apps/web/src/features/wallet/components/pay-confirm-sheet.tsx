import type { ReactNode } from 'react';
import type { PaidOperation } from '../hooks/use-paid-operation';
import { PayPasswordSheet } from './pay-password-sheet';

type Props<C> = {
  operation: PaidOperation<C, unknown>;
  title: string;
  /** The summary of what is being confirmed: the recipient, the amount, the breakdown. */
  children: (confirming: C) => ReactNode;
};

/** The payment-password sheet of a paid operation (usePaidOperation): open while it confirms something. */
export function PayConfirmSheet<C>({ operation, title, children }: Props<C>) {
  const { confirming } = operation;
  return (
    <PayPasswordSheet visible={confirming !== null} title={title} onClose={operation.cancel} onConfirm={operation.confirm}>
      {confirming !== null && children(confirming)}
    </PayPasswordSheet>
  );
}
