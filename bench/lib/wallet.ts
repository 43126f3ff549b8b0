import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
export const BENCH_OPERATOR_KEY = 'bench-operator-key-0123456789abcdef';
const PAY = '135790';
/** A real 1×1 PNG: the payment proof of the top-ups that fund the senders. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  // JSON bodies say so; FormData sets its own boundary; no body, no content type (Fastify refuses an empty JSON body).
  // Headers, not an object spread: init.headers may be a Headers object or an array of pairs.
  const headers = new Headers(init.headers);
  if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(url, { ...init, headers });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

function lastCode(dataDir: string, to: string): string {
  const lines = fs.readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').split('\n').filter(Boolean);
  const code = lines
    .map((l) => JSON.parse(l) as { to: string; code: string })
    .filter((e) => e.to === to)
    .at(-1)?.code;
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

type Funded = { token: string; memberNo: string };

/**
 * A member who can pay, made through the public API as a real one would be: registered, payment
 * password set with a code, activated and funded by an approved top-up (operator calls).
 */
async function fundedMember(base: string, dataDir: string, uu: string): Promise<Funded> {
  const email = `bench-${randomBytes(5).toString('hex')}@example.com`;
  await call(`${base}/sms/sendCode?account=${encodeURIComponent(email)}&purpose=register`);
  const password = digest('bench-password');
  const user = await call<{ id: number; memberNo: string }>(`${base}/user/register`, {
    method: 'POST',
    body: JSON.stringify({
      account: email,
      code: lastCode(dataDir, email),
      password,
      confirmPassword: password,
      agreeService: true,
      agreePrivacy: true,
    }),
  });
  const { token } = await call<{ token: string }>(`${base}/auth/doLogin`, {
    method: 'POST',
    body: JSON.stringify({ account: email, password }),
  });
  const auth = { satoken: token };
  await call(`${base}/personInfo/applyModifyPassword?updateType=2`, { headers: auth });
  await call(`${base}/personInfo/setPayPassword`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ payPassword: digest(PAY), code: lastCode(dataDir, email) }),
  });
  const op = { 'x-operator-key': BENCH_OPERATOR_KEY };
  await call(`${base}/admin/member/${user.id}/activate`, { method: 'POST', headers: op });
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const proof = await call<{ url: string }>(`${base}/file/file/upload`, { method: 'POST', headers: auth, body: form });
  const topUp = await call<{ id: number }>(`${base}/topUp/create`, {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ amount: uu, channel: 'bench', proof: proof.url }),
  });
  await call(`${base}/admin/wallet/topUp/${topUp.id}/review`, {
    method: 'POST',
    headers: op,
    body: JSON.stringify({ decision: 'approve' }),
  });
  return { token, memberNo: user.memberNo };
}

/** What committed, and when the load ran (Date.now() at its start and end). */
export type TransferRun = { committed: number; perSecond: number; p99: number; failed: number; load: { from: number; to: number } };

/**
 * Transfers of 0.01 UU from `senders` members to one recipient over `connections` connections, each
 * request with its own Idempotency-Key and the payment password (whose argon2 check is most of the
 * cost). What counts is what committed: the recipient's balance afterwards.
 */
export async function transfers(
  base: string,
  dataDir: string,
  seconds: number,
  connections: number,
  senders = 20,
  /** Where the load goes, when not to `base` (the members are made through `base`): a load balancer. */
  loadBase = base,
): Promise<TransferRun> {
  await call(`${base}/admin/wallet/topUpChannels`, {
    method: 'POST',
    headers: { 'x-operator-key': BENCH_OPERATOR_KEY },
    body: JSON.stringify({ list: [{ id: 'bench', kind: 'bank', name: 'Bench', account: '000' }] }),
  });
  const from: Funded[] = [];
  for (let i = 0; i < senders; i++) from.push(await fundedMember(base, dataDir, '100000'));
  const to = await fundedMember(base, dataDir, '100');
  const body = JSON.stringify({ to: to.memberNo, amount: '0.01', payPassword: digest(PAY) });
  let next = 0;
  const started = Date.now();
  const result = await autocannon({
    url: `${loadBase}/transferUu`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        body,
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            satoken: from[next++ % from.length]!.token,
            'idempotency-key': randomUUID(),
          },
        }),
      },
    ],
  });
  const load = { from: started, to: Date.now() };
  const wallet = await call<{ balances: { UU: string } }>(`${base}/personInfo/selectMyWallet`, { headers: { satoken: to.token } });
  const committed = Math.round((Number(wallet.balances.UU) - 100) * 100);
  return {
    committed,
    perSecond: Math.round(committed / seconds),
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    load,
  };
}
