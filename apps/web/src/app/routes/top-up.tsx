import { ImagePicker } from '@/features/uploads/components/image-picker';
import { TopUpForm } from '@/features/wallet/components/top-up-form';
import { TopUpHistory } from '@/features/wallet/components/top-up-history';
import { useWalletTranslation } from '@/features/wallet/hooks/use-wallet-translation';
import styles from './wallet-screen.module.css';

/** topUp (spec §2, product.md "Top up"): the form with its payment proof, and the member's top-ups. */
export default function TopUpScreen() {
  const { t } = useWalletTranslation();
  return (
    <div className={styles.screen}>
      <TopUpForm
        renderProofPicker={(onUploaded, children) => (
          // spec §5 "Images": under 1 MB, checked before anything is sent, with the size in the message.
          <ImagePicker
            label={t('wallet.topUp.pickProof')}
            className={styles.proofButton}
            onUploaded={(upload) => onUploaded(upload.url)}
            data-testid="topup-proof"
            inputTestId="topup-proof-input"
          >
            {children}
          </ImagePicker>
        )}
      />
      <TopUpHistory />
    </div>
  );
}
