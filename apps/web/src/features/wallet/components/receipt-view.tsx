import { Link } from '@/lib/router';
import type { Receipt } from '@uu/contract/statements';
import { EmptyView } from '@/components/ui/empty-view';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, PLATFORM_TIME_ZONE } from '@/lib/dates';
import { useReceipt } from '../api/get-statement';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { displayMoney, displaySigned, toCents } from '../utils/money';
import styles from './statement.module.css';

/** Where a receipt's source opens: the order, the withdrawals, the top-ups. */
function sourceHref(ref: NonNullable<Receipt['ref']>): string {
  if (ref.type === 'order') return paths.orderDetails.getHref({ id: ref.id });
  if (ref.type === 'withdrawal') return paths.walletOperation.getHref({ type: 'withdrawals' });
  return paths.topUp.getHref();
}

/**
 * One transaction's receipt (issue 24): its number, type, status and time, the member's lines with the
 * balance after each, the fee, the other member, and links to where it came from, what it undid or what
 * undid it, and its month's statement. Printable like the statement. Another member's transaction answers
 * RECEIPT_NOT_FOUND, shown as the API words it.
 */
export function ReceiptView({ id }: { id: number }) {
  const { t } = useWalletTranslation();
  const query = useReceipt(id);
  const receipt = query.data;
  if (!receipt) {
    if (!query.isError) return <PageLoading />;
    const error = query.error;
    return (
      <div data-testid="receipt-error">
        <EmptyView text={error instanceof ApiError && error.code > 0 ? error.msg : t('wallet.statement.loadFailed')} />
      </div>
    );
  }
  const currency = receipt.lines[0]?.currency ?? 'UU';
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: PLATFORM_TIME_ZONE, year: 'numeric', month: '2-digit' }).format(
    new Date(receipt.createdAt),
  );
  return (
    <article className={styles.sheet} data-testid="receipt">
      <div className={styles.head}>
        <h2 className={styles.title}>{t('wallet.receipt.title')}</h2>
        <button type="button" className={styles.printButton} onClick={() => window.print()} data-testid="receipt-print">
          {t('wallet.receipt.print')}
        </button>
      </div>
      <dl className={styles.fields}>
        <div>
          <dt>{t('wallet.receipt.id')}</dt>
          <dd data-testid="receipt-id">{receipt.transactionId}</dd>
        </div>
        <div>
          <dt>{t('wallet.receipt.type')}</dt>
          <dd data-testid="receipt-type">{t(`wallet.logTypes.${receipt.type}`)}</dd>
        </div>
        <div>
          <dt>{t('wallet.receipt.status')}</dt>
          <dd data-testid="receipt-status" data-status={receipt.status}>
            {t(`wallet.receipt.statuses.${receipt.status}`)}
          </dd>
        </div>
        <div>
          <dt>{t('wallet.receipt.time')}</dt>
          <dd>{formatDateTime(receipt.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('wallet.receipt.amounts')}</dt>
          <dd>
            {receipt.lines.map((line, i) => (
              <div key={i} data-testid="receipt-line">
                <span className={toCents(line.amount) > 0 ? styles.income : styles.expense}>
                  {displaySigned(line.amount)} {line.currency}
                </span>{' '}
                <span className={styles.small}>
                  {t(`wallet.logTypes.${line.type}`)} · {t('wallet.log.balanceAfter', { amount: displayMoney(line.balanceAfter) })}
                </span>
              </div>
            ))}
          </dd>
        </div>
        {receipt.fee && (
          <div>
            <dt>{t('wallet.receipt.fee')}</dt>
            <dd data-testid="receipt-fee">
              {displayMoney(receipt.fee.amount)} {receipt.fee.currency}
            </dd>
          </div>
        )}
        {receipt.counterparty && (
          <div>
            <dt>{t('wallet.receipt.counterparty')}</dt>
            <dd data-testid="receipt-counterparty">{t('wallet.receipt.counterpartyValue', receipt.counterparty)}</dd>
          </div>
        )}
        {receipt.reverses !== null && (
          <div>
            <dt>{t('wallet.receipt.reverses')}</dt>
            <dd>
              <Link to={paths.receipt.getHref({ id: receipt.reverses })}>#{receipt.reverses}</Link>
            </dd>
          </div>
        )}
        {receipt.reversedBy !== null && (
          <div>
            <dt>{t('wallet.receipt.reversedBy')}</dt>
            <dd>
              <Link to={paths.receipt.getHref({ id: receipt.reversedBy })}>#{receipt.reversedBy}</Link>
            </dd>
          </div>
        )}
      </dl>
      <nav className={styles.links} aria-label={t('wallet.receipt.source')}>
        {receipt.ref && (
          <Link to={sourceHref(receipt.ref)} data-testid="receipt-source">
            {t(`wallet.receipt.sources.${receipt.ref.type}`)}
          </Link>
        )}
        <Link to={paths.statement.getHref({ currency, month })} data-testid="receipt-statement">
          {t('wallet.receipt.statement')}
        </Link>
      </nav>
    </article>
  );
}
