import { Link } from '@/lib/router';
import { addMonths } from '@uu/domain/calendar';
import { CURRENCIES, type Currency } from '@uu/contract/wallet';
import type { StatementLine } from '@uu/contract/statements';
import { EmptyView } from '@/components/ui/empty-view';
import { paths } from '@/config/paths';
import { addDays, formatDateTime, PLATFORM_TIME_ZONE, platformToday } from '@/lib/dates';
import { useStatement } from '../api/get-statement';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { displayMoney, displaySigned, toCents } from '../utils/money';
import styles from './statement.module.css';

/** How far back the month picker goes. */
export const STATEMENT_MONTHS = 24;

/** The platform's current month, YYYY-MM. */
export const currentMonth = () => platformToday().slice(0, 7);

/** The months the picker offers, newest first: this one and the 23 before it. */
export function statementMonths(latest = currentMonth()): string[] {
  return Array.from({ length: STATEMENT_MONTHS }, (_, i) => addMonths(latest, -i));
}

type Props = { currency: Currency; month: string; onChange: (next: { currency: Currency; month: string }) => void };

/**
 * A month's statement of one balance (issue 24): the balance and month pickers, the opening and closing
 * balances with the month's money in and out, and every movement, each opening its receipt. Printable: the
 * print button hands it to the browser (print or save as PDF), the pickers left off the paper.
 */
export function StatementView({ currency, month, onChange }: Props) {
  const { t } = useWalletTranslation();
  const statement = useStatement(currency, month);
  const months = statementMonths();
  const at = months.indexOf(month);
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const data = statement.data;

  return (
    <article className={styles.sheet} data-testid="statement">
      <div className={styles.controls}>
        <div role="tablist" aria-label={t('wallet.statement.balance')} className={styles.tabs}>
          {CURRENCIES.map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={c === currency}
              className={styles.tab}
              data-active={c === currency || undefined}
              onClick={() => onChange({ currency: c, month })}
              data-testid={`statement-currency-${c}`}
            >
              {c}
            </button>
          ))}
        </div>
        <div className={styles.monthRow}>
          <button
            type="button"
            className={styles.stepButton}
            disabled={at === -1 || at >= months.length - 1}
            onClick={() => onChange({ currency, month: addMonths(month, -1) })}
            aria-label={t('wallet.statement.previous')}
            data-testid="statement-previous"
          >
            ‹
          </button>
          <select
            aria-label={t('wallet.statement.month')}
            value={month}
            onChange={(event) => onChange({ currency, month: event.target.value })}
            data-testid="statement-month"
          >
            {(at === -1 ? [month, ...months] : months).map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={styles.stepButton}
            disabled={at <= 0}
            onClick={() => onChange({ currency, month: addMonths(month, 1) })}
            aria-label={t('wallet.statement.next')}
            data-testid="statement-next"
          >
            ›
          </button>
        </div>
      </div>

      <div className={styles.head}>
        <div>
          <h2 className={styles.title} data-testid="statement-title">
            {t('wallet.statement.title', { currency: t(`wallet.currencies.${currency}`) })} · {month}
          </h2>
          <p className={styles.meta}>
            {t('wallet.statement.period', { from: first, to: last, zone: data?.timeZone ?? PLATFORM_TIME_ZONE })}
          </p>
        </div>
        <button type="button" className={styles.printButton} onClick={() => window.print()} data-testid="statement-print">
          {t('wallet.statement.print')}
        </button>
      </div>

      {!data ? (
        statement.isError ? (
          <EmptyView text={t('wallet.statement.loadFailed')} />
        ) : (
          <p className={styles.meta}>{t('common.loading')}</p>
        )
      ) : (
        <>
          <dl className={styles.totals}>
            <div>
              <dt>{t('wallet.statement.opening')}</dt>
              <dd data-testid="statement-opening">
                {displayMoney(data.opening)} {currency}
              </dd>
            </div>
            <div>
              <dt>{t('wallet.statement.closing')}</dt>
              <dd data-testid="statement-closing">
                {displayMoney(data.closing)} {currency}
              </dd>
            </div>
            <div>
              <dt>{t('wallet.statement.income')}</dt>
              <dd className={styles.income} data-testid="statement-income">
                +{displayMoney(data.income)}
              </dd>
            </div>
            <div>
              <dt>{t('wallet.statement.expense')}</dt>
              <dd className={styles.expense} data-testid="statement-expense">
                {displayMoney(-toCents(data.expense))}
              </dd>
            </div>
          </dl>
          <h3 className={styles.sectionTitle}>{t('wallet.statement.movements')}</h3>
          {data.list.length === 0 ? (
            <EmptyView text={t('wallet.statement.empty')} />
          ) : (
            <ul className={styles.lines}>
              {data.list.map((line) => (
                <StatementRow key={line.id} line={line} />
              ))}
            </ul>
          )}
        </>
      )}
    </article>
  );
}

function StatementRow({ line }: { line: StatementLine }) {
  const { t } = useWalletTranslation();
  const income = toCents(line.amount) > 0;
  return (
    <li data-testid="statement-line" data-type={line.type}>
      <Link
        to={paths.receipt.getHref({ id: line.transactionId })}
        className={styles.line}
        aria-label={t('wallet.statement.open', { id: line.transactionId })}
        data-testid="statement-line-open"
      >
        <span className={styles.lineMain}>
          <span>{t(`wallet.logTypes.${line.type}`)}</span>
          {line.counterparty && (
            <span className={styles.small}>
              {t(income ? 'wallet.log.from' : 'wallet.log.to', {
                nickname: line.counterparty.nickname,
                memberNo: line.counterparty.memberNo,
              })}
            </span>
          )}
          <span className={styles.small}>
            {formatDateTime(line.createdAt)} · #{line.transactionId}
          </span>
        </span>
        <span className={styles.lineSide}>
          <span className={income ? styles.income : styles.expense} data-testid="statement-line-amount">
            {displaySigned(line.amount)}
          </span>
          <span className={styles.small}>{t('wallet.log.balanceAfter', { amount: displayMoney(line.balanceAfter) })}</span>
        </span>
      </Link>
    </li>
  );
}
