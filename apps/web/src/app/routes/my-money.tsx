import { PullToRefresh } from '@/components/ui/pull-to-refresh';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { BalanceCard } from '@/features/wallet/components/balance-card';
import { MoneyLog } from '@/features/wallet/components/money-log';
import { WalletEntries } from '@/features/wallet/components/wallet-entries';
import { WalletLoadError } from '@/features/wallet/components/wallet-load-error';
import { useRefreshWallet } from '@/features/wallet/hooks/use-refresh-wallet';
import styles from './wallet-screen.module.css';

/** myMoney (spec §2): the five balances, a way to every operation, and the money log; pull to refresh. */
export default function MyMoneyScreen() {
  const wallet = useWallet();
  const refresh = useRefreshWallet();
  return (
    <PullToRefresh onRefresh={refresh}>
      <div className={styles.screen}>
        {!wallet.data && wallet.isError ? (
          <WalletLoadError onRetry={() => void wallet.refetch()} retrying={wallet.isFetching} />
        ) : (
          <BalanceCard wallet={wallet.data} />
        )}
        <WalletEntries />
        <MoneyLog />
      </div>
    </PullToRefresh>
  );
}
