import type { InjectOptions } from 'fastify';
import { call, type TestApp } from './helpers';

export const ADMIN_PASSWORD = 'admin-pass-0123';

let counter = 0;

/**
 * A back-office account of the role, created through the service an admin's console call uses,
 * and signed in over the API: its session token for `x-admin-token`.
 */
export async function adminSession(
  t: TestApp,
  /** A built-in role or a custom role's id. */
  role: string,
  storeId: number | null = null,
): Promise<{ id: number; email: string; token: string }> {
  const email = `${role}-${++counter}@back.office`;
  const saved = await t.app.services.admins.save({
    email,
    name: `${role} ${counter}`,
    role,
    storeId,
    password: ADMIN_PASSWORD,
    disabled: false,
  });
  const res = await call(t.app, {
    method: 'POST',
    url: '/admin/auth/login',
    payload: { email, password: ADMIN_PASSWORD },
    remoteAddress: `10.9.${counter % 250}.1`,
  });
  if (res.code !== 200) throw new Error(`admin login: ${res.msg}`);
  return { id: saved.id, email, token: res.data.token as string };
}

/** A back-office call as the signed-in operator. */
export function asAdmin(t: TestApp, session: { token: string }, options: InjectOptions) {
  return call(t.app, { ...options, headers: { ...(options.headers as object), 'x-admin-token': session.token } });
}
