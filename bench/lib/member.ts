import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  // Headers, not an object spread: init.headers may be a Headers object or an array of pairs.
  const headers = new Headers(init?.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(url, { ...init, headers });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

/** Registers a member through the public API (code from the outbox) and signs in; returns the token. */
export async function signedInMember(baseUrl: string, dataDir: string): Promise<string> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  await call(`${baseUrl}/sms/sendCode?account=${encodeURIComponent(email)}&purpose=register`);
  const lines = fs.readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').split('\n').filter(Boolean);
  const code = lines
    .map((l) => JSON.parse(l) as { to: string; code: string })
    .filter((e) => e.to === email)
    .at(-1)?.code;
  if (!code) throw new Error('no code in the outbox');
  const password = digest('bench-password');
  await call(`${baseUrl}/user/register`, {
    method: 'POST',
    body: JSON.stringify({ account: email, code, password, confirmPassword: password, agreeService: true, agreePrivacy: true }),
  });
  const session = await call<{ token: string }>(`${baseUrl}/auth/doLogin`, {
    method: 'POST',
    body: JSON.stringify({ account: email, password }),
  });
  return session.token;
}
