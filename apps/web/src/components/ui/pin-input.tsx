import type { Ref } from 'react';
import { Limits } from '@uu/contract/limits';
import styles from './pin-input.module.css';

const LENGTH = Limits.payPasswordLength;

type Props = {
  value: string;
  /** Called with the digits only (anything else typed or pasted is dropped), at most six. */
  onChange: (digits: string) => void;
  /** Called once the sixth digit is typed: a pay sheet confirms then. */
  onFill?: (digits: string) => void;
  onBlur?: () => void;
  id?: string;
  /** Names the input: a visible text's id (a sheet's title), or … */
  'aria-labelledby'?: string;
  /** … a label in the member's language (a `<label htmlFor={id}>` also does). */
  'aria-label'?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** On the wrapper: `getByTestId(…).locator('input')` is the input, a click on it focuses the input. */
  'data-testid'?: string;
};

/**
 * The 6-digit payment password, the one PIN field of the app (issue 19 #12, docs/accessibility.md). One real
 * `<input>` a screen reader names and reads as a password, with the phone's number pad (`inputMode="numeric"`,
 * `pattern` for iOS) and any hardware keyboard, paste and autofill; the six boxes are drawn over it for the
 * eye only (`aria-hidden`). The input covers the boxes, so a tap anywhere on them focuses it and its focus
 * ring is drawn around them. No antd-mobile NumberKeyboard: the system's keypad reaches screen readers and
 * switch access, an on-screen one does not (docs/decisions.md).
 */
export function PinInput({ value, onChange, onFill, onBlur, invalid, ref, ...rest }: Props) {
  const digits = value.replace(/\D/g, '').slice(0, LENGTH);
  const change = (typed: string) => {
    const next = typed.replace(/\D/g, '').slice(0, LENGTH);
    onChange(next);
    if (next.length === LENGTH && next !== digits) onFill?.(next);
  };
  return (
    <div className={styles.pin} data-invalid={invalid || undefined} data-testid={rest['data-testid']}>
      <div className={styles.boxes} aria-hidden="true">
        {Array.from({ length: LENGTH }, (_, index) => (
          <span
            key={index}
            className={styles.box}
            data-filled={index < digits.length || undefined}
            data-current={index === digits.length || undefined}
          />
        ))}
      </div>
      <input
        ref={ref}
        id={rest.id}
        className={styles.input}
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={LENGTH}
        value={digits}
        onChange={(event) => change(event.target.value)}
        onBlur={onBlur}
        disabled={rest.disabled}
        autoFocus={rest.autoFocus}
        aria-label={rest['aria-label']}
        aria-labelledby={rest['aria-labelledby']}
        aria-describedby={rest['aria-describedby']}
        aria-invalid={invalid || undefined}
      />
    </div>
  );
}

type FieldProps = Omit<Props, 'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'invalid' | 'id'> & {
  id: string;
  /** Shown above the boxes (they have no placeholder) and naming the input. */
  label: string;
  /** Already translated; replaces the hint. */
  error?: string;
  hint?: string;
};

/** A form's PIN row: the label, the boxes, and the error (announced) or hint under them. */
export function PinField({ id, label, error, hint, ...input }: FieldProps) {
  const note = error ?? hint;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <PinInput {...input} id={id} invalid={Boolean(error)} aria-describedby={note ? `${id}-${error ? 'error' : 'hint'}` : undefined} />
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p className={styles.hint} id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
