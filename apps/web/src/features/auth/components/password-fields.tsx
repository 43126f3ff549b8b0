import { useId } from 'react';
import { LockOutline } from 'antd-mobile-icons';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';

type PasswordFieldProps<TValues extends FieldValues, TOutput> = {
  // Any context: a form's context type does not matter to one of its fields.
  control: Control<TValues, unknown, TOutput>;
  name: FieldPathByValue<TValues, string>;
  id: string;
  label: string;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  /** Payment passwords: the number pad. */
  inputMode?: 'numeric';
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
  /** The 6-digit payment password (spec §5): the number pad. */
  pay: [
    ['payPassword', 'payPassword.password', 'payPassword.passwordPlaceholder'],
    ['confirmPayPassword', 'payPassword.confirm', 'payPassword.confirmPlaceholder'],
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
        inputMode={kind === 'pay' ? 'numeric' : undefined}
        placeholder={t(placeholder)}
        autoComplete="new-password"
        data-testid={testIds[role]}
      />
    );
  });
}
