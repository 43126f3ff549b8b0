import { useMutation } from '@tanstack/react-query';
import type { registerFormSchema, UserInfo } from '@uu/contract/accounts';
import { routes } from '@uu/contract/routes';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { sha256Hex } from '@/lib/hash';

/** The registration form after its schema ran: trimmed, the contact normalised. */
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

/** POST /user/register with both passwords hashed (spec §3: "Both passwords are hashed before sending"). */
export async function register(form: RegisterFormOutput): Promise<UserInfo> {
  const [password, confirmPassword] = await Promise.all([sha256Hex(form.password), sha256Hex(form.confirmPassword)]);
  return request(routes.register, {
    body: {
      account: form.account,
      code: form.code,
      password,
      confirmPassword,
      invitationCode: form.invitationCode || undefined,
      agreeService: true,
      agreePrivacy: true,
    },
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
