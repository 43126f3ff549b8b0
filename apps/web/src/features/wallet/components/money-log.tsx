import { useState } from 'react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { InfiniteScroll, Picker } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { CURRENCIES, MONEY_LOG_TYPES, type Currency, type MoneyLogEntry, type MoneyLogType } from '@uu/contract/wallet';
import { EmptyView } from '@/components/ui/empty-view';
import { useMoneyLog } from '../api/get-money-log';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { addDays, formatDateTime, platformToday } from '@/lib/dates';
import { displayMoney, displaySigned, toCents } from '../utils/money';
import styles from './wallet-home.module.css';

const ALL = 'all';
const PERIODS = ['all', 'thisMonth', 'lastMonth'] as const;
type Period = (typeof PERIODS)[number];

/** The platform days a period covers: this month so far, or the whole of last month. */
function periodDays(period: Period, today = platformToday()): { from?: string; to?: string } {
  if (period === 'all') return {};
  const first = `${today.slice(0, 8)}01`;
  if (period === 'thisMonth') return { from: first, to: today };
  const lastOfPrevious = addDays(first, -1);
  return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
}

/**
 * The money log (product.md: the member's entries by currency and type, with income and expense
 * sums): currency tabs, a type picker, 20 entries a page as the member scrolls.
 */
export function MoneyLog() {
  const { t } = useWalletTranslation();
  const [currency, setCurrency] = useState<Currency | undefined>(undefined);
  const [type, setType] = useState<MoneyLogType | undefined>(undefined);
  const [picking, setPicking] = useState(false);
  const [period, setPeriod] = useState<Period>('all');
  const log = useMoneyLog({ currency, type, ...periodDays(period) });
  const first = log.data?.pages[0];
  const entries = log.data?.pages.flatMap((page) => page.list) ?? [];
  const unit = currency ?? '';

  return (
    <section className={styles.log} aria-label={t('wallet.log.title')} data-testid="money-log">
      <div className={styles.logHead}>
        <h2 className={styles.logTitle}>{t('wallet.log.title')}</h2>
        <button type="button" className={styles.typeButton} onClick={() => setPicking(true)} data-testid="money-log-filter-type">
          {type ? t(`wallet.logTypes.${type}`) : t('wallet.log.allTypes')}
          <DownOutline fontSize={10} />
        </button>
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('wallet.log.currency')}>
        {[ALL, ...CURRENCIES].map((c) => {
          const active = (currency ?? ALL) === c;
          return (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={active}
              className={styles.tab}
              data-active={active || undefined}
              onClick={() => setCurrency(c === ALL ? undefined : (c as Currency))}
              data-testid={`money-log-filter-currency-${c}`}
            >
              {c === ALL ? t('wallet.log.all') : c}
            </button>
          );
        })}
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('wallet.log.period')}>
        {PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={period === p}
            className={styles.tab}
            data-active={period === p || undefined}
            onClick={() => setPeriod(p)}
            data-testid={`money-log-period-${p}`}
          >
            {t(`wallet.log.periods.${p}`)}
          </button>
        ))}
      </div>
      {!currency && <p className={styles.entryTime}>{t('wallet.log.sumsPerCurrency')}</p>}
      {/* Sums exist for one currency at a time: UU and KB do not add up. */}
      {currency && (
        <div className={styles.sums}>
          <div>
            <span className={styles.sumLabel}>{t('wallet.log.income')}</span>
            <span className={styles.income} data-testid="money-log-income">
              {first?.income != null ? `+${displayMoney(first.income)}` : '—'} {unit}
            </span>
          </div>
          <div>
            <span className={styles.sumLabel}>{t('wallet.log.expense')}</span>
            <span className={styles.expense} data-testid="money-log-expense">
              {first?.expense != null ? displayMoney(-Math.abs(toCents(first.expense))) : '—'} {unit}
            </span>
          </div>
        </div>
      )}

      {log.isPending ? (
        <div className={styles.loading}>{t('common.loading')}</div>
      ) : entries.length === 0 ? (
        <EmptyView />
      ) : (
        <>
          <ul className={styles.entriesList}>
            {entries.map((entry) => (
              <MoneyLogItem key={entry.id} entry={entry} />
            ))}
          </ul>
          <InfiniteScroll
            loadMore={async () => {
              await log.fetchNextPage();
            }}
            hasMore={log.hasNextPage}
          >
            {log.hasNextPage ? t('common.loading') : t('wallet.noMore')}
          </InfiniteScroll>
        </>
      )}

      <Picker
        visible={picking}
        onClose={() => setPicking(false)}
        columns={[
          [
            { label: t('wallet.log.allTypes'), value: ALL },
            ...MONEY_LOG_TYPES.map((v) => ({ label: t(`wallet.logTypes.${v}`), value: v })),
          ],
        ]}
        value={[type ?? ALL]}
        onConfirm={([value]) => setType(!value || value === ALL ? undefined : (value as MoneyLogType))}
        title={t('wallet.log.type')}
      />
    </section>
  );
}

function MoneyLogItem({ entry }: { entry: MoneyLogEntry }) {
  const { t } = useWalletTranslation();
  const income = toCents(entry.amount) > 0;
  const row = (
    <>
      <div className={styles.entryMain}>
        <span className={styles.entryType}>{t(`wallet.logTypes.${entry.type}`)}</span>
        {entry.counterparty && (
          <span className={styles.entryParty}>
            {t(income ? 'wallet.log.from' : 'wallet.log.to', {
              nickname: entry.counterparty.nickname,
              memberNo: entry.counterparty.memberNo,
            })}
          </span>
        )}
        <span className={styles.entryTime}>{formatDateTime(entry.createdAt)}</span>
      </div>
      <div className={styles.entrySide}>
        <span className={income ? styles.income : styles.expense} data-testid="money-log-amount">
          {displaySigned(entry.amount)} {entry.currency}
        </span>
        <span className={styles.entryAfter}>{t('wallet.log.balanceAfter', { amount: displayMoney(entry.balanceAfter) })}</span>
      </div>
    </>
  );
  // Every entry opens its transaction's receipt (issue 24), which links on to the order, withdrawal or top-up.
  return (
    <li data-testid="money-log-item" data-type={entry.type} data-currency={entry.currency}>
      <Link
        to={paths.receipt.getHref({ id: entry.transactionId })}
        className={styles.entryRow}
        data-testid="money-log-open"
        aria-label={t('wallet.log.open', { type: t(`wallet.logTypes.${entry.type}`) })}
      >
        {row}
      </Link>
    </li>
  );
}
