import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@uu/contract/accounts';
import type { ChangeContactBody } from '@uu/contract/profile';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/** POST /personInfo/changeContact: the new email or phone with its bind code, and the step-up (issue 18). */
export function changeContact(body: ChangeContactBody): Promise<UserInfo> {
  return request(routes.changeContact, { body });
}

export function useChangeContact() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeContact, onSuccess: () => client.invalidateQueries() });
}
