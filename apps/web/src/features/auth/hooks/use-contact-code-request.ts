import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SendCodeQuery } from '@uu/contract/accounts';
import { showToast } from '@/components/ui/toast';
import { useSendCode } from '../api/send-code';
import { contactIssue, contactOf, type ContactValues } from '../utils/contact';
import { useCodeRequest } from './use-code-request';

export type ContactCodeRequest = ReturnType<typeof useContactCodeRequest>;

/**
 * The get-code action of a form with email/phone tabs (register, getBack): the active tab's
 * contact is checked first (its error under the field, and a toast), then the code is sent to it
 * and the countdown runs (useCodeRequest).
 */
export function useContactCodeRequest<Values extends ContactValues, Output>(
  // Any context and output: only the contact fields are read and marked.
  form: UseFormReturn<Values, unknown, Output>,
  purpose: SendCodeQuery['purpose'],
  initialEndsAt?: number,
) {
  const { t } = useTranslation();
  const sendCode = useSendCode();
  const { getValues, setError, clearErrors } = form as unknown as UseFormReturn<ContactValues>;
  const code = useCodeRequest(() => sendCode.mutateAsync({ account: contactOf(getValues()), purpose }), initialEndsAt);

  const request = async () => {
    const values = getValues();
    const issue = contactIssue(values);
    if (issue) {
      setError(values.mode, { type: 'validate', message: issue });
      showToast(t(issue));
      return;
    }
    clearErrors(values.mode);
    if (await code.request()) showToast(t('register.codeSent'), 'success');
  };

  return { ...code, request };
}
