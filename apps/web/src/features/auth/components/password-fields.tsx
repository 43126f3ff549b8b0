import { useId } from 'react';
import { LockOutline } from 'antd-mobile-icons';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PinField } from '@/components/ui/pin-input';
import { TextField } from '@/components/ui/text-field';

type PasswordFieldProps<TValues extends FieldValues, TOutput> = {
  // Any context: a form's context type does not matter to one of its fields.
  control: Control<TValues, unknown, TOutput>;
  name: FieldPathByValue<TValues, string>;
  id: string;
  label: string;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  'data-testid': string;
};

/** A password field: the lock icon, and PasswordInput's length limit and show/hide toggle. */
export function PasswordField<TValues extends FieldValues, TOutput = TValues>(props: PasswordFieldProps<TValues, TOutput>) {
  return <TextField {...props} icon={<LockOutline />} kind="password" />;
}

/** Each kind's two fields: the form's field name, the label and the placeholder. */
const KINDS = {
  /** A new login password (register, add account). */
  login: [
    ['password', 'register.password', 'register.passwordPlaceholder'],
    ['confirmPassword', 'register.confirmPassword', 'register.confirmPlaceholder'],
  ],
  /** A login password replacing a forgotten one (getBack). */
  reset: [
    ['password', 'password.new', 'password.newPlaceholder'],
    ['confirmPassword', 'password.confirm', 'password.confirmPlaceholder'],
  ],
} as const;

type NewPasswordFieldsProps<TValues extends FieldValues, TOutput> = {
  // Any context: a form's context type does not matter to one of its fields.
  control: Control<TValues, unknown, TOutput>;
  kind: keyof typeof KINDS;
  /** The test ids of the new password and of its confirmation (e2e/tests/*.spec.ts). */
  testIds: { password: string; confirm: string };
};

/** A new password and its confirmation, both `new-password` for password managers. */
export function NewPasswordFields<TValues extends FieldValues, TOutput = TValues>({
  control,
  kind,
  testIds,
}: NewPasswordFieldsProps<TValues, TOutput>) {
  const { t } = useTranslation();
  const id = useId();
  return KINDS[kind].map(([name, label, placeholder], index) => {
    const role = index === 0 ? 'password' : 'confirm';
    return (
      <PasswordField
        key={name}
        control={control}
        name={name as FieldPathByValue<TValues, string>}
        id={`${id}-${role}`}
        label={t(label)}
        placeholder={t(placeholder)}
        autoComplete="new-password"
        data-testid={testIds[role]}
      />
    );
  });
}

type NewPinFieldsProps<TValues extends FieldValues, TOutput> = Omit<NewPasswordFieldsProps<TValues, TOutput>, 'kind'>;

/** A new 6-digit payment password (spec §5) and its confirmation: the app's PIN field, the number pad. */
export function NewPinFields<TValues extends FieldValues, TOutput = TValues>({ control, testIds }: NewPinFieldsProps<TValues, TOutput>) {
  const { t } = useTranslation();
  const id = useId();
  const fields = [
    ['payPassword', 'payPassword.password', 'password', 'payPassword.passwordPlaceholder'],
    ['confirmPayPassword', 'payPassword.confirm', 'confirm', undefined],
  ] as const;
  return fields.map(([name, label, role, hint]) => (
    <Controller
      key={name}
      control={control}
      name={name as FieldPathByValue<TValues, string>}
      render={({ field, fieldState }) => (
        <PinField
          id={`${id}-${role}`}
          label={t(label)}
          hint={hint && t(hint)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          data-testid={testIds[role]}
        />
      )}
    />
  ));
}
