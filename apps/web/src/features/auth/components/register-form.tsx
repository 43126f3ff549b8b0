import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Picker, Tabs } from 'antd-mobile';
import { DownFill, LockOutline, MailOutline, MessageOutline, PhonebookOutline, UserAddOutline } from 'antd-mobile-icons';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AgreementId, registerFormSchema } from '@uu/contract/accounts';
import { Code } from '@uu/contract/codes';
import { Limits } from '@uu/contract/limits';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useRegister, type RegisterFormOutput } from '../api/register';
import { useSendCode } from '../api/send-code';
import { useCountdown } from '../hooks/use-countdown';
import { useFormDraft } from '../hooks/use-form-draft';
import { contactIssue, contactOf, DEFAULT_DIAL_CODE, DIAL_CODES, type ContactMode } from '../utils/contact';
import styles from './auth-form.module.css';

/** What the member types; `account` for the schema is composed from the active tab's field. */
type Values = {
  mode: ContactMode;
  email: string;
  dialCode: string;
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
  invitationCode: string;
  agreeService: boolean;
  agreePrivacy: boolean;
};

type Draft = { values: Values; codeEndsAt: number };

const schemaResolver = zodResolver(registerFormSchema);

/**
 * registerFormSchema (the contract) validates the form; the contact error is shown under the
 * email or phone field, whichever tab is active, and names what that tab expects.
 */
const resolver: Resolver<Values, unknown, RegisterFormOutput> = async (values, context, options) => {
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
  return (valid ? result : { values: {}, errors }) as Awaited<ReturnType<Resolver<Values, unknown, RegisterFormOutput>>>;
};

type Props = {
  /** Separate drafts for the register and invitation pages. */
  draftKey: string;
  invitationCode?: string;
  /** The invitation link's code is shown read-only (h5Register). */
  invitationLocked?: boolean;
  onRegistered: (account: string) => void;
};

/** Registration (spec §5, product.md "Accounts"): email or phone, code, password twice, invitation, agreements. */
export function RegisterForm({ draftKey, invitationCode = '', invitationLocked = false, onRegistered }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const register = useRegister();
  const sendCode = useSendCode();
  const [dialPickerOpen, setDialPickerOpen] = useState(false);

  // The draft is read on the first render and written when the screen unmounts (form is set by then).
  const { draft, discard } = useFormDraft<Draft>(draftKey, (): Draft => ({
    values: form.getValues(),
    codeEndsAt: countdown.endsAt,
  }));
  const countdown = useCountdown(draft?.codeEndsAt);
  const form = useForm<Values, unknown, RegisterFormOutput>({
    resolver,
    defaultValues: {
      mode: 'email',
      email: '',
      dialCode: DEFAULT_DIAL_CODE,
      phone: '',
      code: '',
      password: '',
      confirmPassword: '',
      invitationCode,
      agreeService: false,
      agreePrivacy: false,
      ...draft?.values,
      // A restored draft never overrides the code of the invitation link.
      ...(invitationLocked ? { invitationCode } : {}),
    },
  });
  const { control, handleSubmit, formState, getValues, setValue, setError, clearErrors, watch } = form;

  const mode = watch('mode');
  const dialCode = watch('dialCode');
  const error = (name: keyof Values) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const requestCode = async () => {
    const issue = contactIssue(getValues());
    if (issue) {
      setError(mode, { type: 'validate', message: issue });
      showToast(t(issue));
      return;
    }
    clearErrors(mode);
    try {
      const result = await sendCode.mutateAsync({ account: contactOf(getValues()), purpose: 'register' });
      countdown.start(result.resendAfter > 0 ? result.resendAfter : Limits.codeResendSeconds);
      showToast(t('register.codeSent'), 'success');
    } catch (cause) {
      // Too soon: the server knows how long is left; wait that long (or the full minute).
      if (cause instanceof ApiError && cause.code === Code.CODE_TOO_SOON) {
        const data = cause.data as { resendAfter?: unknown } | null | undefined;
        const seconds = typeof data?.resendAfter === 'number' && data.resendAfter > 0 ? data.resendAfter : Limits.codeResendSeconds;
        countdown.start(seconds);
      }
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
    } catch {
      return; // the API client already told the member why
    }
    discard();
    showToast(t('register.success'), 'success');
    onRegistered(values.account);
  });

  const dialOptions = DIAL_CODES.map(({ code, country }) => ({
    value: code,
    label: `${t(`countries.${country}`)}  ${code}`,
  }));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('register.submit')}>
      <Tabs
        className={styles.tabs}
        activeKey={mode}
        onChange={(key) => {
          setValue('mode', key as ContactMode);
          clearErrors(['email', 'phone']);
        }}
      >
        <Tabs.Tab key="email" title={t('register.byEmail')} data-testid="register-tab-email" />
        <Tabs.Tab key="phone" title={t('register.byPhone')} data-testid="register-tab-phone" />
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
          placeholder={t('register.emailPlaceholder')}
          autoComplete="email"
          autoCapitalize="off"
          clearable
          data-testid="register-email"
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
              data-testid="register-dial-code"
            >
              {dialCode}
              <DownFill fontSize={10} />
            </button>
          }
          type="tel"
          inputMode="tel"
          placeholder={t('register.phonePlaceholder')}
          autoComplete="tel-national"
          clearable
          data-testid="register-phone"
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
        extra={
          <button
            type="button"
            className={styles.codeButton}
            onClick={requestCode}
            disabled={countdown.remaining > 0 || sendCode.isPending}
            data-testid="register-get-code"
          >
            {sendCode.isPending
              ? t('register.sending')
              : countdown.remaining > 0
                ? t('register.resend', { seconds: countdown.remaining })
                : t('register.getCode')}
          </button>
        }
        inputMode="numeric"
        transform={(typed) => typed.replace(/\D/g, '')}
        placeholder={t('register.codePlaceholder')}
        maxLength={Limits.codeLength}
        autoComplete="one-time-code"
        data-testid="register-code"
      />

      <TextField
        control={control}
        name="password"
        id={`${id}-password`}
        label={t('register.password')}
        icon={<LockOutline />}
        kind="password"
        placeholder={t('register.passwordPlaceholder')}
        autoComplete="new-password"
        data-testid="register-password"
      />
      <TextField
        control={control}
        name="confirmPassword"
        id={`${id}-confirm`}
        label={t('register.confirmPassword')}
        icon={<LockOutline />}
        kind="password"
        placeholder={t('register.confirmPlaceholder')}
        autoComplete="new-password"
        data-testid="register-confirm-password"
      />
      <TextField
        control={control}
        name="invitationCode"
        id={`${id}-invitation`}
        label={t('register.invitationCode')}
        icon={<UserAddOutline />}
        transform={(typed) => typed.toUpperCase()}
        placeholder={t('register.invitationPlaceholder')}
        readOnly={invitationLocked}
        autoCapitalize="characters"
        autoComplete="off"
        data-testid="register-invitation"
      />

      <div className={styles.agreements}>
        {(
          [
            ['agreeService', AgreementId.service, 'register.serviceAgreement'],
            ['agreePrivacy', AgreementId.privacy, 'register.privacyPolicy'],
          ] as const
        ).map(([name, agreementId, linkText]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <div className={styles.agreeRow}>
                <Checkbox checked={field.value} onChange={field.onChange} data-testid={`register-${name}`}>
                  {t('register.agreePrefix')}
                </Checkbox>
                <Link to={paths.agreement.getHref({ id: agreementId })}>{t(linkText)}</Link>
              </div>
            )}
          />
        ))}
        {error('agreeService') && (
          <p className={styles.agreeError} role="alert">
            {error('agreeService')}
          </p>
        )}
      </div>

      <SubmitButton
        className={styles.submit}
        pending={register.isPending}
        pendingText={t('register.submitting')}
        data-testid="register-submit"
      >
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
