import { useTranslation } from 'react-i18next';
import styles from './auth-form.module.css';

type Props = {
  remaining: number;
  pending: boolean;
  onClick: () => void;
  'data-testid'?: string;
};

/** The get-code button inside a code field: 'sending…', then the countdown of spec §4, then 'get code'. */
export function CodeButton({ remaining, pending, onClick, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.codeButton}
      onClick={onClick}
      disabled={remaining > 0 || pending}
      data-testid={rest['data-testid']}
    >
      {pending ? t('register.sending') : remaining > 0 ? t('register.resend', { seconds: remaining }) : t('register.getCode')}
    </button>
  );
}
