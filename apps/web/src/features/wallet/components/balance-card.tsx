import { Skeleton } from 'antd-mobile';
import { Link } from '@/lib/router';
import { CURRENCIES, type Wallet } from '@uu/contract/wallet';
import { paths } from '@/config/paths';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { displayMoney, toCents } from '../utils/money';
import styles from './wallet-home.module.css';

/**
 * UU from rewards and bonuses expiring within 30 days (issue 24): the total, then each last day it can be
 * spent with its amount, soonest first. Nothing when none expires.
 */
function ExpiringUu({ expiring }: { expiring: Wallet['expiringUU'] }) {
  const { t } = useWalletTranslation();
  if (toCents(expiring.total) <= 0) return null;
  return (
    <div className={styles.expiring} data-testid="wallet-expiring-uu">
      <span>{t('wallet.expiringTitle', { amount: displayMoney(expiring.total) })}</span>
      <ul className={styles.expiringDays}>
        {expiring.days.map((day) => (
          <li key={day.lastDay} data-testid="wallet-expiring-day">
            {t('wallet.expiringDay', { amount: displayMoney(day.amount), date: day.lastDay })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The five balances (product.md "Money"), UU first and largest: the mall's currency. */
export function BalanceCard({ wallet }: { wallet: Wallet | undefined }) {
  const { t } = useWalletTranslation();
  const others = CURRENCIES.filter((c) => c !== 'UU');
  return (
    <section className={styles.balances} aria-label={t('wallet.balances')}>
      <div className={styles.main}>
        <span className={styles.mainLabel}>{t('wallet.currencies.UU')}</span>
        {wallet ? (
          <span className={styles.mainAmount} data-testid="wallet-balance-UU">
            {displayMoney(wallet.balances.UU)}
          </span>
        ) : (
          <Skeleton.Title animated className={styles.skeleton} />
        )}
        {wallet && toCents(wallet.pendingWithdrawUU) > 0 && (
          <Link
            className={styles.pending}
            to={paths.walletOperation.getHref({ type: 'withdrawals' })}
            data-testid="wallet-pending-withdraw"
          >
            {t('wallet.pendingWithdraw', { amount: displayMoney(wallet.pendingWithdrawUU) })}
          </Link>
        )}
        {wallet && <ExpiringUu expiring={wallet.expiringUU} />}
      </div>
      <div className={styles.others}>
        {others.map((currency) => (
          <div key={currency} className={styles.other}>
            <span className={styles.otherAmount} data-testid={`wallet-balance-${currency}`}>
              {wallet ? displayMoney(wallet.balances[currency]) : '—'}
            </span>
            <span className={styles.otherLabel}>{t(`wallet.currencies.${currency}`)}</span>
          </div>
        ))}
      </div>
      {wallet && !wallet.isActive && (
        <Link className={styles.inactive} to={paths.lockTheWorld.getHref()} data-testid="wallet-inactive">
          {t('wallet.inactive')}
        </Link>
      )}
    </section>
  );
}
