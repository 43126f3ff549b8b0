import type { Currency, Wallet } from '@uu/contract/wallet';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { displayMoney } from '../utils/money';
import styles from './wallet-form.module.css';

type Props<C extends Currency> = {
  options: readonly C[];
  value: C;
  onChange: (value: C) => void;
  label: string;
  /** `${testIdPrefix}-${currency}` on each option. */
  testIdPrefix: string;
  /** Under each option, its available balance. */
  balances: Wallet['balances'];
};

/** The balance an operation moves: one of a few currencies, as a row of radio buttons. */
export function CurrencySwitch<C extends Currency>({ options, value, onChange, label, testIdPrefix, balances }: Props<C>) {
  const { t } = useWalletTranslation();
  return (
    <div className={styles.currencies} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === value}
          className={styles.currency}
          data-active={option === value || undefined}
          onClick={() => onChange(option)}
          data-testid={`${testIdPrefix}-${option}`}
        >
          <span className={styles.currencyCode}>{option}</span>
          <span className={styles.currencyNote}>{t('wallet.available', { amount: displayMoney(balances[option]) })}</span>
        </button>
      ))}
    </div>
  );
}
