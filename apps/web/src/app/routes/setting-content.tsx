import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@/lib/router';
import { EmptyView } from '@/components/ui/empty-view';
import { paths, SETTING_CONTENT_TYPES, type SettingContentType } from '@/config/paths';
import { useUserInfo } from '@/features/auth/api/get-user-info';
import { ChangeContactForm } from '@/features/auth/components/change-contact-form';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { SetPayPasswordForm } from '@/features/auth/components/set-pay-password-form';
import { useSignInAgain } from '@/features/auth/hooks/use-sign-in-again';
import styles from './setting-content.module.css';

function isType(value: string | null): value is SettingContentType {
  return (SETTING_CONTENT_TYPES as readonly (string | null)[]).includes(value);
}

/**
 * settingContent?type=login|pay|setPay: the change-password screens of spec §2 and the first
 * payment password. A change ends every session of the account, so the member signs in again.
 */
export default function SettingContentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: info } = useUserInfo();
  const signInAgain = useSignInAgain();
  const requested = params.get('type');
  if (!isType(requested)) return <EmptyView />;

  // Nothing to change yet: the payment-password screen sets the first one instead.
  const type: SettingContentType = requested === 'pay' && info && !info.isSetPayPassword ? 'setPay' : requested;

  const back = () => {
    // Opened directly (a deep link or the pay-password prompt after a reload): settings is where it lives.
    const first = ((window.history.state as { idx?: number } | null)?.idx ?? 0) === 0;
    if (first) void navigate(paths.settingUp.getHref(), { replace: true });
    else void navigate(-1);
  };

  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>
        {t(
          type === 'login'
            ? 'password.loginTitle'
            : type === 'pay'
              ? 'password.payTitle'
              : type === 'contact'
                ? 'bind.title'
                : 'payPassword.setTitle',
        )}
      </h2>
      {type === 'contact' ? (
        <ChangeContactForm onChanged={back} />
      ) : type === 'setPay' ? (
        <SetPayPasswordForm onDone={back} />
      ) : (
        <ChangePasswordForm
          // A new form when the type changes, so nothing typed for one password is sent for the other.
          key={type}
          kind={type}
          forgotHref={paths.getBack.getHref(type === 'pay' ? { type: 'pay' } : undefined)}
          onChanged={signInAgain}
        />
      )}
    </div>
  );
}
