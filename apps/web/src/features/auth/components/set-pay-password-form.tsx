import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockOutline, MessageOutline } from 'antd-mobile-icons';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Limits } from '@uu/contract/limits';
import { setPayPasswordFormSchema, type SetPayPasswordForm as Values } from '@uu/contract/passwords';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/components/ui/toast';
import { useApplyModifyPassword } from '../api/apply-modify-password';
import { useSetPayPassword } from '../api/set-pay-password';
import { useCodeRequest } from '../hooks/use-code-request';
import { CodeButton } from './code-button';
import styles from './auth-form.module.css';

/**
 * The first payment password (spec §5: 6 digits): a code sent to the member's own email or phone
 * (applyModifyPassword, updateType 2), the password and its confirmation. The session stays.
 */
export function SetPayPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [destination, setDestination] = useState<string | null>(null);
  const apply = useApplyModifyPassword();
  const setPay = useSetPayPassword();
  const code = useCodeRequest(async () => {
    const result = await apply.mutateAsync('pay');
    setDestination(result.destination);
    return result;
  });
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(setPayPasswordFormSchema),
    defaultValues: { code: '', payPassword: '', confirmPayPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await setPay.mutateAsync(values);
    } catch {
      return; // the API client already told the member why
    }
    showToast(t('payPassword.success'), 'success');
    onDone();
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('payPassword.setTitle')}>
      <p className={styles.lead}>{t('payPassword.setHint')}</p>
      <TextField
        control={control}
        name="code"
        id={`${id}-code`}
        label={t('password.code')}
        icon={<MessageOutline />}
        hint={destination ? t('password.codeSentTo', { destination }) : undefined}
        extra={<CodeButton remaining={code.remaining} pending={code.pending} onClick={() => void code.request()} data-testid="paypwd-get-code" />}
        inputMode="numeric"
        transform={(typed) => typed.replace(/\D/g, '')}
        maxLength={Limits.codeLength}
        autoComplete="one-time-code"
        placeholder={t('password.codePlaceholder')}
        data-testid="paypwd-code"
      />
      <TextField
        control={control}
        name="payPassword"
        id={`${id}-password`}
        label={t('payPassword.password')}
        icon={<LockOutline />}
        kind="password"
        inputMode="numeric"
        autoComplete="new-password"
        placeholder={t('payPassword.passwordPlaceholder')}
        data-testid="paypwd-new"
      />
      <TextField
        control={control}
        name="confirmPayPassword"
        id={`${id}-confirm`}
        label={t('payPassword.confirm')}
        icon={<LockOutline />}
        kind="password"
        inputMode="numeric"
        autoComplete="new-password"
        placeholder={t('payPassword.confirmPlaceholder')}
        data-testid="paypwd-confirm"
      />
      <SubmitButton className={styles.submit} pending={setPay.isPending} pendingText={t('payPassword.submitting')} data-testid="paypwd-submit">
        {t('payPassword.submit')}
      </SubmitButton>
    </form>
  );
}
