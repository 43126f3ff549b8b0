import { useState } from 'react';
import { Button } from 'antd-mobile';
import { CheckCircleFill, UserAddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@/lib/router';
import { AuthHero } from '@/components/ui/auth-hero';
import { paths } from '@/config/paths';
import { useInviter } from '@/features/auth/api/get-inviter';
import { RegisterForm } from '@/features/auth/components/register-form';
import styles from './auth-screen.module.css';

/** The page of an invitation link (/pages/h5Register/index?code=…): the referrer's code is fixed. */
export default function H5RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim().toUpperCase();
  const [registered, setRegistered] = useState<{ account: string; signedIn: boolean } | null>(null);
  const inviter = useInviter(code);

  if (registered) {
    return (
      <div className={styles.screen}>
        <div className={styles.result} data-testid="h5-register-success">
          <CheckCircleFill fontSize={64} color="#22b35e" />
          <h2 className={styles.resultTitle}>{t('register.successTitle')}</h2>
          <p className={styles.resultText}>{t('register.successDescription', { account: registered.account })}</p>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            onClick={() =>
              registered.signedIn
                ? navigate(paths.mine.getHref(), { replace: true })
                : navigate(paths.login.getHref(), { replace: true, state: { account: registered.account } })
            }
          >
            {registered.signedIn ? t('register.getStarted') : t('register.signInNow')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <AuthHero
        title={inviter.data ? t('register.invitedBy', { name: inviter.data.nickname }) : t('register.h5Title')}
        subtitle={t('register.h5Subtitle')}
      >
        {code && (
          <span className={styles.badge}>
            <UserAddOutline />
            {t('register.invitationCode')} {code}
          </span>
        )}
      </AuthHero>
      <RegisterForm
        draftKey="h5Register"
        invitationCode={code}
        invitationLocked={Boolean(code)}
        onRegistered={(account, signedIn) => setRegistered({ account, signedIn })}
      />
    </div>
  );
}
