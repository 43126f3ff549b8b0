import { useState } from 'react';
import { Popup, SpinLoading } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contactSchema, verificationCodeSchema } from '@uu/contract/fields';
import { PayPasswordInput, usePayPasswordEntry } from '@/components/ui/pay-password-entry';
import { SubmitButton } from '@/components/ui/submit-button';
import { showToast } from '@/components/ui/toast';
import { useChangeContact } from '../api/change-contact';
import { useContactCodeRequest } from '../hooks/use-contact-code-request';
import { DEFAULT_DIAL_CODE, type ContactValues } from '../utils/contact';
import { contactResolver } from '../utils/contact-resolver';
import { ContactFields } from './contact-fields';
import styles from './auth-form.module.css';

const bindFormSchema = z.object({ account: contactSchema, code: verificationCodeSchema });
type Output = z.output<typeof bindFormSchema>;
type Values = ContactValues & { code: string };
const resolver = contactResolver<Values, Output>(bindFormSchema);

/**
 * Changing the bound email or phone (issue 18, decisions.md "Step-up for risky changes"): the new
 * address and the bind code sent to it, then the payment password (the step-up) in a sheet; the
 * call goes out on the sixth digit.
 */
export function ChangeContactForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const change = useChangeContact();
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { mode: 'email', email: '', dialCode: DEFAULT_DIAL_CODE, phone: '', code: '' },
  });
  const code = useContactCodeRequest(form, 'bind');
  const [confirming, setConfirming] = useState<Output | null>(null);
  const entry = usePayPasswordEntry(async (payPassword) => {
    if (!confirming) return;
    await change.mutateAsync({ contact: confirming.account, newCode: confirming.code, payPassword });
    showToast(t('bind.done', { contact: confirming.account }), 'success');
    setConfirming(null);
    onChanged();
  });

  return (
    <form className={styles.form} onSubmit={form.handleSubmit((values) => setConfirming(values))} noValidate aria-label={t('bind.title')}>
      <p>{t('bind.subtitle')}</p>
      <ContactFields form={form} code={code} variant="bind" />
      <SubmitButton className={styles.submit} pending={false} pendingText={t('bind.processing')} data-testid="bind-submit">
        {t('bind.submit')}
      </SubmitButton>
      <Popup
        visible={confirming !== null}
        onMaskClick={entry.pending ? undefined : () => setConfirming(null)}
        afterShow={entry.focus}
        destroyOnClose
      >
        <div style={{ padding: 16 }}>
          <h3>{t('bind.confirmTitle')}</h3>
          <p data-testid="bind-stepup-note">{t('bind.confirmNote')}</p>
          <p id="bind-paypwd-label">{t('bind.enterPayPassword')}</p>
          <PayPasswordInput entry={entry} labelledBy="bind-paypwd-label" testId="bind-paypwd" />
          {entry.pending && (
            <div role="status" aria-live="polite">
              <SpinLoading style={{ '--size': '20px' }} /> {t('bind.processing')}
            </div>
          )}
        </div>
      </Popup>
    </form>
  );
}
