import type { ReactNode } from 'react';
import {
  BankcardOutline,
  BillOutline,
  FileOutline,
  GiftOutline,
  HistogramOutline,
  PayCircleOutline,
  SendOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import styles from './wallet-home.module.css';

type Entry = { key: string; href: string; icon: ReactNode; label: string };

/** A way to every wallet operation (spec §2: myMoney, walletOperation, topUp, bankCard) and to redeemCode and the statements (issue 24). */
export function WalletEntries() {
  const { t } = useWalletTranslation();
  const entries: Entry[] = [
    { key: 'topup', href: paths.topUp.getHref(), icon: <PayCircleOutline />, label: t('wallet.entries.topUp') },
    {
      key: 'transfer',
      href: paths.walletOperation.getHref({ type: 'transfer' }),
      icon: <SendOutline />,
      label: t('wallet.entries.transfer'),
    },
    {
      key: 'withdraw',
      href: paths.walletOperation.getHref({ type: 'withdraw' }),
      icon: <UploadOutline />,
      label: t('wallet.entries.withdraw'),
    },
    {
      key: 'exchange',
      href: paths.walletOperation.getHref({ type: 'exchange' }),
      icon: <HistogramOutline />,
      label: t('wallet.entries.exchange'),
    },
    {
      key: 'withdrawals',
      href: paths.walletOperation.getHref({ type: 'withdrawals' }),
      icon: <BillOutline />,
      label: t('wallet.entries.withdrawals'),
    },
    { key: 'bankcards', href: paths.bankCard.getHref(), icon: <BankcardOutline />, label: t('wallet.entries.bankCards') },
    // Issue 24: a gift card's or promotion's code, redeemed on its own screen.
    { key: 'redeem', href: paths.redeemCode.getHref(), icon: <GiftOutline />, label: t('wallet.entries.redeem') },
    // Issue 24: the month's statement of a balance, printable.
    { key: 'statement', href: paths.statement.getHref(), icon: <FileOutline />, label: t('wallet.entries.statement') },
  ];
  return (
    <nav className={styles.entries} aria-label={t('wallet.entries.title')}>
      {entries.map((entry) => (
        <Link key={entry.key} to={entry.href} className={styles.entry} data-testid={`wallet-entry-${entry.key}`}>
          <span className={styles.entryIcon}>{entry.icon}</span>
          <span className={styles.entryLabel}>{entry.label}</span>
        </Link>
      ))}
    </nav>
  );
}
