import { useMutation } from '@tanstack/react-query';
import { PasswordKind, VerifyBy } from '@uu/contract/passwords';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';
import { sha256Hex } from '@/lib/hash';

export type UpdatePasswordInput = {
  kind: keyof typeof PasswordKind;
  verifyBy: keyof typeof VerifyBy;
  /** The old password as typed, or the code from applyModifyPassword. */
  old: string;
  /** The new password as typed. */
  password: string;
};

/**
 * POST /personInfo/updatePayPassword with type, verification, updateType and password (spec §3
 * "Payload fields seen"): both passwords hashed before sending; a code goes as it is. On success
 * the server has revoked every token of the account, this device's included.
 */
export async function updatePassword(input: UpdatePasswordInput): Promise<void> {
  const [verification, password] = await Promise.all([
    input.verifyBy === 'oldPassword' ? sha256Hex(input.old) : Promise.resolve(input.old.trim()),
    sha256Hex(input.password),
  ]);
  await request(routes.updatePassword, {
    body: { type: VerifyBy[input.verifyBy], verification, updateType: PasswordKind[input.kind], password },
  });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
