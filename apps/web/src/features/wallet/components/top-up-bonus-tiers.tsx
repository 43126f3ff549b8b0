import { GiftOutline } from 'antd-mobile-icons';
import { parseAmount } from '@uu/contract/money';
import type { TopUpBonusTier } from '@uu/contract/wallet';
import { topUpBonusTier } from '@uu/domain/topup-bonus';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { displayMoney } from '../utils/money';
import styles from './wallet-form.module.css';

/**
 * The operator's top-up bonus tiers (issue 24) under the amount: "top up 1,000 UU, receive 30 UU",
 * the tier the typed amount reaches marked. Nothing when there are none. The bonus counts the
 * amount credited on approval (docs/decisions.md "Top-up bonus tiers"), so it is said as a promise.
 */
export function TopUpBonusTiers({ tiers, amount }: { tiers: readonly TopUpBonusTier[]; amount: string }) {
  const { t } = useWalletTranslation();
  if (tiers.length === 0) return null;
  const inCents = tiers.map((tier) => ({ min: parseAmount(tier.min) ?? 0, bonus: parseAmount(tier.bonus) ?? 0 }));
  const typed = parseAmount(amount);
  const reached = typed === null ? null : topUpBonusTier(typed, inCents);
  return (
    <section className={styles.bonusTiers} aria-label={t('wallet.topUp.bonusTitle')} data-testid="topup-bonus-tiers">
      <h3 className={styles.sectionTitle}>
        <GiftOutline /> {t('wallet.topUp.bonusTitle')}
      </h3>
      <ul className={styles.bonusList}>
        {tiers.map((tier, i) => (
          <li
            key={tier.min}
            className={styles.bonusTier}
            data-active={reached !== null && reached.min === inCents[i]?.min ? true : undefined}
            data-testid="topup-bonus-tier"
          >
            {t('wallet.topUp.bonusTier', { min: displayMoney(tier.min), bonus: displayMoney(tier.bonus) })}
          </li>
        ))}
      </ul>
      <p className={styles.channelNote} aria-live="polite" data-testid="topup-bonus-reached">
        {reached ? t('wallet.topUp.bonusReached', { bonus: displayMoney(reached.bonus) }) : t('wallet.topUp.bonusHint')}
      </p>
    </section>
  );
}
