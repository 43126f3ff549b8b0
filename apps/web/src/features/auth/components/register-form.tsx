import { useId } from 'react';
import { Checkbox } from 'antd-mobile';
import { UserAddOutline } from 'antd-mobile-icons';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { AgreementId, registerFormSchema } from '@uu/contract/accounts';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';
import { useRegister, type RegisterFormOutput } from '../api/register';
import { useContactCodeRequest } from '../hooks/use-contact-code-request';
import { useFormDraft, useKeepDraft } from '../hooks/use-form-draft';
import { DEFAULT_DIAL_CODE, type ContactValues } from '../utils/contact';
import { contactResolver } from '../utils/contact-resolver';
import { ContactFields } from './contact-fields';
import { NewPasswordFields } from './password-fields';
import styles from './auth-form.module.css';

/** What the member types; `account` for the schema is composed from the active tab's field. */
type Values = ContactValues & {
  code: string;
  password: string;
  confirmPassword: string;
  invitationCode: string;
  agreeService: boolean;
  agreePrivacy: boolean;
};

type Draft = { values: Values; codeEndsAt: number };

/**
 * registerFormSchema (the contract) validates the form; the contact error is shown under the
 * email or phone field, whichever tab is active, and names what that tab expects.
 */
const resolver = contactResolver<Values, RegisterFormOutput>(registerFormSchema);

type Props = {
  /** Separate drafts for the register and invitation pages. */
  draftKey: string;
  invitationCode?: string;
  /** The invitation link's code is shown read-only (h5Register). */
  invitationLocked?: boolean;
  /** `signedIn`: the new member was signed in at once (false: the sign-in page takes over). */
  onRegistered: (account: string, signedIn: boolean) => void;
};

/** Registration (spec §5, product.md "Accounts"): email or phone, code, password twice, invitation, agreements. */
export function RegisterForm({ draftKey, invitationCode = '', invitationLocked = false, onRegistered }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const register = useRegister();
  const signIn = useLogin();

  // The draft is read on the first render and written when the screen unmounts.
  const { saved, discard } = useFormDraft(draftKey);
  const draft = saved as Draft | undefined;
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
  const { control, handleSubmit, formState } = form;
  const code = useContactCodeRequest(form, 'register', draft?.codeEndsAt);
  useKeepDraft(draftKey, (): Draft => ({ values: form.getValues(), codeEndsAt: code.endsAt }));

  const error = (name: keyof Values) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
    } catch {
      return; // the API client already told the member why
    }
    discard();
    showToast(t('register.success'), 'success');
    // A new member is signed in at once with what they just typed (issue 19 #12), not sent to type it again.
    const signedIn = await signIn.mutateAsync({ account: values.account, password: values.password }).then(
      () => true,
      () => false,
    );
    onRegistered(values.account, signedIn);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('register.submit')}>
      <ContactFields form={form} code={code} variant="register" />
      <NewPasswordFields control={control} kind="login" testIds={{ password: 'register-password', confirm: 'register-confirm-password' }} />
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
