import type { ReactNode } from 'react';
import { Input, type InputProps } from 'antd-mobile';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

type CommonProps<TValues extends FieldValues, TOutput> = {
  // Any context: a form's context type does not matter to one of its fields.
  control: Control<TValues, unknown, TOutput>;
  name: FieldPathByValue<TValues, string>;
  /** Also names the error and hint under the field (`${id}-error`, `${id}-hint`) for aria-describedby. */
  id: string;
  /** Read by screen readers and e2e tests (`getByLabel`); the placeholder is what members see. */
  label: string;
  icon?: ReactNode;
  placeholder?: string;
  hint?: string;
  /** Controls after the input: a get-code button. */
  extra?: ReactNode;
  /** Controls before the input: a dialling-code picker. */
  prefix?: ReactNode;
  'data-testid'?: string;
};

type TextProps = {
  kind?: 'text';
  /** Normalises what the member types before the form sees it, so drafts and validation get the clean value. */
  transform?: (typed: string) => string;
} & Omit<InputProps, 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'placeholder' | 'aria-invalid' | 'aria-describedby'>;

/** The length limit and the show/hide toggle come from PasswordInput, so they cannot differ between forms. */
type PasswordProps = {
  kind: 'password';
  autoComplete: 'current-password' | 'new-password';
};

type Props<TValues extends FieldValues, TOutput> = CommonProps<TValues, TOutput> & (TextProps | PasswordProps);

/** A react-hook-form text or password field in a FormField row; the form's error messages are i18n keys. */
export function TextField<TValues extends FieldValues, TOutput = TValues>(props: Props<TValues, TOutput>) {
  const { t } = useTranslation();
  const { control, name, id, label, icon, placeholder, hint, extra, prefix, 'data-testid': testId, ...input } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        const error = message ? t(message) : undefined;
        const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
        const value = field.value as string;
        let inputElement: ReactNode;
        if (input.kind === 'password') {
          inputElement = (
            <PasswordInput
              id={id}
              value={value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={placeholder}
              autoComplete={input.autoComplete}
              invalid={Boolean(error)}
              aria-describedby={describedBy}
              data-testid={testId}
            />
          );
        } else {
          const { kind: _kind, transform, ...rest } = input;
          inputElement = (
            <Input
              {...rest}
              id={id}
              value={value}
              onChange={transform ? (typed) => field.onChange(transform(typed)) : field.onChange}
              onBlur={field.onBlur}
              placeholder={placeholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              data-testid={testId}
            />
          );
        }
        return (
          <FormField label={label} htmlFor={id} icon={icon} error={error} hint={hint} extra={extra} prefix={prefix}>
            {inputElement}
          </FormField>
        );
      }}
    />
  );
}
