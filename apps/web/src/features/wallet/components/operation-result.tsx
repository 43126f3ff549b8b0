import type { ReactNode } from 'react';
import { Button, Result } from 'antd-mobile';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import styles from './wallet-form.module.css';

type Props = {
  title: string;
  description?: string;
  status?: 'success' | 'waiting';
  /** SummaryRows: what moved and the balance now. */
  children: ReactNode;
  onDone: () => void;
  onAgain: () => void;
  /** A further way on: the withdrawal list. */
  extra?: ReactNode;
};

/** What a money operation did, after the server said so. */
export function OperationResult({ title, description, status = 'success', children, onDone, onAgain, extra }: Props) {
  const { t } = useWalletTranslation();
  return (
    <section className={styles.result} data-testid="op-result" aria-live="polite">
      <Result status={status} title={title} description={description} />
      <div className={styles.summary}>{children}</div>
      <div className={styles.resultActions}>
        <Button block color="primary" shape="rounded" size="large" className={styles.submit} onClick={onDone} data-testid="op-done">
          {t('wallet.result.done')}
        </Button>
        <Button block shape="rounded" size="large" onClick={onAgain} data-testid="op-again">
          {t('wallet.result.again')}
        </Button>
        {extra}
      </div>
    </section>
  );
}
