import { useMutation } from '@tanstack/react-query';
import type { resetPasswordFormSchema } from '@uu/contract/passwords';
import { routes } from '@uu/contract/routes';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { sha256Hex } from '@/lib/hash';

/** The getBack form after its schema ran: the contact normalised. */
export type ResetPasswordFormOutput = z.output<typeof resetPasswordFormSchema>;

/**
 * POST /user/resetPassword (getBack): the reset code sent to the email or phone, and the new
 * password twice, hashed (product.md "Passwords"). The server ends every session of the account.
 */
export async function resetPassword(form: ResetPasswordFormOutput): Promise<void> {
  const [password, confirmPassword] = await Promise.all([sha256Hex(form.password), sha256Hex(form.confirmPassword)]);
  await request(routes.resetPassword, { body: { account: form.account, code: form.code, password, confirmPassword } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
