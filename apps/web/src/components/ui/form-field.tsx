import type { ReactNode } from 'react';
import styles from './form-field.module.css';

type Props = {
  /** Read by screen readers and e2e tests (`getByLabel`); the placeholder is what members see. */
  label: string;
  htmlFor: string;
  icon?: ReactNode;
  /** Already translated. */
  error?: string;
  /** Controls after the input: a show-password eye, a get-code button. */
  extra?: ReactNode;
  /** Controls before the input: a dialling-code picker. */
  prefix?: ReactNode;
  /** A hint under the field, replaced by the error when there is one. */
  hint?: string;
  children: ReactNode;
};

/** One rounded input row of a mobile form, with its error under it. */
export function FormField({ label, htmlFor, icon, error, extra, prefix, hint, children }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor} className="uu-visually-hidden">
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        {prefix}
        <div className={styles.input}>{children}</div>
        {extra}
      </div>
      {error ? (
        <p className={styles.error} id={`${htmlFor}-error`} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p className={styles.hint} id={`${htmlFor}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
