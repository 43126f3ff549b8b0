import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { Currency } from '@uu/contract/wallet';
import { call, digest, lastCodeFor, login, registerMember, type TestApp } from './helpers';

export const OPERATOR_KEY = 'test-operator-key-0123456789abcdef';
export const PAY = '246810';

/** The server settings of wallet suites: operator calls open, and many members' codes from one test address. */
export const WALLET_ENV = { OPERATOR_API_KEY: OPERATOR_KEY, CODES_PER_IP_PER_DAY: '1000000' };

/** A real 1×1 PNG, as a payment proof. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export type Member = {
  id: number;
  email: string;
  nickname: string;
  memberNo: string;
  invitationCode: string;
  phone?: string;
  token: string;
};

let counter = 0;

/**
 * A member ready to move value: registered, signed in, a payment password set through the API,
 * activated by the operator call, and holding `uu` UU credited by an approved top-up.
 */
export async function readyMember(
  t: TestApp,
  options: { uu?: number; active?: boolean; payPassword?: boolean; invitationCode?: string } = {},
): Promise<Member> {
  const email = `w${++counter}-${randomUUID().slice(0, 8)}@example.com`;
  const user = await registerMember(t, email, options.invitationCode ? { invitationCode: options.invitationCode } : {});
  const token = (await login(t.app, email)).data.token;
  const m: Member = { ...user, email, token };
  if (options.payPassword !== false) {
    const applied = await call(t.app, {
      method: 'GET',
      url: '/personInfo/applyModifyPassword',
      query: { updateType: '2' },
      headers: { satoken: token },
    });
    if (applied.code !== 200) throw new Error(`applyModifyPassword: ${applied.msg}`);
    const set = await call(t.app, {
      method: 'POST',
      url: '/personInfo/setPayPassword',
      headers: { satoken: token },
      payload: { payPassword: digest(PAY), code: lastCodeFor(t.dataDir, email) },
    });
    if (set.code !== 200) throw new Error(`setPayPassword: ${set.msg}`);
  }
  if (options.active !== false) {
    const res = await operator(t, { method: 'POST', url: `/admin/member/${m.id}/activate` });
    if (res.code !== 200) throw new Error(`activate: ${res.msg}`);
  }
  if (options.uu) await fund(t, m, 'UU', options.uu);
  return m;
}

/** Credits (or debits) the member's balance as an operator's adjustment does: the one way tests fund wallets. */
export async function fund(t: TestApp, m: { id: number }, currency: Currency, amount: number, memo = 'test funds') {
  await t.app.services.wallet.adjust(m.id, currency, amount, memo);
}

export function operator(t: TestApp, options: InjectOptions) {
  return call(t.app, { ...options, headers: { ...(options.headers as object), 'x-operator-key': OPERATOR_KEY } });
}

/** A member's call with a fresh Idempotency-Key unless one is given. */
export function pay(t: TestApp, m: Member, url: string, payload: Record<string, unknown>, key: string | null = randomUUID()) {
  return call(t.app, {
    method: 'POST',
    url,
    payload: { payPassword: digest(PAY), ...payload },
    headers: { satoken: m.token, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

export async function wallet(t: TestApp, m: Member) {
  const res = await call(t.app, { method: 'GET', url: '/personInfo/selectMyWallet', headers: { satoken: m.token } });
  if (res.code !== 200) throw new Error(`wallet: ${res.msg}`);
  return res.data as { balances: Record<string, string>; [k: string]: unknown };
}

export async function ledgerClean(t: TestApp) {
  const { verifyLedger } = await import('../src/modules/wallet/ledger');
  return (await verifyLedger(t.app.db)).problems;
}

/** A little over the 24-hour hold on a new payout destination (decisions.md "Step-up for risky changes"). */
export const PAST_HOLD_MS = 24 * 3600 * 1000 + 60_000;

/**
 * Runs `fn` with the test's clock a day and a minute in the past, then brings the clock back: what
 * it adds (a payout destination) is then older than the 24-hour hold, as one added yesterday is.
 */
export async function yesterday<T>(t: TestApp, fn: () => Promise<T>): Promise<T> {
  t.clock.advance(-PAST_HOLD_MS);
  try {
    return await fn();
  } finally {
    t.clock.advance(PAST_HOLD_MS);
  }
}

/**
 * A bank card through the API with the step-up (the payment password). By default added "yesterday"
 * (the clock moved back, see `yesterday`), so withdrawals to it are allowed at once; `held: true`
 * adds it now, under the 24-hour hold.
 */
export async function addCard(t: TestApp, m: Member, cardNumber = '6222021234567890', options: { held?: boolean } = {}) {
  const add = () =>
    call(t.app, {
      method: 'PUT',
      url: '/bankCard/addBankCard',
      headers: { satoken: m.token },
      payload: { holder: 'Chen Mei', bankName: 'Bank of Taiwan', cardNumber, payPassword: digest(PAY) },
    });
  const res = options.held ? await add() : await yesterday(t, add);
  if (res.code !== 200) throw new Error(`addBankCard: ${res.msg}`);
  return res.data as { id: number; availableAt: string; held: boolean };
}

/** A wallet (EFT) address, as `addCard`. */
export async function addEft(t: TestApp, m: Member, address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', options: { held?: boolean } = {}) {
  const add = () =>
    call(t.app, {
      method: 'POST',
      url: '/eftAddress/addEftAddress',
      headers: { satoken: m.token },
      payload: { network: 'TRC20', address, payPassword: digest(PAY) },
    });
  const res = options.held ? await add() : await yesterday(t, add);
  if (res.code !== 200) throw new Error(`addEftAddress: ${res.msg}`);
  return res.data as { id: number; maskedAddress: string; availableAt: string; held: boolean };
}

/** Uploads the PNG as a payment proof (the member's upload call) and gives its URL. */
export async function uploadProof(t: TestApp, token: string): Promise<string> {
  const boundary = '----proof';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await call(t.app, {
    method: 'POST',
    url: '/file/file/upload',
    payload,
    headers: { satoken: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return (res.data as { url: string }).url;
}
