import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects, digest, lastCodeFor, login, sendCode } from './helpers';
import { useTestApp } from './suite';
import { addCard, addEft, PAY, pay, WALLET_ENV, wallet, type Member } from './wallet-helpers';

const UU = (units: number) => units * 100;
const HOUR = 3600 * 1000;
const WRONG = digest('000000');
/** "2026-11-23 12:00": an instant on the platform's wall clock. */
const taipei = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei', dateStyle: 'short', timeStyle: 'short' }).format(ms);

/**
 * Issue 18, "Step-up for risky changes" (decisions.md): adding or changing a payout destination and
 * changing the bound email or phone need the payment password or a code, with their locks; a new
 * destination is held 24 hours before withdrawals to it.
 */
describe.each(dialects)('step-up and the payout hold on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });

  const card = (m: Member, extra: Record<string, unknown>) =>
    call(t.app, {
      method: 'PUT',
      url: '/bankCard/addBankCard',
      headers: { satoken: m.token },
      payload: { holder: 'Chen Mei', bankName: 'Bank of Taiwan', cardNumber: '6222021234567890', ...extra },
    });
  const eft = (m: Member, extra: Record<string, unknown>) =>
    call(t.app, {
      method: 'POST',
      url: '/eftAddress/addEftAddress',
      headers: { satoken: m.token },
      payload: { network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', ...extra },
    });
  const updateCard = (m: Member, id: number, extra: Record<string, unknown>) =>
    call(t.app, {
      method: 'POST',
      url: '/bankCard/updateBankCard',
      headers: { satoken: m.token },
      payload: { id, holder: 'Chen Mei', bankName: 'Cathay United', cardNumber: '4000123456789999', ...extra },
    });
  const list = async (m: Member, url: string) =>
    (await call(t.app, { method: 'GET', url, headers: { satoken: m.token } })).data.list as { id: number; held: boolean }[];
  /** A 'pay' code to the member's own address (applyModifyPassword, updateType 2), read from the outbox. */
  async function payCode(m: Member): Promise<string> {
    t.clock.advance(61_000); // past the resend gap of the previous code to this address
    const sent = await call(t.app, {
      method: 'GET',
      url: '/personInfo/applyModifyPassword',
      query: { updateType: '2' },
      headers: { satoken: m.token },
    });
    expect(sent.code).toBe(200);
    return lastCodeFor(t.dataDir, m.email);
  }

  it('a bank card, a wallet address and a card change are refused without the payment password or a code', async () => {
    const m = await t.readyMember();
    const none = await card(m, {});
    expect([none.code, none.msg]).toEqual([Code.STEP_UP_REQUIRED, '為了保護您的資金，請輸入支付密碼或驗證碼']);
    expect((await eft(m, {})).code).toBe(Code.STEP_UP_REQUIRED);
    expect(await list(m, '/bankCard/getBankCard')).toEqual([]);
    expect(await list(m, '/eftAddress/listEftAddress')).toEqual([]);

    const added = await card(m, { payPassword: digest(PAY) });
    expect(added.code).toBe(200);
    expect((await updateCard(m, added.data.id, {})).code).toBe(Code.STEP_UP_REQUIRED);
    expect((await eft(m, { payPassword: digest(PAY) })).code).toBe(200);
    // By a code to the member's own address instead of the password; a code works once.
    const code = await payCode(m);
    const changed = await updateCard(m, added.data.id, { code });
    expect(changed.data).toMatchObject({ bankName: 'Cathay United', last4: '9999', held: true });
    expect((await updateCard(m, added.data.id, { code })).code).toBe(Code.CODE_NOT_REQUESTED);
  });

  it('a wrong payment password counts against the same lock as payments; a wrong code against the code', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const first = await card(m, { payPassword: WRONG });
    expect(first).toMatchObject({ code: Code.PAY_PASSWORD_WRONG, data: { triesLeft: 4 } });
    expect((await eft(m, { payPassword: WRONG })).data).toMatchObject({ triesLeft: 3 });
    // A transfer's wrong password is the same count.
    const other = await t.readyMember();
    expect((await pay(t, m, '/transferUu', { to: other.email, amount: '1', payPassword: WRONG })).data).toMatchObject({ triesLeft: 2 });
    expect((await card(m, { payPassword: WRONG })).data).toMatchObject({ triesLeft: 1 });
    expect((await card(m, { payPassword: WRONG })).code).toBe(Code.PAY_PASSWORD_LOCKED);
    // Locked: the right password is refused too, for cards and payments alike, until the lock ends.
    expect((await card(m, { payPassword: digest(PAY) })).code).toBe(Code.PAY_PASSWORD_LOCKED);
    expect((await pay(t, m, '/transferUu', { to: other.email, amount: '1' })).code).toBe(Code.PAY_PASSWORD_LOCKED);
    expect(await list(m, '/bankCard/getBankCard')).toEqual([]);
    t.clock.advance(15 * 60_000);
    expect((await card(m, { payPassword: digest(PAY) })).code).toBe(200);

    const code = await payCode(m);
    const wrongCode = code === '123456' ? '654321' : '123456';
    expect((await eft(m, { code: wrongCode })).code).toBe(Code.CODE_WRONG);
    expect((await eft(m, { code })).code).toBe(200);
  });

  it('withdrawals to a new destination wait 24 hours, to the millisecond, whoever asks', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const addedAt = t.clock.now();
    const fresh = await addCard(t, m, '6222021234567890', { held: true });
    expect(fresh).toMatchObject({ held: true, availableAt: new Date(addedAt + 24 * HOUR).toISOString() });
    expect((await list(m, '/bankCard/getBankCard'))[0]).toMatchObject({ held: true });

    const withdraw = () => pay(t, m, '/withdraw', { amount: '100', destinationType: 'bank', destinationId: fresh.id });
    t.clock.advance(24 * HOUR - 1);
    const held = await withdraw();
    // The release is told in the platform's time (Asia/Taipei), the same digits in every language.
    const release = taipei(addedAt + 24 * HOUR);
    expect([held.code, held.msg]).toEqual([Code.DESTINATION_ON_HOLD, `新的收款帳戶需等待 24 小時，${release} 後才能提領到此帳戶`]);
    expect(held.data).toEqual({ availableAt: fresh.availableAt });
    expect((await wallet(t, m)).balances.UU).toBe('1000.00');
    const english = await call(t.app, {
      method: 'POST',
      url: '/withdraw',
      payload: { amount: '100', destinationType: 'bank', destinationId: fresh.id, payPassword: digest(PAY) },
      headers: { satoken: m.token, 'idempotency-key': 'held-en-1', 'accept-language': 'en' },
    });
    expect(english.msg).toBe(`A new payout account waits 24 hours: you can withdraw to it after ${release}.`);

    t.clock.advance(1);
    expect((await list(m, '/bankCard/getBankCard'))[0]).toMatchObject({ held: false });
    expect((await withdraw()).data).toMatchObject({ status: 'pending', amount: '100.00' });

    // A wallet address the same way; and a changed card starts its hold again.
    const address = await addEft(t, m, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', { held: true });
    const toAddress = () => pay(t, m, '/withdraw', { amount: '100', destinationType: 'eft', destinationId: address.id });
    expect((await toAddress()).code).toBe(Code.DESTINATION_ON_HOLD);
    expect((await updateCard(m, fresh.id, { payPassword: digest(PAY) })).data).toMatchObject({ held: true });
    expect((await withdraw()).code).toBe(Code.DESTINATION_ON_HOLD);
    t.clock.advance(24 * HOUR);
    expect((await toAddress()).code).toBe(200);
    expect((await withdraw()).code).toBe(200);
  });

  it('a held destination refuses before the payment password is checked, so nothing is counted', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const fresh = await addCard(t, m, '6222021234567890', { held: true });
    for (let i = 0; i < 6; i++) {
      const res = await pay(t, m, '/withdraw', { amount: '100', destinationType: 'bank', destinationId: fresh.id, payPassword: WRONG });
      expect(res.code).toBe(Code.DESTINATION_ON_HOLD);
    }
    expect((await card(m, { payPassword: digest(PAY), cardNumber: '6222021234560000' })).code).toBe(200);
  });

  it('a destination added more than 24 hours ago is paid to at once', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const old = await addCard(t, m);
    expect((await list(m, '/bankCard/getBankCard'))[0]).toMatchObject({ id: old.id, held: false });
    expect((await pay(t, m, '/withdraw', { amount: '200', destinationType: 'bank', destinationId: old.id })).code).toBe(200);
    expect((await wallet(t, m)).balances.UU).toBe('800.00');
  });

  describe('changing the bound email or phone', () => {
    const change = (m: Member, payload: Record<string, unknown>) =>
      call(t.app, { method: 'POST', url: '/personInfo/changeContact', headers: { satoken: m.token }, payload });
    const bindCode = async (m: Member | null, to: string) => {
      t.clock.advance(61_000);
      return sendCode(t.app, to, 'bind', m ? { headers: { satoken: m.token } } : {});
    };

    it('needs a bind code to the new address, which must be free, and the step-up', async () => {
      const m = await t.readyMember();
      const other = await t.readyMember();
      const next = `new-${m.email}`;
      expect((await bindCode(null, next)).code).toBe(Code.CODE_NEEDS_LOGIN);
      expect((await bindCode(m, other.email)).code).toBe(Code.ALREADY_REGISTERED);
      expect((await bindCode(m, next)).code).toBe(200);
      const newCode = lastCodeFor(t.dataDir, next);

      expect((await change(m, { contact: next, newCode })).code).toBe(Code.STEP_UP_REQUIRED);
      expect((await change(m, { contact: next, newCode, payPassword: WRONG })).data).toMatchObject({ triesLeft: 4 });
      expect((await change(m, { contact: other.email, newCode, payPassword: digest(PAY) })).code).toBe(Code.ALREADY_REGISTERED);
      const wrongCode = newCode === '123456' ? '654321' : '123456';
      expect((await change(m, { contact: next, newCode: wrongCode, payPassword: digest(PAY) })).code).toBe(Code.CODE_WRONG);

      const done = await change(m, { contact: next, newCode, payPassword: digest(PAY) });
      expect(done.data).toMatchObject({ id: m.id, email: next });
      // The new address signs in; the old one is free again.
      expect((await login(t.app, next)).code).toBe(200);
      expect((await login(t.app, m.email)).code).not.toBe(200);
    });

    it('takes a code to the current address instead of the payment password, and binds a phone', async () => {
      const m = await t.readyMember();
      const phone = `+8869${String(Date.now()).slice(-8)}`;
      expect((await bindCode(m, phone)).code).toBe(200);
      const code = await payCode(m);
      const done = await change(m, { contact: phone, newCode: lastCodeFor(t.dataDir, phone), code });
      expect(done.data).toMatchObject({ email: m.email, phone });
    });
  });
});
