import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserOutline } from 'antd-mobile-icons';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginFormSchema, type LoginForm as LoginValues } from '@uu/contract/accounts';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/components/ui/toast';
import { useLogin } from '../api/login';
import { PasswordField } from './password-fields';
import styles from './auth-form.module.css';

type Props = {
  /** Prefilled after registration. */
  defaultAccount?: string;
  onSuccess: () => void;
};

/** Sign in by email, phone (+country code), nickname or member number (product.md "Accounts"). */
export function LoginForm({ defaultAccount, onSuccess }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const login = useLogin();
  const { control, handleSubmit } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { account: defaultAccount ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch {
      return; // the API client already told the member why
    }
    showToast(t('login.success'), 'success');
    onSuccess();
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('login.submit')}>
      <TextField
        control={control}
        name="account"
        id={`${id}-account`}
        label={t('login.account')}
        icon={<UserOutline />}
        hint={t('login.accountHint')}
        placeholder={t('login.accountPlaceholder')}
        autoComplete="username"
        autoCapitalize="off"
        autoCorrect="off"
        enterKeyHint="next"
        clearable
        data-testid="login-account"
      />
      <PasswordField
        control={control}
        name="password"
        id={`${id}-password`}
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        data-testid="login-password"
      />
      <SubmitButton className={styles.submit} pending={login.isPending} pendingText={t('login.submitting')} data-testid="login-submit">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
