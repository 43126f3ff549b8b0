import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { AuthHero } from '@/components/ui/auth-hero';
import { paths, safeRedirect } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import type { LoginNotice } from '@/features/auth/hooks/use-sign-in-again';
import styles from './auth-screen.module.css';

/** Sign in; afterwards back to the remembered route (spec §4), or Mine. */
export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect')) ?? undefined;
  const state = location.state as { account?: string; notice?: LoginNotice } | null;
  const account = state?.account;

  return (
    <div className={styles.screen}>
      <AuthHero title={t('login.welcome')} subtitle={t('login.subtitle')} />
      {state?.notice === 'signInAgain' && (
        // spec §4: after a password change the member is sent here "with a message asking to log in again".
        <p className={styles.notice} role="status" data-testid="login-notice">
          {t('login.signInAgain')}
        </p>
      )}
      <LoginForm defaultAccount={account} onSuccess={() => navigate(redirect ?? paths.mine.getHref(), { replace: true })} />
      <div className={styles.links}>
        <span>
          {t('login.noAccount')}
          <Link to={paths.register.getHref({ redirect })} data-testid="login-register-link">
            {t('login.register')}
          </Link>
        </span>
        <Link to={paths.getBack.getHref()} data-testid="login-forgot-link">
          {t('login.forgot')}
        </Link>
      </div>
    </div>
  );
}
