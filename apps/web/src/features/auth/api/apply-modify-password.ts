import { useMutation } from '@tanstack/react-query';
import { PasswordKind, type ApplyModifyPasswordResult } from '@uu/contract/passwords';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

export type PasswordKindName = keyof typeof PasswordKind;

/**
 * GET /personInfo/applyModifyPassword: the server sends a code to the signed-in account's own
 * email or phone (spec §2: "the action that applies for a password reset") and says where, masked.
 * Used to change a password without the old one and to set the first payment password.
 */
export function applyModifyPassword(kind: PasswordKindName): Promise<ApplyModifyPasswordResult> {
  return request(routes.applyModifyPassword, { query: { updateType: PasswordKind[kind] } });
}

export function useApplyModifyPassword() {
  return useMutation({ mutationFn: applyModifyPassword });
}
