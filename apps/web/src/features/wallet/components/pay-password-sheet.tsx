import { useEffect, type ReactNode } from 'react';
import { Popup, SpinLoading } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { PayPasswordInput, usePayPasswordEntry } from '@/components/ui/pay-password-entry';
import { paths } from '@/config/paths';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import styles from './wallet-form.module.css';

type Props = {
  visible: boolean;
  title: string;
  /** What the member is about to confirm: the recipient, the amount, the breakdown. */
  children: ReactNode;
  onClose: () => void;
  /**
   * Called with the SHA-256 of the six digits (hashed like every password, product.md). Rejects
   * when the call failed; the digits are then cleared for another try (the API client has shown why).
   */
  onConfirm: (payPassword: string) => Promise<void>;
};

/**
 * The confirmation sheet of a money operation: a summary and the 6-digit payment password
 * (spec §5, §9). The call goes out as soon as the sixth digit is typed.
 */
export function PayPasswordSheet({ visible, title, children, onClose, onConfirm }: Props) {
  const { t } = useWalletTranslation();
  const entry = usePayPasswordEntry(onConfirm);
  const { pending, input, setDigits } = entry;

  useEffect(() => {
    if (!visible) setDigits('');
  }, [visible, setDigits]);

  return (
    <Popup
      visible={visible}
      onMaskClick={pending ? undefined : onClose}
      afterShow={() => input.current?.focus()}
      destroyOnClose
      bodyClassName={styles.sheet}
    >
      <div className={styles.sheetHeader}>
        <h3 className={styles.sheetTitle}>{title}</h3>
        <button type="button" className={styles.sheetClose} onClick={onClose} disabled={pending} aria-label={t('common.cancel')}>
          <CloseOutline />
        </button>
      </div>
      <div className={styles.summary}>{children}</div>
      <p className={styles.passcodeLabel} id="wallet-paypwd-label">
        {t('wallet.payPassword.enter')}
      </p>
      <div className={styles.passcode}>
        <PayPasswordInput entry={entry} labelledBy="wallet-paypwd-label" testId="op-paypwd" />
        {pending && (
          <div className={styles.passcodePending} role="status" aria-live="polite">
            <SpinLoading style={{ '--size': '20px' }} />
            <span>{t('wallet.payPassword.processing')}</span>
          </div>
        )}
      </div>
      <Link className={styles.forgot} to={paths.getBack.getHref({ type: 'pay' })}>
        {t('wallet.payPassword.forgot')}
      </Link>
    </Popup>
  );
}

/** One row of a confirmation summary or result: a label and its value. */
export function SummaryRow({ label, children, strong, testId }: { label: string; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div className={styles.row} data-strong={strong || undefined}>
      <span className={styles.rowLabel}>{label}</span>
      <span className={styles.rowValue} data-testid={testId}>
        {children}
      </span>
    </div>
  );
}
