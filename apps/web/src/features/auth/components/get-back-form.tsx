import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resetPasswordFormSchema } from '@uu/contract/passwords';
import { SubmitButton } from '@/components/ui/submit-button';
import { showToast } from '@/components/ui/toast';
import { useResetPassword, type ResetPasswordFormOutput } from '../api/reset-password';
import { useContactCodeRequest } from '../hooks/use-contact-code-request';
import { DEFAULT_DIAL_CODE, type ContactValues } from '../utils/contact';
import { contactResolver } from '../utils/contact-resolver';
import { ContactFields } from './contact-fields';
import { NewPasswordFields } from './password-fields';
import styles from './auth-form.module.css';

type Values = ContactValues & { code: string; password: string; confirmPassword: string };

/** resetPasswordFormSchema (the contract) on the contact of the active tab, its error under that tab's field. */
const resolver = contactResolver<Values, ResetPasswordFormOutput>(resetPasswordFormSchema);

/**
 * Password recovery (getBack, product.md "Accounts"): a reset code to the account's email or phone,
 * then the new password and its confirmation. The server ends every session of the account.
 */
export function GetBackForm({ onReset }: { onReset: (account: string) => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useForm<Values, unknown, ResetPasswordFormOutput>({
    resolver,
    defaultValues: { mode: 'email', email: '', dialCode: DEFAULT_DIAL_CODE, phone: '', code: '', password: '', confirmPassword: '' },
  });
  const code = useContactCodeRequest(form, 'reset');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
    } catch {
      return; // the API client already told the member why
    }
    showToast(t('getBack.success'), 'success');
    onReset(values.account);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('getBack.submit')}>
      <ContactFields form={form} code={code} variant="getBack" />
      <NewPasswordFields control={form.control} kind="reset" testIds={{ password: 'getback-password', confirm: 'getback-confirm' }} />
      <SubmitButton className={styles.submit} pending={reset.isPending} pendingText={t('getBack.submitting')} data-testid="getback-submit">
        {t('getBack.submit')}
      </SubmitButton>
    </form>
  );
}
