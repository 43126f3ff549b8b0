import { useState } from 'react';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './quantity-stepper.module.css';

type Props = {
  /** The id of the visible label ("Quantity"): it names the group and the number field. */
  labelledBy: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  'data-testid'?: string;
};

/**
 * A whole-number quantity: minus, the number (typed or stepped), plus. Ours rather than antd-mobile's
 * Stepper, which puts the spin button's ARIA values on a wrapper div and leaves its field unnamed
 * (docs/accessibility.md): here the field is a named spinbutton and each button is named in the
 * member's language.
 */
export function QuantityStepper({ labelledBy, value, min, max, onChange, disabled = false, 'data-testid': testId }: Props) {
  const { t } = useTranslation();
  // What the member is typing, until the field is left (then the value, clamped, shows again).
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.trunc(n)));
  const commit = (text: string) => {
    const n = Number(text);
    const next = text.trim() === '' || !Number.isFinite(n) ? value : clamp(n);
    setDraft(null);
    if (next !== value) onChange(next);
  };

  return (
    <div className={styles.stepper} role="group" aria-labelledby={labelledBy} data-testid={testId}>
      <button
        type="button"
        className={styles.button}
        aria-label={t('common.decrease')}
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        <MinusOutline aria-hidden="true" />
      </button>
      <input
        className={styles.input}
        role="spinbutton"
        inputMode="numeric"
        aria-labelledby={labelledBy}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp') onChange(clamp(value + 1));
          else if (event.key === 'ArrowDown') onChange(clamp(value - 1));
          else if (event.key === 'Enter') commit(event.currentTarget.value);
          else return;
          event.preventDefault();
        }}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={t('common.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <AddOutline aria-hidden="true" />
      </button>
    </div>
  );
}
