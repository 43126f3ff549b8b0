import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input } from 'antd-mobile';
import { LockOutline, UserOutline } from 'antd-mobile-icons';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginFormSchema, type LoginForm as LoginValues } from '@uu/contract/accounts';
import { FormField } from '@/components/ui/form-field';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { PasswordInput } from '@/components/ui/password-input';
import { showToast } from '@/components/ui/toast';
import { useLogin } from '../api/login';
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
  const { control, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { account: defaultAccount ?? '', password: '' },
  });
  const error = (name: keyof LoginValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

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
      <Controller
        control={control}
        name="account"
        render={({ field }) => (
          <FormField
            label={t('login.account')}
            htmlFor={`${id}-account`}
            icon={<UserOutline />}
            error={error('account')}
            hint={t('login.accountHint')}
          >
            <Input
              id={`${id}-account`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('login.accountPlaceholder')}
              autoComplete="username"
              autoCapitalize="off"
              autoCorrect="off"
              enterKeyHint="next"
              clearable
              aria-invalid={Boolean(formState.errors.account) || undefined}
              aria-describedby={`${id}-account-${formState.errors.account ? 'error' : 'hint'}`}
              data-testid="login-account"
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field }) => (
          <FormField label={t('login.password')} htmlFor={`${id}-password`} icon={<LockOutline />} error={error('password')}>
            <PasswordInput
              id={`${id}-password`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('login.passwordPlaceholder')}
              autoComplete="current-password"
              invalid={Boolean(formState.errors.password)}
              data-testid="login-password"
            />
          </FormField>
        )}
      />
      <Button
        className={styles.submit}
        type="submit"
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={login.isPending}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
      <LoadingOverlay visible={login.isPending} text={t('login.submitting')} />
    </form>
  );
}
