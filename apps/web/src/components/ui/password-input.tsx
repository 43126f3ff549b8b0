import { useState } from 'react';
import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Limits } from '@uu/contract/limits';
import styles from './password-input.module.css';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
  /** The error or hint under the field; the field row owns their ids, not this input. */
  'aria-describedby'?: string;
  'data-testid'?: string;
};

/** A login password input (spec §9: at most 22 characters) with a show/hide toggle; payment passwords use PinInput. */
export function PasswordInput({ id, value, onChange, onBlur, placeholder, autoComplete, invalid, ...rest }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.row}>
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder}
        maxLength={Limits.passwordMax}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={rest['aria-describedby']}
        className={styles.input}
        data-testid={rest['data-testid']}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={t(visible ? 'login.hidePassword' : 'login.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </div>
  );
}
