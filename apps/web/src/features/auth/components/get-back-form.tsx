import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Picker, Tabs } from 'antd-mobile';
import { DownFill, LockOutline, MailOutline, MessageOutline, PhonebookOutline } from 'antd-mobile-icons';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resetPasswordFormSchema } from '@uu/contract/passwords';
import { Limits } from '@uu/contract/limits';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/components/ui/toast';
import { useResetPassword, type ResetPasswordFormOutput } from '../api/reset-password';
import { useSendCode } from '../api/send-code';
import { useCodeRequest } from '../hooks/use-code-request';
import { contactIssue, contactOf, DEFAULT_DIAL_CODE, DIAL_CODES, type ContactMode } from '../utils/contact';
import { CodeButton } from './code-button';
import styles from './auth-form.module.css';

type Values = {
  mode: ContactMode;
  email: string;
  dialCode: string;
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
};

const schemaResolver = zodResolver(resetPasswordFormSchema);

/** resetPasswordFormSchema (the contract) on the contact of the active tab, its error under that tab's field. */
const resolver: Resolver<Values, unknown, ResetPasswordFormOutput> = async (values, context, options) => {
  const result = await schemaResolver(
    { ...values, account: contactOf(values) },
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  const { account, ...errors } = result.errors as FieldErrors<Values> & { account?: FieldErrors<Values>[keyof Values] };
  const issue = contactIssue(values);
  if (issue) (errors as Record<string, unknown>)[values.mode] = { type: 'validate', message: issue };
  else if (account) (errors as Record<string, unknown>)[values.mode] = account;
  const valid = Object.keys(errors).length === 0;
  return (valid ? result : { values: {}, errors }) as Awaited<ReturnType<Resolver<Values, unknown, ResetPasswordFormOutput>>>;
};

/**
 * Password recovery (getBack, product.md "Accounts"): a reset code to the account's email or phone,
 * then the new password and its confirmation. The server ends every session of the account.
 */
export function GetBackForm({ onReset }: { onReset: (account: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const reset = useResetPassword();
  const sendCode = useSendCode();
  const [dialPickerOpen, setDialPickerOpen] = useState(false);
  const { control, handleSubmit, getValues, setValue, setError, clearErrors, watch } = useForm<Values, unknown, ResetPasswordFormOutput>({
    resolver,
    defaultValues: { mode: 'email', email: '', dialCode: DEFAULT_DIAL_CODE, phone: '', code: '', password: '', confirmPassword: '' },
  });
  const mode = watch('mode');
  const dialCode = watch('dialCode');
  const code = useCodeRequest(() => sendCode.mutateAsync({ account: contactOf(getValues()), purpose: 'reset' }));

  const requestCode = async () => {
    const issue = contactIssue(getValues());
    if (issue) {
      setError(mode, { type: 'validate', message: issue });
      showToast(t(issue));
      return;
    }
    clearErrors(mode);
    if (await code.request()) showToast(t('register.codeSent'), 'success');
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
    } catch {
      return; // the API client already told the member why
    }
    showToast(t('getBack.success'), 'success');
    onReset(values.account);
  });

  const dialOptions = DIAL_CODES.map(({ code: dial, country }) => ({ value: dial, label: `${t(`countries.${country}`)}  ${dial}` }));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('getBack.submit')}>
      <Tabs
        className={styles.tabs}
        activeKey={mode}
        onChange={(key) => {
          setValue('mode', key as ContactMode);
          clearErrors(['email', 'phone']);
        }}
      >
        <Tabs.Tab key="email" title={t('getBack.byEmail')} data-testid="getback-tab-email" />
        <Tabs.Tab key="phone" title={t('getBack.byPhone')} data-testid="getback-tab-phone" />
      </Tabs>

      {mode === 'email' ? (
        <TextField
          control={control}
          name="email"
          id={`${id}-email`}
          label={t('register.email')}
          icon={<MailOutline />}
          type="email"
          inputMode="email"
          placeholder={t('getBack.emailPlaceholder')}
          autoComplete="email"
          autoCapitalize="off"
          clearable
          data-testid="getback-account"
        />
      ) : (
        <TextField
          control={control}
          name="phone"
          id={`${id}-phone`}
          label={t('register.phone')}
          icon={<PhonebookOutline />}
          prefix={
            <button
              type="button"
              className={styles.dial}
              aria-label={`${t('register.countryCode')} ${dialCode}`}
              onClick={() => setDialPickerOpen(true)}
              data-testid="getback-dial-code"
            >
              {dialCode}
              <DownFill fontSize={10} />
            </button>
          }
          type="tel"
          inputMode="tel"
          placeholder={t('getBack.phonePlaceholder')}
          autoComplete="tel-national"
          clearable
          data-testid="getback-account"
        />
      )}
      <Picker
        columns={[dialOptions]}
        visible={dialPickerOpen}
        value={[dialCode]}
        title={t('register.chooseCountry')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onClose={() => setDialPickerOpen(false)}
        onConfirm={(value) => {
          if (value[0]) setValue('dialCode', String(value[0]));
        }}
      />

      <TextField
        control={control}
        name="code"
        id={`${id}-code`}
        label={t('register.code')}
        icon={<MessageOutline />}
        extra={<CodeButton remaining={code.remaining} pending={code.pending} onClick={() => void requestCode()} data-testid="getback-get-code" />}
        inputMode="numeric"
        transform={(typed) => typed.replace(/\D/g, '')}
        placeholder={t('register.codePlaceholder')}
        maxLength={Limits.codeLength}
        autoComplete="one-time-code"
        data-testid="getback-code"
      />
      <TextField
        control={control}
        name="password"
        id={`${id}-password`}
        label={t('password.new')}
        icon={<LockOutline />}
        kind="password"
        placeholder={t('password.newPlaceholder')}
        autoComplete="new-password"
        data-testid="getback-password"
      />
      <TextField
        control={control}
        name="confirmPassword"
        id={`${id}-confirm`}
        label={t('password.confirm')}
        icon={<LockOutline />}
        kind="password"
        placeholder={t('password.confirmPlaceholder')}
        autoComplete="new-password"
        data-testid="getback-confirm"
      />
      <SubmitButton className={styles.submit} pending={reset.isPending} pendingText={t('getBack.submitting')} data-testid="getback-submit">
        {t('getBack.submit')}
      </SubmitButton>
    </form>
  );
}
