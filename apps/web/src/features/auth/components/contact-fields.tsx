import { useId, useState } from 'react';
import { Picker, Tabs } from 'antd-mobile';
import { DownFill, MailOutline, PhonebookOutline } from 'antd-mobile-icons';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { ContactCodeRequest } from '../hooks/use-contact-code-request';
import { DIAL_CODES, type ContactMode, type ContactValues } from '../utils/contact';
import { CodeField } from './code-field';
import styles from './auth-form.module.css';

/** Each screen's tab and placeholder texts, and its test ids (e2e/tests/*.spec.ts). */
const VARIANTS = {
  register: {
    texts: {
      byEmail: 'register.byEmail',
      byPhone: 'register.byPhone',
      emailPlaceholder: 'register.emailPlaceholder',
      phonePlaceholder: 'register.phonePlaceholder',
    },
    testIds: {
      tabEmail: 'register-tab-email',
      tabPhone: 'register-tab-phone',
      email: 'register-email',
      phone: 'register-phone',
      dialCode: 'register-dial-code',
      code: 'register-code',
      getCode: 'register-get-code',
    },
  },
  getBack: {
    texts: {
      byEmail: 'getBack.byEmail',
      byPhone: 'getBack.byPhone',
      emailPlaceholder: 'getBack.emailPlaceholder',
      phonePlaceholder: 'getBack.phonePlaceholder',
    },
    testIds: {
      tabEmail: 'getback-tab-email',
      tabPhone: 'getback-tab-phone',
      email: 'getback-account',
      phone: 'getback-account',
      dialCode: 'getback-dial-code',
      code: 'getback-code',
      getCode: 'getback-get-code',
    },
  },
  bind: {
    texts: {
      byEmail: 'bind.byEmail',
      byPhone: 'bind.byPhone',
      emailPlaceholder: 'bind.emailPlaceholder',
      phonePlaceholder: 'bind.phonePlaceholder',
    },
    testIds: {
      tabEmail: 'bind-tab-email',
      tabPhone: 'bind-tab-phone',
      email: 'bind-account',
      phone: 'bind-account',
      dialCode: 'bind-dial-code',
      code: 'bind-code',
      getCode: 'bind-get-code',
    },
  },
} as const;

type Props<Values extends ContactValues, Output = Values> = {
  // Any context and output: only the contact fields and `code` are rendered here.
  form: UseFormReturn<Values, unknown, Output>;
  /** The form's useContactCodeRequest. */
  code: ContactCodeRequest;
  variant: keyof typeof VARIANTS;
};

/**
 * Email or phone, as tabs, and the code sent to it (register, getBack): the email field; the
 * phone field with its dialling-code button and picker; the code field with its get-code button.
 */
export function ContactFields<Values extends ContactValues, Output>({ form, code, variant }: Props<Values, Output>) {
  const { t } = useTranslation();
  const id = useId();
  const [dialPickerOpen, setDialPickerOpen] = useState(false);
  const { texts, testIds } = VARIANTS[variant];
  // Only the contact fields are touched, whatever else the form holds.
  const { control, setValue, clearErrors, watch } = form as unknown as UseFormReturn<ContactValues & { code: string }>;
  const mode = watch('mode');
  const dialCode = watch('dialCode');

  const dialOptions = DIAL_CODES.map(({ code: dial, country }) => ({ value: dial, label: `${t(`countries.${country}`)}  ${dial}` }));

  return (
    <>
      <Tabs
        className={styles.tabs}
        activeKey={mode}
        onChange={(key) => {
          setValue('mode', key as ContactMode);
          clearErrors(['email', 'phone']);
        }}
      >
        <Tabs.Tab key="email" title={t(texts.byEmail)} data-testid={testIds.tabEmail} />
        <Tabs.Tab key="phone" title={t(texts.byPhone)} data-testid={testIds.tabPhone} />
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
          placeholder={t(texts.emailPlaceholder)}
          autoComplete="email"
          autoCapitalize="off"
          clearable
          data-testid={testIds.email}
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
              data-testid={testIds.dialCode}
            >
              {dialCode}
              <DownFill fontSize={10} />
            </button>
          }
          type="tel"
          inputMode="tel"
          placeholder={t(texts.phonePlaceholder)}
          autoComplete="tel-national"
          clearable
          data-testid={testIds.phone}
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

      <CodeField
        control={control}
        id={`${id}-code`}
        label={t('register.code')}
        placeholder={t('register.codePlaceholder')}
        code={code}
        testIds={testIds}
      />
    </>
  );
}
