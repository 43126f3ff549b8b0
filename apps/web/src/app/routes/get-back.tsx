import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { AuthHero } from '@/components/ui/auth-hero';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { GetBackForm } from '@/features/auth/components/get-back-form';
import { useSignInAgain } from '@/features/auth/hooks/use-sign-in-again';
import { endSession, session, useSession } from '@/lib/session';
import styles from './auth-screen.module.css';

/**
 * getBack: password recovery by a code to the account's email or phone. With `?type=pay` a
 * signed-in member resets the payment password instead, by a code to their own address
 * (product.md: applyModifyPassword, then updatePayPassword with `type` 2).
 */
export default function GetBackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token } = useSession();
  const signInAgain = useSignInAgain();

  if (params.get('type') === 'pay' && token) {
    return (
      <div className={styles.screen}>
        <AuthHero title={t('getBack.payTitle')} subtitle={t('getBack.paySubtitle')} />
        <ChangePasswordForm kind="pay" codeOnly testIds="getback" onChanged={signInAgain} />
      </div>
    );
  }

  const onReset = (account: string) => {
    // The server ended every session of that account; if it is the one signed in here, so does this device.
    const { info } = session.get();
    const mine = info && (info.email === account || info.phone === account);
    flushSync(() => void navigate(paths.login.getHref(), { replace: true, state: { account } }));
    if (mine) endSession();
  };

  return (
    <div className={styles.screen}>
      <AuthHero title={t('getBack.title')} subtitle={t('getBack.subtitle')} />
      <GetBackForm onReset={onReset} />
      <div className={`${styles.links} ${styles.center}`}>
        <span>
          {t('getBack.remembered')}
          <Link to={paths.login.getHref()}>{t('register.goLogin')}</Link>
        </span>
      </div>
    </div>
  );
}
