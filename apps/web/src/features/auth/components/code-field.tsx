import { MessageOutline } from 'antd-mobile-icons';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Limits } from '@uu/contract/limits';
import { TextField } from '@/components/ui/text-field';
import { CodeButton } from './code-button';

type Props<TValues extends FieldValues, TOutput> = {
  // Any context: a form's context type does not matter to one of its fields.
  control: Control<TValues, unknown, TOutput>;
  id: string;
  label: string;
  placeholder: string;
  hint?: string;
  /** The countdown and the request of useCodeRequest (or useContactCodeRequest). */
  code: { remaining: number; pending: boolean; request: () => Promise<unknown> };
  testIds: { code: string; getCode: string };
};

/** The form's `code` field: digits only, the code's length, and the get-code button with its countdown. */
export function CodeField<TValues extends FieldValues, TOutput = TValues>({
  control,
  id,
  label,
  placeholder,
  hint,
  code,
  testIds,
}: Props<TValues, TOutput>) {
  return (
    <TextField
      control={control}
      name={'code' as FieldPathByValue<TValues, string>}
      id={id}
      label={label}
      icon={<MessageOutline />}
      hint={hint}
      extra={
        <CodeButton remaining={code.remaining} pending={code.pending} onClick={() => void code.request()} data-testid={testIds.getCode} />
      }
      inputMode="numeric"
      transform={(typed) => typed.replace(/\D/g, '')}
      placeholder={placeholder}
      maxLength={Limits.codeLength}
      autoComplete="one-time-code"
      data-testid={testIds.code}
    />
  );
}
