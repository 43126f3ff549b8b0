import { DeleteOutline } from 'antd-mobile-icons';
import type { Allowance } from '@uu/contract/chat';
import { useChatTranslation } from '../hooks/use-chat-translation';
import styles from './chat.module.css';

type Props = {
  allowance: Allowance | undefined;
  onClear: () => void;
  clearDisabled: boolean;
};

/** Remaining questions today and the chat package's days left (product.md), with the clear-history action. */
export function AllowanceBar({ allowance, onClear, clearDisabled }: Props) {
  const { t } = useChatTranslation();
  const days = allowance?.packageDaysLeft ?? 0;
  return (
    <div className={styles.allowance} data-testid="chat-allowance">
      <span className={styles.figure}>
        {t('chat.remaining')}
        <strong className={styles.figureValue} data-testid="chat-remaining" data-empty={allowance?.remaining === 0 || undefined}>
          {allowance ? allowance.remaining : '—'}
        </strong>
      </span>
      <span className={styles.figure}>
        {t('chat.packageDays')}
        <strong className={styles.figureValue} data-testid="chat-package-days" data-days={allowance ? days : undefined}>
          {allowance ? (days > 0 ? t('chat.days', { days, count: days }) : t('chat.noPackage')) : '—'}
        </strong>
      </span>
      <button type="button" className={styles.clear} onClick={onClear} disabled={clearDisabled} data-testid="chat-clear">
        <DeleteOutline aria-hidden /> {t('chat.clear')}
      </button>
    </div>
  );
}
