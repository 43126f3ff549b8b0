import type { Recipient } from '@uu/contract/wallet';
import { DefaultAvatar } from '@/components/illustrations/default-avatar';
import { fileUrl } from '@/lib/files';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import styles from './wallet-form.module.css';

/** Who a transfer goes to, as the server resolved what the member typed (product.md "Transfer"). */
export function RecipientCard({ recipient, testId = 'op-recipient-card' }: { recipient: Recipient; testId?: string }) {
  const { t } = useWalletTranslation();
  return (
    <div className={styles.recipient} data-testid={testId}>
      {recipient.avatar ? (
        <img className={styles.recipientAvatar} src={fileUrl(recipient.avatar)} alt="" />
      ) : (
        <DefaultAvatar className={styles.recipientAvatar} />
      )}
      <div className={styles.recipientIdentity}>
        <div className={styles.recipientName}>
          <span data-testid="op-recipient-nickname">{recipient.nickname}</span>
          <span className={styles.level}>{t(`levels.${recipient.level}`)}</span>
        </div>
        <div className={styles.recipientNo} data-testid="op-recipient-member-no">
          {t('wallet.transfer.memberNo', { memberNo: recipient.memberNo })}
        </div>
      </div>
    </div>
  );
}
