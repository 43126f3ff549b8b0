import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from '@/lib/router';
import { ImagePicker } from '@/features/uploads/components/image-picker';
import { TopUpForm } from '@/features/wallet/components/top-up-form';
import { TopUpHistory } from '@/features/wallet/components/top-up-history';
import { useWalletTranslation } from '@/features/wallet/hooks/use-wallet-translation';
import styles from './wallet-screen.module.css';

/** topUp (spec §2, product.md "Top up"): the form with its payment proof, and the member's top-ups. */
export default function TopUpScreen() {
  const { t } = useWalletTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Come from an order short of UU: what was missing, and the way back to it (only to a page of this app).
  const redirect = params.get('redirect');
  const back = redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : null;
  const amount = params.get('amount');
  return (
    <div className={styles.screen}>
      {back && (
        <section className={styles.backToOrder} data-testid="topup-back-to-order">
          {amount && <p>{t('wallet.topUp.shortBy', { amount })}</p>}
          <Button size="small" shape="rounded" color="primary" fill="outline" onClick={() => void navigate(back)} data-testid="topup-back">
            {t('wallet.topUp.backToOrder')}
          </Button>
        </section>
      )}
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
