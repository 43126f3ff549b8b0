import { useMutation } from '@tanstack/react-query';
import type { addUserFormSchema, MyUser } from '@uu/contract/profile';
import { routes } from '@uu/contract/routes';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { sha256Hex } from '@/lib/hash';
import { queryClient } from '@/lib/query-client';
import { getMyUsersQueryOptions } from './list-my-users';

export type AddUserFormOutput = z.output<typeof addUserFormSchema>;

/** POST /user/addUser: a sibling account with its own nickname and password (both passwords hashed). */
export async function addUser(form: AddUserFormOutput): Promise<MyUser> {
  const [password, confirmPassword] = await Promise.all([sha256Hex(form.password), sha256Hex(form.confirmPassword)]);
  return request(routes.addUser, { body: { nickname: form.nickname, password, confirmPassword } });
}

export function useAddUser() {
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMyUsersQueryOptions().queryKey }),
  });
}
