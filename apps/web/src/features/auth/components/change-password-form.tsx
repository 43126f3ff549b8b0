import { useId, useState, type SyntheticEvent } from 'react';
import { Input } from 'antd-mobile';
import { LockOutline, MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { Limits } from '@uu/contract/limits';
import { checkChangePassword, type ChangePasswordCheck, type ChangePasswordForm as Values } from '@uu/contract/passwords';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { PinField } from '@/components/ui/pin-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useApplyModifyPassword, type PasswordKindName } from '../api/apply-modify-password';
import { useUpdatePassword } from '../api/update-password';
import { useCodeRequest } from '../hooks/use-code-request';
import { CodeButton } from './code-button';
import styles from './auth-form.module.css';

/** The screens' test ids (e2e): settingContent's `pwd-*`, and getBack's when it resets the payment password. */
const TEST_IDS = {
  pwd: {
    old: 'pwd-old',
    password: 'pwd-new',
    confirmPassword: 'pwd-confirm',
    getCode: 'pwd-get-code',
    submit: 'pwd-submit',
  },
  getback: {
    old: 'getback-code',
    password: 'getback-password',
    confirmPassword: 'getback-confirm',
    getCode: 'getback-get-code',
    submit: 'getback-submit',
  },
} as const;

type VerifyByName = 'oldPassword' | 'code';

type Props = {
  /** Which password changes: the login password or the 6-digit payment password. */
  kind: PasswordKindName;
  /** Only by a code (getBack?type=pay): no old-password way and no switch between the two. */
  codeOnly?: boolean;
  /** The forgot-password link (spec §2); absent on getBack itself. */
  forgotHref?: string;
  testIds?: keyof typeof TEST_IDS;
  /** Called once the server changed the password (and so ended every session of the account). */
  onChanged: () => void;
};

const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

/**
 * The change-password screens of spec §2: old, new and confirmation, each at most 22 characters; a
 * confirm button; a forgot-password link; and the action that asks the server for a code, which
 * then replaces the old password (product.md: `type` 2). Checked in the order of spec §5 "Change
 * password", one message at a time (the contract's checkChangePassword).
 */
export function ChangePasswordForm({ kind, codeOnly = false, forgotHref, testIds = 'pwd', onChanged }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const ids = TEST_IDS[testIds];
  const pay = kind === 'pay';
  const [verifyBy, setVerifyBy] = useState<VerifyByName>(codeOnly ? 'code' : 'oldPassword');
  const [values, setValues] = useState<Values>({ old: '', password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<ChangePasswordCheck>(null);
  const [destination, setDestination] = useState<string | null>(null);
  const apply = useApplyModifyPassword();
  const update = useUpdatePassword();
  const code = useCodeRequest(async () => {
    const result = await apply.mutateAsync(kind);
    setDestination(result.destination);
    return result;
  });

  const set = (field: keyof Values, typed: string) => {
    // Payment passwords and codes are digits: the number pad, and nothing else kept.
    const numeric = pay || (field === 'old' && verifyBy === 'code');
    const value = numeric ? digitsOnly(typed) : typed;
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const switchTo = (next: VerifyByName) => {
    setVerifyBy(next);
    setValues((current) => ({ ...current, old: '' }));
    setProblem(null);
    // spec §2: the action "applies for a password reset by asking the server to start a reset request".
    if (next === 'code' && code.remaining === 0) void code.request();
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const check = checkChangePassword(values, { kind, verifyBy });
    setProblem(check);
    if (check) return;
    try {
      await update.mutateAsync({ kind, verifyBy, old: values.old, password: values.password });
    } catch (error) {
      // spec §8 "Failed password update": logged, the overlay hidden, no message of this screen's
      // own (the API client has shown the server's, as for any other code).
      console.error('[password] update failed', error);
      return;
    }
    onChanged();
  };

  const error = (field: keyof Values) => (problem?.field === field ? t(problem.message) : undefined);
  const describedBy = (field: keyof Values) => (problem?.field === field ? `${id}-${field}-error` : undefined);
  const title = t(pay ? 'password.payTitle' : 'password.loginTitle');

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      {verifyBy === 'code' ? (
        <FormField
          label={t('password.code')}
          htmlFor={`${id}-old`}
          icon={<MessageOutline />}
          error={error('old')}
          hint={destination ? t('password.codeSentTo', { destination }) : undefined}
          extra={
            <CodeButton remaining={code.remaining} pending={code.pending} onClick={() => void code.request()} data-testid={ids.getCode} />
          }
        >
          <Input
            id={`${id}-old`}
            value={values.old}
            onChange={(typed) => set('old', typed)}
            inputMode="numeric"
            maxLength={Limits.codeLength}
            autoComplete="one-time-code"
            placeholder={t('password.codePlaceholder')}
            aria-invalid={error('old') ? true : undefined}
            aria-describedby={describedBy('old') ?? (destination ? `${id}-old-hint` : undefined)}
            data-testid={ids.old}
          />
        </FormField>
      ) : pay ? (
        <PinField
          id={`${id}-old`}
          label={t('password.oldPay')}
          value={values.old}
          onChange={(typed) => set('old', typed)}
          error={error('old')}
          data-testid={ids.old}
        />
      ) : (
        <FormField label={t('password.old')} htmlFor={`${id}-old`} icon={<LockOutline />} error={error('old')}>
          <PasswordInput
            id={`${id}-old`}
            value={values.old}
            onChange={(typed) => set('old', typed)}
            placeholder={t('password.oldPlaceholder')}
            autoComplete="current-password"
            invalid={Boolean(error('old'))}
            aria-describedby={describedBy('old')}
            data-testid={ids.old}
          />
        </FormField>
      )}
      {pay ? (
        <>
          <PinField
            id={`${id}-password`}
            label={t('password.newPay')}
            value={values.password}
            onChange={(typed) => set('password', typed)}
            error={error('password')}
            hint={t('password.newPayPlaceholder')}
            data-testid={ids.password}
          />
          <PinField
            id={`${id}-confirmPassword`}
            label={t('password.confirm')}
            value={values.confirmPassword}
            onChange={(typed) => set('confirmPassword', typed)}
            error={error('confirmPassword')}
            data-testid={ids.confirmPassword}
          />
        </>
      ) : (
        <>
          <FormField label={t('password.new')} htmlFor={`${id}-password`} icon={<LockOutline />} error={error('password')}>
            <PasswordInput
              id={`${id}-password`}
              value={values.password}
              onChange={(typed) => set('password', typed)}
              placeholder={t('password.newPlaceholder')}
              autoComplete="new-password"
              invalid={Boolean(error('password'))}
              aria-describedby={describedBy('password')}
              data-testid={ids.password}
            />
          </FormField>
          <FormField
            label={t('password.confirm')}
            htmlFor={`${id}-confirmPassword`}
            icon={<LockOutline />}
            error={error('confirmPassword')}
          >
            <PasswordInput
              id={`${id}-confirmPassword`}
              value={values.confirmPassword}
              onChange={(typed) => set('confirmPassword', typed)}
              placeholder={t('password.confirmPlaceholder')}
              autoComplete="new-password"
              invalid={Boolean(error('confirmPassword'))}
              aria-describedby={describedBy('confirmPassword')}
              data-testid={ids.confirmPassword}
            />
          </FormField>
        </>
      )}

      {(!codeOnly || forgotHref) && (
        <div className={styles.formLinks}>
          {!codeOnly &&
            (verifyBy === 'oldPassword' ? (
              <button type="button" className={styles.textButton} onClick={() => switchTo('code')} data-testid="pwd-use-code">
                {t('password.useCode')}
              </button>
            ) : (
              <button type="button" className={styles.textButton} onClick={() => switchTo('oldPassword')} data-testid="pwd-use-old">
                {t(pay ? 'password.useOldPay' : 'password.useOld')}
              </button>
            ))}
          {forgotHref && (
            <Link to={forgotHref} data-testid="pwd-forgot">
              {t('password.forgot')}
            </Link>
          )}
        </div>
      )}

      <SubmitButton className={styles.submit} pending={update.isPending} pendingText={t('password.submitting')} data-testid={ids.submit}>
        {t('password.submit')}
      </SubmitButton>
    </form>
  );
}
