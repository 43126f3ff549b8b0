import { useId } from 'react';
import { UserOutline } from 'antd-mobile-icons';
import type { Control, FieldPathByValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Limits } from '@uu/contract/limits';
import { TextField } from '@/components/ui/text-field';

type Props<TValues extends { nickname: string }, TOutput> = {
  // Any context: a form's context type does not matter to one of its fields.
  control: Control<TValues, unknown, TOutput>;
  hint?: string;
  /** `nickname` for the member's own; `off` for another account's. */
  autoComplete: 'nickname' | 'off';
  'data-testid': string;
};

/** The form's `nickname` field (spec §5: at most Limits.nicknameMax characters). */
export function NicknameField<TValues extends { nickname: string }, TOutput = TValues>({
  control,
  hint,
  autoComplete,
  ...rest
}: Props<TValues, TOutput>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <TextField
      control={control}
      name={'nickname' as FieldPathByValue<TValues, string>}
      id={`${id}-nickname`}
      label={t('settings.nickname')}
      icon={<UserOutline />}
      placeholder={t('settings.nicknamePlaceholder')}
      hint={hint}
      maxLength={Limits.nicknameMax}
      autoComplete={autoComplete}
      clearable
      data-testid={rest['data-testid']}
    />
  );
}
