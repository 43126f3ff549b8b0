import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { addCard, addEft, operator, WALLET_ENV, pay, PAY, uploadProof, wallet } from './wallet-helpers';

const UU = (units: number) => units * 100;

describe.each(dialects)('the wallet on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });

  const get = (token: string, url: string, query: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url, query, headers: { satoken: token } });

  describe('the wallet page', () => {
    it('shows five zero balances, no rate yet and the default withdrawal limits', async () => {
      const m = await t.readyMember({ payPassword: false, active: false });
      const w = await wallet(t, m);
      expect(w).toMatchObject({
        balances: { UU: '0.00', U: '0.00', FB: '0.00', KB: '0.00', CRC: '0.00' },
        pendingWithdrawUU: '0.00',
        crcRate: null,
        exchangeableCrc: '0.00',
        withdrawal: { min: '100.00', max: '5000.00', dailyCount: 3, usedToday: 0 },
        isActive: false,
        isSetPayPassword: false,
        hasPayoutDestination: false,
      });
    });
  });

  describe('top-ups', () => {
    it('asks with a proof; the operator approves and the UU arrives 1:1, once', async () => {
      const m = await t.readyMember();
      await operator(t, {
        method: 'POST',
        url: '/admin/wallet/topUpChannels',
        payload: { list: [{ id: 'bank-1', kind: 'bank', name: 'Bank transfer', account: '000-123-456', holder: 'UU Ltd' }] },
      });
      const proof = await uploadProof(t, m.token);
      const asked = await call(t.app, {
        method: 'POST',
        url: '/topUp/create',
        headers: { satoken: m.token, 'idempotency-key': randomUUID() },
        payload: { amount: '300', channel: 'bank-1', proof },
      });
      expect(asked.data).toMatchObject({ amount: '300.00', status: 'pending', channelName: 'Bank transfer' });
      expect((await wallet(t, m)).balances.UU).toBe('0.00');

      const approved = await operator(t, {
        method: 'POST',
        url: `/admin/wallet/topUp/${asked.data.id}/review`,
        payload: { decision: 'approve' },
      });
      expect(approved.data).toMatchObject({ status: 'approved' });
      expect((await wallet(t, m)).balances.UU).toBe('300.00');
      const again = await operator(t, {
        method: 'POST',
        url: `/admin/wallet/topUp/${asked.data.id}/review`,
        payload: { decision: 'approve' },
      });
      expect(again.code).toBe(Code.TOPUP_NOT_PENDING);
      expect((await wallet(t, m)).balances.UU).toBe('300.00');

      const list = await get(m.token, '/topUp/list');
      expect(list.data.list[0]).toMatchObject({ id: asked.data.id, status: 'approved' });
      const log = await get(m.token, '/moneyLog/questSumMoneyLog', { type: 'topup', currency: 'UU' });
      expect(log.data).toMatchObject({ total: 1, income: '300.00', expense: '0.00' });
      // The entry opens what it came from.
      expect(log.data.list[0].ref).toEqual({ type: 'topup', id: asked.data.id });
    });

    it('refuses a rejected top-up a credit, an unknown channel, a proof that is not the member’s, and an amount not in hundreds', async () => {
      const m = await t.readyMember();
      const other = await t.readyMember();
      await operator(t, {
        method: 'POST',
        url: '/admin/wallet/topUpChannels',
        payload: { list: [{ id: 'bank-1', kind: 'bank', name: 'Bank transfer', account: '000-123-456' }] },
      });
      const proof = await uploadProof(t, m.token);
      const ask = (payload: Record<string, unknown>, token = m.token) =>
        call(t.app, { method: 'POST', url: '/topUp/create', headers: { satoken: token, 'idempotency-key': randomUUID() }, payload });
      expect((await ask({ amount: '300', channel: 'nope', proof })).code).toBe(Code.TOPUP_CHANNEL_NOT_FOUND);
      expect((await ask({ amount: '300', channel: 'bank-1', proof }, other.token)).code).toBe(Code.PROOF_NOT_FOUND);
      const odd = await ask({ amount: '150', channel: 'bank-1', proof });
      expect(odd).toMatchObject({ status: 400, code: Code.VALIDATION });
      expect(odd.data.issues[0]).toMatchObject({ path: 'amount' });
      const asked = await ask({ amount: '200', channel: 'bank-1', proof });
      const rejected = await operator(t, {
        method: 'POST',
        url: `/admin/wallet/topUp/${asked.data.id}/review`,
        payload: { decision: 'reject', reason: 'No payment arrived' },
      });
      expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'No payment arrived' });
      expect((await wallet(t, m)).balances.UU).toBe('0.00');
    });

    it('operator calls need the operator key', async () => {
      const none = await call(t.app, { method: 'POST', url: '/admin/wallet/crcRate', payload: { rate: '2' } });
      expect(none).toMatchObject({ status: 403, code: Code.OPERATOR_ONLY });
      const wrong = await call(t.app, {
        method: 'POST',
        url: '/admin/wallet/crcRate',
        payload: { rate: '2' },
        headers: { 'x-operator-key': 'x'.repeat(40) },
      });
      expect(wrong).toMatchObject({ status: 403, code: Code.OPERATOR_ONLY });
      const m = await t.readyMember({ payPassword: false, active: false });
      const asMember = await call(t.app, { method: 'POST', url: `/admin/member/${m.id}/activate`, headers: { satoken: m.token } });
      expect(asMember.code).toBe(Code.OPERATOR_ONLY);
    });
  });

  describe('transfers', () => {
    it('sends UU to a member found by email, nickname, phone or member number, free', async () => {
      const a = await t.readyMember({ uu: UU(1000) });
      const b = await t.readyMember();
      for (const to of [b.email, b.nickname, b.memberNo]) {
        const found = await get(a.token, '/user/findRecipient', { account: to });
        expect(found.data).toMatchObject({ id: b.id, nickname: b.nickname, memberNo: b.memberNo });
        const sent = await pay(t, a, '/transferUu', { to, amount: '10.25' });
        expect(sent.data).toMatchObject({ currency: 'UU', amount: '10.25', fee: '0.00', to: { id: b.id } });
      }
      expect((await wallet(t, a)).balances.UU).toBe('969.25');
      expect((await wallet(t, b)).balances.UU).toBe('30.75');
      const log = await get(b.token, '/moneyLog/questSumMoneyLog', { currency: 'UU', type: 'transfer_in' });
      expect(log.data.list[0]).toMatchObject({ amount: '10.25', counterparty: { nickname: a.nickname, memberNo: a.memberNo } });
    });

    it('charges 10% on KB, paid by the sender on top; U moves in hundreds, free', async () => {
      const a = await t.readyMember();
      const b = await t.readyMember();
      await t.fund(a, 'KB', UU(110), 'test');
      await t.fund(a, 'U', UU(300), 'test');
      const kb = await pay(t, a, '/transferUu', { to: b.email, currency: 'KB', amount: '100' });
      expect(kb.data).toMatchObject({ amount: '100.00', fee: '10.00', balance: '0.00' });
      expect((await wallet(t, b)).balances.KB).toBe('100.00');
      // The fee cannot be paid: the whole transfer is refused.
      const broke = await pay(t, a, '/transferUu', { to: b.email, currency: 'KB', amount: '0.01' });
      expect(broke.code).toBe(Code.INSUFFICIENT_BALANCE);

      const odd = await pay(t, a, '/transferCash', { to: b.email, amount: '150' });
      expect(odd).toMatchObject({ status: 400, code: Code.VALIDATION });
      const cash = await pay(t, a, '/transferCash', { to: b.email, amount: '200' });
      expect(cash.data).toMatchObject({ currency: 'U', amount: '200.00', fee: '0.00', balance: '100.00' });
    });

    it('refuses, one failure at a time: inactive, no payment password, wrong one, unknown or self recipient, too much, bad amounts', async () => {
      const a = await t.readyMember({ uu: UU(50) });
      const b = await t.readyMember();
      const inactive = await t.readyMember({ active: false, uu: UU(50) });
      const unset = await t.readyMember({ payPassword: false, uu: UU(50) });
      expect((await pay(t, inactive, '/transferUu', { to: b.email, amount: '1' })).code).toBe(Code.NOT_ACTIVATED);
      expect((await pay(t, unset, '/transferUu', { to: b.email, amount: '1' })).code).toBe(Code.PAY_PASSWORD_NOT_SET);
      const wrong = await pay(t, a, '/transferUu', { to: b.email, amount: '1', payPassword: digest('000000') });
      expect(wrong).toMatchObject({ code: Code.PAY_PASSWORD_WRONG, data: { triesLeft: 4 } });
      expect((await pay(t, a, '/transferUu', { to: 'nobody@example.com', amount: '1' })).code).toBe(Code.TRANSFER_USER_NOT_FOUND);
      expect((await pay(t, a, '/transferUu', { to: a.memberNo, amount: '1' })).code).toBe(Code.TRANSFER_TO_SELF);
      expect((await pay(t, a, '/transferUu', { to: b.email, amount: '50.01' })).code).toBe(Code.INSUFFICIENT_BALANCE);
      for (const amount of ['0', '-5', '1.234', 'abc', '']) {
        const res = await pay(t, a, '/transferUu', { to: b.email, amount });
        expect(res.code, amount).toBe(Code.VALIDATION);
      }
      expect((await wallet(t, a)).balances.UU).toBe('50.00');
      expect((await get(a.token, '/user/findRecipient', { account: 'ghost' })).code).toBe(Code.TRANSFER_USER_NOT_FOUND);
    });

    it('needs an Idempotency-Key on POST; the spec’s GET form works without one', async () => {
      const a = await t.readyMember({ uu: UU(10) });
      const b = await t.readyMember();
      expect((await pay(t, a, '/transferUu', { to: b.email, amount: '1' }, null)).code).toBe(Code.IDEMPOTENCY_KEY_REQUIRED);
      expect((await pay(t, a, '/transferUu', { to: b.email, amount: '1' }, 'bad key!')).code).toBe(Code.VALIDATION);
      const viaGet = await call(t.app, {
        method: 'GET',
        url: '/transferUu',
        query: { to: b.email, amount: '1', payPassword: digest(PAY) },
        headers: { satoken: a.token },
      });
      expect(viaGet.data).toMatchObject({ amount: '1.00', balance: '9.00' });
    });
  });

  describe('idempotency', () => {
    it('a repeated key answers the first answer and moves nothing again; another body with it is refused', async () => {
      const a = await t.readyMember({ uu: UU(100) });
      const b = await t.readyMember();
      const key = randomUUID();
      const first = await pay(t, a, '/transferUu', { to: b.email, amount: '5' }, key);
      const second = await pay(t, a, '/transferUu', { to: b.email, amount: '5' }, key);
      expect(second).toEqual(first);
      expect((await wallet(t, a)).balances.UU).toBe('95.00');
      expect((await pay(t, a, '/transferUu', { to: b.email, amount: '6' }, key)).code).toBe(Code.IDEMPOTENCY_KEY_REUSED);
      // A failed request frees its key: nothing moved, the member may try again with it.
      const failKey = randomUUID();
      expect((await pay(t, a, '/transferUu', { to: b.email, amount: '500' }, failKey)).code).toBe(Code.INSUFFICIENT_BALANCE);
      expect((await pay(t, a, '/transferUu', { to: b.email, amount: '5' }, failKey)).code).toBe(200);
    });

    it('50 concurrent replays of one key: one transaction, fifty identical answers', async () => {
      const a = await t.readyMember({ uu: UU(100) });
      const b = await t.readyMember();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 50 }, () => pay(t, a, '/transferUu', { to: b.email, amount: '7' }, key)));
      expect(new Set(answers.map((x) => JSON.stringify(x))).size).toBe(1);
      expect(answers[0]!.code).toBe(200);
      expect((await wallet(t, a)).balances.UU).toBe('93.00');
      const transfers = await t.app.db.kysely
        .selectFrom('ledger_transactions')
        .select('id')
        .where('type', '=', 'transfer')
        .where('user_id', '=', a.id)
        .execute();
      expect(transfers).toHaveLength(1);
    });
  });

  describe('withdrawals', () => {
    it('needs a bank card or wallet address of the member’s own', async () => {
      const m = await t.readyMember({ uu: UU(1000) });
      const other = await t.readyMember();
      const body = { amount: '100', destinationType: 'bank', destinationId: 1 };
      expect((await pay(t, m, '/withdraw', body)).code).toBe(Code.WALLET_ADDRESS_NOT_SET);
      const theirs = await addCard(t, other);
      await addCard(t, m);
      expect((await pay(t, m, '/withdraw', { ...body, destinationId: theirs.id })).code).toBe(Code.DESTINATION_NOT_FOUND);
    });

    it('takes multiples of 100 between the limits, a few a day, from what the member has', async () => {
      const m = await t.readyMember({ uu: UU(20_000) });
      const card = await addCard(t, m);
      const w = (amount: string) => pay(t, m, '/withdraw', { amount, destinationType: 'bank', destinationId: card.id });
      expect((await w('150')).code).toBe(Code.VALIDATION);
      expect((await w('5100')).code).toBe(Code.WITHDRAW_ABOVE_MAX);
      await t.app.services.platform.set('withdrawal', { min: UU(200), max: UU(5000), dailyCount: 3 });
      expect((await w('100')).code).toBe(Code.WITHDRAW_BELOW_MIN);
      for (let i = 0; i < 3; i++) expect((await w('200')).code).toBe(200);
      expect((await w('200')).code).toBe(Code.WITHDRAW_DAILY_LIMIT);
      // A new platform day (Asia/Taipei) gives a new count.
      t.clock.advance(24 * 3600 * 1000);
      expect((await w('5000')).code).toBe(200);
      expect((await w('5000')).code).toBe(200);
      expect((await w('5000')).code).toBe(200);
      t.clock.advance(24 * 3600 * 1000);
      expect((await w('5000')).code).toBe(Code.INSUFFICIENT_WITHDRAWABLE);
      await t.app.services.platform.set('withdrawal', { min: UU(100), max: UU(5000), dailyCount: 3 });
    });

    it('a UU withdrawal leaves at once, shows its breakdown, can be cancelled in full, and is split 1/33/66 on approval', async () => {
      const m = await t.readyMember({ uu: UU(1000) });
      const card = await addCard(t, m);
      const asked = await pay(t, m, '/withdraw', { amount: '500', destinationType: 'bank', destinationId: card.id });
      expect(asked.data).toMatchObject({
        amount: '500.00',
        fee: '5.00',
        toFb: '165.00',
        toU: '330.00',
        status: 'pending',
        destination: 'Bank of Taiwan •••• 7890',
      });
      expect(await wallet(t, m)).toMatchObject({ balances: { UU: '500.00' }, pendingWithdrawUU: '500.00' });

      const cancelled = await pay(t, m, '/cancelWithdraw', { id: asked.data.id });
      expect(cancelled.data).toMatchObject({ status: 'canceled' });
      expect((await wallet(t, m)).balances.UU).toBe('1000.00');
      expect((await pay(t, m, '/cancelWithdraw', { id: asked.data.id })).code).toBe(Code.WITHDRAWAL_NOT_PENDING);

      const second = await pay(t, m, '/withdraw', { amount: '100', destinationType: 'bank', destinationId: card.id });
      const approved = await operator(t, {
        method: 'POST',
        url: `/admin/wallet/withdrawal/${second.data.id}/review`,
        payload: { decision: 'approve' },
      });
      expect(approved.data).toMatchObject({ status: 'approved' });
      expect((await wallet(t, m)).balances).toMatchObject({ UU: '900.00', FB: '33.00', U: '66.00' });
      expect((await pay(t, m, '/cancelWithdraw', { id: second.data.id })).code).toBe(Code.WITHDRAWAL_NOT_PENDING);

      const third = await pay(t, m, '/withdraw', { amount: '100', destinationType: 'bank', destinationId: card.id });
      const rejected = await operator(t, {
        method: 'POST',
        url: `/admin/wallet/withdrawal/${third.data.id}/review`,
        payload: { decision: 'reject', reason: 'Card closed' },
      });
      expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'Card closed' });
      expect((await wallet(t, m)).balances.UU).toBe('900.00');

      const list = await get(m.token, '/listWithdraw');
      expect(list.data.list.map((x: { status: string }) => x.status)).toEqual(['rejected', 'approved', 'canceled']);
      const other = await t.readyMember();
      expect((await pay(t, other, '/cancelWithdraw', { id: third.data.id })).code).toBe(Code.WITHDRAWAL_NOT_FOUND);
    });

    it('a U payout goes to a wallet address and leaves the platform when finance marks it paid', async () => {
      const m = await t.readyMember();
      await t.fund(m, 'U', UU(300), 'test');
      const eft = await addEft(t, m);
      expect(eft).toMatchObject({ maskedAddress: 'TQn9Y2…bLSE' });
      const asked = await pay(t, m, '/withdraw', { currency: 'U', amount: '200', destinationType: 'eft', destinationId: eft.id });
      expect(asked.data).toMatchObject({ currency: 'U', amount: '200.00', fee: '0.00', status: 'pending' });
      const paid = await operator(t, {
        method: 'POST',
        url: `/admin/wallet/withdrawal/${asked.data.id}/review`,
        payload: { decision: 'paid', payoutRef: 'TX-20261122-01', payoutDate: '2026-11-22' },
      });
      expect(paid.data).toMatchObject({ status: 'paid' });
      expect(paid.data.paidAt).not.toBeNull();
      expect((await wallet(t, m)).balances.U).toBe('100.00');
    });
  });

  describe('exchange', () => {
    it('buys CRC at the platform rate, at least 0.01 and never more than the UU pays for', async () => {
      const m = await t.readyMember({ uu: UU(10) });
      expect((await pay(t, m, '/exchangeCrc', { amount: '1' })).code).toBe(Code.CRC_RATE_NOT_SET);
      const set = await operator(t, { method: 'POST', url: '/admin/wallet/crcRate', payload: { rate: '3.33' } });
      expect(set.data.rate).toBe('3.33');
      const w = await wallet(t, m);
      expect(w).toMatchObject({ crcRate: '3.33', exchangeableCrc: '3.00' });
      const over = await pay(t, m, '/exchangeCrc', { amount: '3.01' });
      expect(over).toMatchObject({ code: Code.EXCHANGE_EXCEEDS_AVAILABLE });
      expect(over.msg).toContain('3.00');
      expect((await pay(t, m, '/exchangeCrc', { amount: '0' })).code).toBe(Code.VALIDATION);
      const done = await pay(t, m, '/exchangeCrc', { amount: '0.01' });
      expect(done.data).toMatchObject({ crc: '0.01', uuCost: '0.04', rate: '3.33', balances: { UU: '9.96', CRC: '0.01' } });
      const rate = await call(t.app, { method: 'GET', url: '/crcRate/queryPlatformRate' });
      expect(rate.data.history.at(-1)).toMatchObject({ rate: '3.33' });
    });
  });

  describe('bank cards and wallet addresses', () => {
    it('keeps the member’s own, shows numbers masked, and refuses another member’s', async () => {
      const m = await t.readyMember();
      const other = await t.readyMember();
      const added = await call(t.app, {
        method: 'PUT',
        url: '/bankCard/addBankCard',
        headers: { satoken: m.token },
        payload: { holder: 'Lin Hua', bankName: 'Cathay', branch: 'Xinyi', cardNumber: '4000 1234 5678 9010', payPassword: digest(PAY) },
      });
      expect(added.data).toMatchObject({ maskedNumber: '•••• •••• •••• 9010', last4: '9010', branch: 'Xinyi' });
      expect(JSON.stringify(added.data)).not.toContain('4000123456789010');
      const listed = await get(m.token, '/bankCard/getBankCard');
      expect(listed.data).toMatchObject({ max: 10, list: [{ id: added.data.id }] });
      expect((await get(other.token, '/bankCard/getBankCard')).data.list).toEqual([]);

      const update = (token: string) =>
        call(t.app, {
          method: 'POST',
          url: '/bankCard/updateBankCard',
          headers: { satoken: token },
          payload: {
            id: added.data.id,
            holder: 'Lin Hua',
            bankName: 'Cathay United',
            cardNumber: '4000123456789999',
            payPassword: digest(PAY),
          },
        });
      expect((await update(other.token)).code).toBe(Code.BANK_CARD_NOT_FOUND);
      expect((await update(m.token)).data).toMatchObject({ bankName: 'Cathay United', last4: '9999' });
      const del = (token: string) =>
        call(t.app, { method: 'POST', url: `/bankCard/delBankCard/${added.data.id}`, headers: { satoken: token } });
      expect((await del(other.token)).code).toBe(Code.BANK_CARD_NOT_FOUND);
      expect((await del(m.token)).code).toBe(200);
      expect((await get(m.token, '/bankCard/getBankCard')).data.list).toEqual([]);

      const bad = await call(t.app, {
        method: 'PUT',
        url: '/bankCard/addBankCard',
        headers: { satoken: m.token },
        payload: { holder: '', bankName: 'X', cardNumber: '12ab' },
      });
      expect(bad).toMatchObject({ status: 400, code: Code.VALIDATION });
      expect(bad.data.issues.map((i: { path: string }) => i.path).sort()).toEqual(['cardNumber', 'holder']);
    });

    it('holds at most ten of each', async () => {
      const m = await t.readyMember();
      for (let i = 0; i < 10; i++) await addCard(t, m, `62220212345678${String(i).padStart(2, '0')}`);
      const eleventh = await call(t.app, {
        method: 'PUT',
        url: '/bankCard/addBankCard',
        headers: { satoken: m.token },
        payload: { holder: 'A', bankName: 'B', cardNumber: '6222021234567899', payPassword: digest(PAY) },
      });
      expect(eleventh.code).toBe(Code.DESTINATION_LIMIT);
    });
  });

  describe('the money log', () => {
    it('lists the member’s entries newest first, by currency and type, with sums over the whole filter', async () => {
      const a = await t.readyMember({ uu: UU(100) });
      const b = await t.readyMember();
      for (let i = 0; i < 12; i++) await pay(t, a, '/transferUu', { to: b.email, amount: '1.50' });
      const page1 = await get(a.token, '/moneyLog/questSumMoneyLog', { currency: 'UU', size: '5' });
      expect(page1.data).toMatchObject({ total: 13, page: 1, size: 5, income: '100.00', expense: '18.00' });
      expect(page1.data.list).toHaveLength(5);
      expect(page1.data.list[0]).toMatchObject({ type: 'transfer_out', amount: '-1.50', balanceAfter: '82.00' });
      const page3 = await get(a.token, '/moneyLog/questSumMoneyLog', { currency: 'UU', size: '5', page: '3' });
      expect(page3.data.list.map((e: { type: string }) => e.type)).toEqual(['transfer_out', 'transfer_out', 'adjustment']);
      const outs = await get(a.token, '/moneyLog/questSumMoneyLog', { type: 'transfer_out', currency: 'UU' });
      expect(outs.data).toMatchObject({ total: 12, income: '0.00', expense: '18.00' });
      // Across currencies there is no sum: UU and KB do not add up.
      const all = await get(a.token, '/moneyLog/questSumMoneyLog', { type: 'transfer_out' });
      expect(all.data).toMatchObject({ total: 12, income: null, expense: null });
      expect((await get(b.token, '/moneyLog/questSumMoneyLog', { currency: 'KB' })).data.total).toBe(0);
      expect((await get(a.token, '/moneyLog/questSumMoneyLog', { currency: 'XYZ' })).code).toBe(Code.VALIDATION);
    });

    it('sums a period of platform days, both ends included; an impossible day is refused', async () => {
      const a = await t.readyMember({ uu: UU(100) });
      const b = await t.readyMember();
      const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(ms);
      const first = day(t.clock.now());
      t.clock.advance(2 * 24 * 3600 * 1000);
      const later = day(t.clock.now());
      await pay(t, a, '/transferUu', { to: b.email, amount: '1.50' });
      await pay(t, a, '/transferUu', { to: b.email, amount: '2.00' });
      const now = await get(a.token, '/moneyLog/questSumMoneyLog', { currency: 'UU', from: later, to: later });
      expect(now.data).toMatchObject({ total: 2, income: '0.00', expense: '3.50' });
      expect(now.data.list[0]).toMatchObject({ type: 'transfer_out', ref: null });
      const then = await get(a.token, '/moneyLog/questSumMoneyLog', { currency: 'UU', from: first, to: first });
      expect(then.data).toMatchObject({ total: 1, income: '100.00', expense: '0.00' });
      expect((await get(a.token, '/moneyLog/questSumMoneyLog', { currency: 'UU', from: first })).data.total).toBe(3);
      const bad = await get(a.token, '/moneyLog/questSumMoneyLog', { currency: 'UU', from: '2026-02-30' });
      expect(bad.code).toBe(Code.VALIDATION);
    });
  });
});
