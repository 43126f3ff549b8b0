import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { contactIssue, contactOf, type ContactValues } from './contact';

/**
 * A form resolver for a contract schema with an `account` (registerFormSchema,
 * resetPasswordFormSchema): `account` is composed from the active tab's field, and the contact
 * error is shown under the email or phone field, whichever tab is active, naming what that tab
 * expects (contactIssue).
 */
export function contactResolver<Values extends ContactValues, Output extends FieldValues>(
  schema: z.ZodType<Output, FieldValues>,
): Resolver<Values, unknown, Output> {
  const schemaResolver = zodResolver(schema);
  return async (values, context, options) => {
    const result = await schemaResolver(
      { ...values, account: contactOf(values) },
      context,
      options as unknown as Parameters<typeof schemaResolver>[2],
    );
    const { account, ...errors } = result.errors as FieldErrors<Values> & { account?: FieldError };
    const issue = contactIssue(values);
    if (issue) (errors as Record<string, unknown>)[values.mode] = { type: 'validate', message: issue };
    else if (account) (errors as Record<string, unknown>)[values.mode] = account;
    const valid = Object.keys(errors).length === 0;
    return (valid ? result : { values: {}, errors }) as Awaited<ReturnType<Resolver<Values, unknown, Output>>>;
  };
}
