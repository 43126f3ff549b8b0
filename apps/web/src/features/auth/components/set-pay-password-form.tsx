import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { setPayPasswordFormSchema, type SetPayPasswordForm as Values } from '@uu/contract/passwords';
import { SubmitButton } from '@/components/ui/submit-button';
import { showToast } from '@/components/ui/toast';
import { useApplyModifyPassword } from '../api/apply-modify-password';
import { useSetPayPassword } from '../api/set-pay-password';
import { useCodeRequest } from '../hooks/use-code-request';
import { CodeField } from './code-field';
import { NewPinFields } from './password-fields';
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
      <CodeField
        control={control}
        id={`${id}-code`}
        label={t('password.code')}
        placeholder={t('password.codePlaceholder')}
        hint={destination ? t('password.codeSentTo', { destination }) : undefined}
        code={code}
        testIds={{ code: 'paypwd-code', getCode: 'paypwd-get-code' }}
      />
      <NewPinFields control={control} testIds={{ password: 'paypwd-new', confirm: 'paypwd-confirm' }} />
      <SubmitButton
        className={styles.submit}
        pending={setPay.isPending}
        pendingText={t('payPassword.submitting')}
        data-testid="paypwd-submit"
      >
        {t('payPassword.submit')}
      </SubmitButton>
    </form>
  );
}
