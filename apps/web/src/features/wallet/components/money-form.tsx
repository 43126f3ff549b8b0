import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import type { Wallet } from '@uu/contract/wallet';
import styles from './wallet-form.module.css';

/** What the walletOperation screen hands each paid operation's form (transfer, withdraw, exchange). */
export type PaidFormProps = {
  wallet: Wallet;
  /** spec §6: false (and the set-it-first prompt shown) when the member has no payment password. */
  canPay: () => boolean;
  /** Back to the wallet. */
  onDone: () => void;
};

type Props = {
  /** The form's accessible name: the operation. */
  label: string;
  /** The form's own checks, then the call or the payment-password sheet. */
  onSubmit: () => unknown;
  submitText: string;
  submitTestId: string;
  /** The submit button spins: a lookup or the call is under way. */
  pending?: boolean;
  /** The fields, tips and breakdowns above the submit button. */
  children: ReactNode;
  /** After the submit button: the payment-password sheet. */
  sheet?: ReactNode;
};

/**
 * A money operation's form: the wallet form layout, checks made by the form rather than the
 * browser, the fields, the submit button and, for a paid operation, its confirmation sheet.
 */
export function MoneyForm({ label, onSubmit, submitText, submitTestId, pending, children, sheet }: Props) {
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <Button
        type="submit"
        block
        color="primary"
        shape="rounded"
        size="large"
        className={styles.submit}
        loading={pending}
        data-testid={submitTestId}
      >
        {submitText}
      </Button>
      {sheet}
    </form>
  );
}
