import styles from './wallet-form.module.css';

type Props<C extends string> = {
  options: readonly C[];
  value: C;
  onChange: (value: C) => void;
  label: string;
  /** `${testIdPrefix}-${currency}` on each option. */
  testIdPrefix: string;
  /** A line under each option: its available balance. */
  describe?: (option: C) => string;
};

/** The balance an operation moves: one of a few currencies, as a row of radio buttons. */
export function CurrencySwitch<C extends string>({ options, value, onChange, label, testIdPrefix, describe }: Props<C>) {
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
          {describe && <span className={styles.currencyNote}>{describe(option)}</span>}
        </button>
      ))}
    </div>
  );
}
