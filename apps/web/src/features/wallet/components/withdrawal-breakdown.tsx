import type { Cents } from '@uu/contract/money';
import { withdrawalBreakdown } from '@uu/domain/wallet-rules';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { displayMoney } from '../utils/money';
import { SummaryRow } from './pay-password-sheet';
import styles from './wallet-form.module.css';

/**
 * spec §9 "Withdrawal breakdown: 1% fee, 33% re-order, 66% into U", computed by the same rule the
 * server uses (domain withdrawalBreakdown), so the member sees the figures that will be booked.
 */
export function WithdrawalBreakdown({ cents, testId = 'op-breakdown' }: { cents: Cents; testId?: string }) {
  const { t } = useWalletTranslation();
  const { fee, toFb, toU } = withdrawalBreakdown(cents);
  return (
    <div className={styles.breakdown} data-testid={testId}>
      <SummaryRow label={t('wallet.withdraw.fee')} testId={`${testId}-fee`}>
        {displayMoney(fee)} UU
      </SummaryRow>
      <SummaryRow label={t('wallet.withdraw.toFb')} testId={`${testId}-fb`}>
        {displayMoney(toFb)} FB
      </SummaryRow>
      <SummaryRow label={t('wallet.withdraw.toU')} strong testId={`${testId}-u`}>
        {displayMoney(toU)} U
      </SummaryRow>
    </div>
  );
}
