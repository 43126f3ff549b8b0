import { useCallback } from 'react';
import { Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from '@/lib/router';
import type { Wallet } from '@uu/contract/wallet';
import { PageLoading } from '@/components/ui/page-loading';
import { paths, WALLET_OPERATION_TYPES, type WalletOperationType } from '@/config/paths';
import { ensurePayPassword } from '@/features/pay-password/use-pay-password-guard';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { ExchangeForm } from '@/features/wallet/components/exchange-form';
import { TransferForm } from '@/features/wallet/components/transfer-form';
import { WalletLoadError } from '@/features/wallet/components/wallet-load-error';
import { WithdrawForm } from '@/features/wallet/components/withdraw-form';
import { WithdrawalList } from '@/features/wallet/components/withdrawal-list';
import { useWalletTranslation } from '@/features/wallet/hooks/use-wallet-translation';
import { TRANSFER_CURRENCIES, type TransferCurrency } from '@/features/wallet/utils/rules';
import styles from './wallet-screen.module.css';

function isType(value: string | null): value is WalletOperationType {
  return (WALLET_OPERATION_TYPES as readonly (string | null)[]).includes(value);
}

/**
 * spec §6: a payment password must be set before a paid action. The wallet's own flag is the
 * freshest (the profile kept in the session may predate a password set since); without one, the
 * guard shows its 'set the payment password first' prompt.
 */
function canPay(wallet: Wallet): boolean {
  return wallet.isSetPayPassword || ensurePayPassword(null);
}

/** walletOperation?type=transfer|withdraw|exchange|withdrawals (&currency=): one screen per money operation. */
export default function WalletOperationScreen() {
  const { t } = useWalletTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wallet = useWallet();
  const requested = params.get('type');
  const type: WalletOperationType = isType(requested) ? requested : 'transfer';
  const currency = params.get('currency')?.toUpperCase() ?? '';
  // An assistant's draft fills the form in (issue 23); a plain amount only, and the member confirms.
  const asked = params.get('amount') ?? '';
  const amount = /^\d{1,9}(\.\d{1,2})?$/.test(asked) ? asked.replace(/\.0+$/, '') : '';
  const to = (params.get('to') ?? '').slice(0, 100);

  const toWallet = useCallback(() => void navigate(paths.myMoney.getHref(), { replace: true }), [navigate]);

  let body;
  if (type === 'withdrawals') body = <WithdrawalList />;
  else if (!wallet.data) {
    body = wallet.isError ? <WalletLoadError onRetry={() => void wallet.refetch()} retrying={wallet.isFetching} /> : <PageLoading />;
  } else {
    const data = wallet.data;
    const pay = () => canPay(data);
    if (type === 'transfer') {
      const initial = (TRANSFER_CURRENCIES as readonly string[]).includes(currency) ? (currency as TransferCurrency) : undefined;
      body = (
        <TransferForm
          key={`transfer-${currency}`}
          wallet={data}
          initialCurrency={initial}
          initialAmount={amount}
          initialAccount={to}
          canPay={pay}
          onDone={toWallet}
        />
      );
    } else if (type === 'withdraw') {
      body = (
        <WithdrawForm
          key={`withdraw-${currency}`}
          wallet={data}
          initialCurrency={currency === 'U' ? 'U' : 'UU'}
          initialAmount={amount}
          canPay={pay}
          onDone={toWallet}
        />
      );
    } else {
      body = <ExchangeForm wallet={data} canPay={pay} onDone={toWallet} />;
    }
  }

  return (
    <div className={styles.screen}>
      <Tabs
        className={styles.tabs}
        activeKey={type}
        onChange={(key) => void navigate(paths.walletOperation.getHref({ type: key as WalletOperationType }), { replace: true })}
      >
        {WALLET_OPERATION_TYPES.map((key) => (
          <Tabs.Tab key={key} title={<span data-testid={`op-tab-${key}`}>{t(`wallet.operations.${key}`)}</span>} />
        ))}
      </Tabs>
      {wallet.data && !wallet.data.isActive && type !== 'withdrawals' && (
        <p className={styles.notice} role="note" data-testid="op-inactive">
          {t('wallet.inactive')}
        </p>
      )}
      {body}
    </div>
  );
}
