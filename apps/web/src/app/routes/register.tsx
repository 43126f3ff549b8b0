import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { AuthHero } from '@/components/ui/auth-hero';
import { paths, safeRedirect } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import styles from './auth-screen.module.css';

/**
 * Registration; on success the member is signed in and goes where they were going (Mine by default); should the
 * sign-in fail, the sign-in page opens with the account filled in.
 */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect')) ?? undefined;

  return (
    <div className={styles.screen}>
      <AuthHero title={t('register.title')} subtitle={t('register.subtitle')} />
      <RegisterForm
        draftKey="register"
        invitationCode={params.get('code') ?? ''}
        onRegistered={(account, signedIn) =>
          signedIn
            ? navigate(redirect ?? paths.mine.getHref(), { replace: true })
            : navigate(paths.login.getHref({ redirect }), { replace: true, state: { account } })
        }
      />
      <div className={`${styles.links} ${styles.center}`}>
        <span>
          {t('register.haveAccount')}
          <Link to={paths.login.getHref({ redirect })}>{t('register.goLogin')}</Link>
        </span>
      </div>
    </div>
  );
}
