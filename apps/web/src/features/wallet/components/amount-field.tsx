import { useId, type ReactNode } from 'react';
import { Input } from 'antd-mobile';
import { FormField } from '@/components/ui/form-field';
import { sanitizeAmount } from '../utils/money';
import styles from './wallet-form.module.css';

type Props = {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  /** 0: whole units only (the multiples of 100); 2: hundredths. */
  decimals: 0 | 2;
  /** The currency shown before the digits. */
  unit: string;
  /** Already translated. */
  error?: string | null;
  hint?: string;
  extra?: ReactNode;
  'data-testid'?: string;
};

/** An amount as members type it: a number pad, digits (and a point) only, at most two decimals. */
export function AmountField({ value, onChange, label, placeholder, decimals, unit, error, hint, extra, ...rest }: Props) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <FormField
      label={label}
      htmlFor={id}
      error={error ?? undefined}
      hint={hint}
      prefix={<span className={styles.unit}>{unit}</span>}
      extra={extra}
    >
      <Input
        id={id}
        className={styles.amountInput}
        value={value}
        onChange={(typed) => onChange(sanitizeAmount(typed, decimals))}
        inputMode={decimals === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-testid={rest['data-testid']}
      />
    </FormField>
  );
}
