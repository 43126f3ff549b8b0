import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { platformDay } from '../src/lib/clock';
import { asAdmin } from './admin-helpers';
import { call, dialects, digest, multipart } from './helpers';
import { useTestApp } from './suite';
import { addCard, addEft, ledgerClean, operator, PAY, pay, PNG, uploadProof, wallet, WALLET_ENV, type Member } from './wallet-helpers';

const UU = (units: number) => units * 100;
type Session = { id: number; email: string; token: string };

describe.each(dialects)('finance desk on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let finance: Session;
  let op: Session;
  let admin: Session;
  /** The platform day (Asia/Taipei) of the test clock now. */
  const today = () => platformDay(t.clock.now(), 'Asia/Taipei');

  beforeAll(async () => {
    finance = await t.operator('finance');
    op = await t.operator('operator');
    admin = await t.operator('admin');
    const channels = await operator(t, {
      method: 'POST',
      url: '/admin/wallet/topUpChannels',
      payload: { list: [{ id: 'bank-1', kind: 'bank', name: '銀行轉帳', account: '000-123-456', holder: 'UU Ltd' }] },
    });
    expect(channels.code).toBe(200);
  });

  /** A pending top-up the member asked for with an uploaded proof. */
  async function askTopUp(m: Member, amount: string): Promise<number> {
    const proof = await uploadProof(t, m.token);
    const res = await call(t.app, {
      method: 'POST',
      url: '/topUp/create',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { amount, channel: 'bank-1', proof },
    });
    expect(res.code).toBe(200);
    return res.data.id as number;
  }

  const topUps = (session: Session, query: Record<string, string> = {}) =>
    asAdmin(t, session, { method: 'GET', url: '/admin/wallet/topUps', query });
  const withdrawals = (session: Session, query: Record<string, string> = {}) =>
    asAdmin(t, session, { method: 'GET', url: '/admin/wallet/withdrawals', query });
  const review = (kind: 'topUp' | 'withdrawal', id: number, payload: object) =>
    asAdmin(t, finance, { method: 'POST', url: `/admin/wallet/${kind}/${id}/review`, payload });

  /** A CSV download as an operator: the raw answer (no envelope on success). */
  async function download(session: Session | null, path: string, query: Record<string, string>) {
    const res = await t.app.inject({ method: 'GET', url: path, query, headers: session ? { 'x-admin-token': session.token } : {} });
    return {
      status: res.statusCode,
      type: String(res.headers['content-type']),
      disposition: String(res.headers['content-disposition'] ?? ''),
      text: res.body,
    };
  }

  it('lists top-ups to review oldest first, by status, member and platform day; finance approves and the UU arrives', async () => {
    const a = await t.readyMember();
    const b = await t.readyMember();
    const first = await askTopUp(a, '100');
    t.clock.advance(60_000);
    const second = await askTopUp(b, '200');
    t.clock.advance(60_000);
    const third = await askTopUp(a, '300');

    const pending = await topUps(finance, { status: 'pending' });
    expect(pending.code).toBe(200);
    const ours = (list: { id: number }[]) => list.map((x) => x.id).filter((id) => [first, second, third].includes(id));
    expect(ours(pending.data.list)).toEqual([first, second, third]);
    expect(pending.data.counts.pending).toBeGreaterThanOrEqual(3);
    const row = pending.data.list.find((x: { id: number }) => x.id === first);
    expect(row).toMatchObject({
      member: { id: a.id, memberNo: a.memberNo, nickname: a.nickname },
      amount: '100.00',
      channel: 'bank-1',
      channelName: '銀行轉帳',
      status: 'pending',
      reviewedBy: null,
    });

    // The proof is served to the console without the member's token (a random name, same origin).
    expect(row.proof).toMatch(/^\/files\/[0-9a-f]{32}-1x1\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: row.proof });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);

    // By member number, nickname (any part, any case) and the request's id.
    expect((await topUps(finance, { q: b.memberNo })).data.list.map((x: { id: number }) => x.id)).toEqual([second]);
    expect(ours((await topUps(finance, { q: a.nickname.slice(1).toUpperCase() })).data.list)).toEqual([third, first]);
    expect((await topUps(finance, { q: a.email })).data.total).toBe(2);
    expect((await topUps(finance, { q: '100%' })).data.total).toBe(0);

    // Approve credits 1:1 through the ledger; reject records why and credits nothing.
    expect((await review('topUp', first, { decision: 'approve' })).data).toMatchObject({ status: 'approved' });
    expect((await wallet(t, a)).balances.UU).toBe('100.00');
    expect((await review('topUp', second, { decision: 'reject', reason: '轉帳金額不符' })).data).toMatchObject({ status: 'rejected' });
    expect((await wallet(t, b)).balances.UU).toBe('0.00');
    const approved = await topUps(finance, { status: 'approved', q: a.memberNo });
    expect(approved.data.list).toHaveLength(1);
    expect(approved.data.list[0]).toMatchObject({ id: first, reviewedBy: { id: finance.id, email: finance.email } });
    expect(approved.data.list[0].decidedAt).not.toBeNull();
    const rejected = await topUps(finance, { status: 'rejected', q: b.memberNo });
    expect(rejected.data.list[0]).toMatchObject({ id: second, reason: '轉帳金額不符', reviewedBy: { id: finance.id } });
    // Without a status: newest first.
    expect(ours((await topUps(finance, { q: a.memberNo })).data.list)).toEqual([third, first]);

    // Platform days (Asia/Taipei): 00:30 there the next day is still 16:30 UTC today.
    const day = today();
    expect(ours((await topUps(finance, { from: day, to: day })).data.list)).toHaveLength(3);
    const midnight = Date.parse(`${day}T16:00:00Z`);
    t.clock.advance(midnight + 30 * 60_000 - t.clock.now());
    // Back-office sessions end after two idle hours: sign in again after the jump.
    [finance, op, admin] = await Promise.all([t.operator('finance'), t.operator('operator'), t.operator('admin')]);
    const late = await askTopUp(a, '400');
    const next = today();
    expect(next).not.toBe(day);
    expect((await topUps(finance, { from: next, to: next })).data.list.map((x: { id: number }) => x.id)).toEqual([late]);
    expect(ours((await topUps(finance, { to: day })).data.list)).toHaveLength(3);

    // Bad filters are told in the operator's language; other roles are refused.
    const badDay = await asAdmin(t, finance, {
      method: 'GET',
      url: '/admin/wallet/topUps',
      query: { from: '2026-02-30' },
      headers: { 'accept-language': 'en-US' },
    });
    expect([badDay.code, badDay.msg]).toEqual([Code.VALIDATION, 'This date does not exist on the calendar.']);
    const backwards = await topUps(finance, { from: next, to: day });
    expect([backwards.code, backwards.msg]).toEqual([Code.VALIDATION, '結束日期不可早於開始日期']);
    expect((await topUps(finance, { status: 'paid' })).code).toBe(Code.VALIDATION);
    expect((await topUps(op)).code).toBe(Code.ROLE_FORBIDDEN);
    expect((await topUps(admin)).code).toBe(200);
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('lists withdrawals with the destination masked and the breakdown; rejecting refunds, approving splits, a payout is marked paid', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const card = await addCard(t, m, '6222021234567890');
    const big = await pay(t, m, '/withdraw', { amount: '500', destinationType: 'bank', destinationId: card.id });
    const small = await pay(t, m, '/withdraw', { amount: '100', destinationType: 'bank', destinationId: card.id });
    expect((await wallet(t, m)).balances.UU).toBe('400.00');

    const pending = await withdrawals(finance, { status: 'pending', q: m.memberNo });
    expect(pending.data.list.map((x: { id: number }) => x.id)).toEqual([big.data.id, small.data.id]);
    expect(pending.data.list[0]).toMatchObject({
      member: { id: m.id, memberNo: m.memberNo },
      currency: 'UU',
      amount: '500.00',
      fee: '5.00',
      toFb: '165.00',
      toU: '330.00',
      status: 'pending',
      // Whole, since finance pays to it; the CSV (a file that travels) has it masked.
      destination: {
        type: 'bank',
        holder: 'Chen Mei',
        bankName: 'Bank of Taiwan',
        maskedNumber: '•••• •••• •••• 7890',
        last4: '7890',
        cardNumber: '6222021234567890',
      },
    });
    expect(pending.data.counts).toMatchObject({ pending: 2, approved: 0 });

    // Reject: the whole amount back. Approve: fee kept, 33% FB, 66% U.
    expect((await review('withdrawal', small.data.id, { decision: 'reject', reason: '戶名不符' })).data).toMatchObject({
      status: 'rejected',
    });
    expect((await wallet(t, m)).balances.UU).toBe('500.00');
    expect((await review('withdrawal', big.data.id, { decision: 'approve' })).data).toMatchObject({ status: 'approved' });
    expect((await wallet(t, m)).balances).toMatchObject({ UU: '500.00', FB: '165.00', U: '330.00' });
    expect(await ledgerClean(t)).toEqual([]);
    const decided = await withdrawals(finance, { q: m.memberNo });
    expect(decided.data.list.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual([
      [small.data.id, 'rejected'],
      [big.data.id, 'approved'],
    ]);
    expect(decided.data.list[0]).toMatchObject({ reason: '戶名不符', reviewedBy: { id: finance.id }, paidBy: null });

    // A U payout to a wallet address: approved, then marked paid once the cash left.
    const eft = await addEft(t, m);
    const payout = await pay(t, m, '/withdraw', { currency: 'U', amount: '300', destinationType: 'eft', destinationId: eft.id });
    expect(payout.code).toBe(200);
    expect((await review('withdrawal', payout.data.id, { decision: 'approve' })).data).toMatchObject({ status: 'approved' });
    const paidAs = { decision: 'paid', payoutRef: 'TX-0001', payoutDate: '2026-11-22' };
    expect((await review('withdrawal', payout.data.id, paidAs)).data).toMatchObject({ status: 'paid' });
    const payouts = await withdrawals(finance, { currency: 'U', q: m.memberNo });
    expect(payouts.data.list).toHaveLength(1);
    expect(payouts.data.list[0]).toMatchObject({
      id: payout.data.id,
      currency: 'U',
      status: 'paid',
      fee: '0.00',
      destination: { type: 'eft', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
      reviewedBy: { id: finance.id },
      paidBy: { id: finance.id },
    });
    expect(payouts.data.list[0].paidAt).not.toBeNull();
    expect((await wallet(t, m)).balances.U).toBe('30.00');
    // A UU withdrawal is never "paid": its value left as FB and U.
    expect((await review('withdrawal', big.data.id, paidAs)).code).toBe(Code.WITHDRAWAL_NOT_PENDING);
    expect((await withdrawals(op)).code).toBe(Code.ROLE_FORBIDDEN);
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('marking a payout paid takes its reference, day and an optional proof from the console upload, kept for audit', async () => {
    const m = await t.readyMember();
    await t.fund(m, 'U', UU(500));
    const eft = await addEft(t, m);
    const ask = async () =>
      (await pay(t, m, '/withdraw', { currency: 'U', amount: '100', destinationType: 'eft', destinationId: eft.id })).data.id as number;
    const first = await ask();

    // Without a reference or a day: refused, in the operator's language, nothing paid.
    const bare = await review('withdrawal', first, { decision: 'paid' });
    expect(bare.code).toBe(Code.VALIDATION);
    expect(bare.data.issues.map((i: { path: string }) => i.path).sort()).toEqual(['payoutDate', 'payoutRef']);
    expect((await review('withdrawal', first, { decision: 'paid', payoutRef: ' ', payoutDate: '2026-11-22' })).code).toBe(Code.VALIDATION);
    expect((await review('withdrawal', first, { decision: 'paid', payoutRef: 'R1', payoutDate: '2026-02-30' })).code).toBe(Code.VALIDATION);
    // A proof must be an image uploaded through the console, not a member's upload.
    const membersImage = await uploadProof(t, m.token);
    const foreign = { decision: 'paid', payoutRef: 'R1', payoutDate: '2026-11-22', payoutProof: membersImage };
    expect((await review('withdrawal', first, foreign)).code).toBe(Code.PAYOUT_PROOF_NOT_FOUND);
    expect((await withdrawals(finance, { q: m.memberNo, status: 'pending' })).data.total).toBe(1);

    // Finance uploads the bank's receipt through the console's upload (finance may), and marks paid.
    const body = multipart([{ name: 'pics', filename: 'receipt.png', type: 'image/png', data: PNG }]);
    const upload = await asAdmin(t, finance, {
      method: 'POST',
      url: `/admin/upload/image?model=payout&pid=${first}`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(upload.code).toBe(200);
    const paid = { decision: 'paid', payoutRef: 'CTBC-20261122-0042', payoutDate: '2026-11-22', payoutProof: upload.data.url };
    expect((await review('withdrawal', first, paid)).data).toMatchObject({ status: 'paid' });
    const second = await ask();
    expect((await review('withdrawal', second, { decision: 'paid', payoutRef: 'TX 9f2c', payoutDate: '2026-11-21' })).code).toBe(200);

    const listed = await withdrawals(finance, { q: m.memberNo, status: 'paid' });
    const byId = new Map(listed.data.list.map((x: { id: number }) => [x.id, x]));
    expect(byId.get(first)).toMatchObject({
      payoutRef: 'CTBC-20261122-0042',
      payoutDate: '2026-11-22',
      payoutProof: upload.data.url,
      paidBy: { id: finance.id },
    });
    expect(byId.get(second)).toMatchObject({ payoutRef: 'TX 9f2c', payoutDate: '2026-11-21', payoutProof: null });
    // The audit log keeps who marked it paid and the record as it was after.
    const log = await asAdmin(t, admin, {
      method: 'GET',
      url: '/admin/audit',
      query: { action: 'reviewWithdrawal', adminId: String(finance.id) },
    });
    const entry = log.data.list.find((e: { targetId: string }) => e.targetId === String(first));
    expect(JSON.stringify(entry)).toContain('CTBC-20261122-0042');
    expect((await wallet(t, m)).balances.U).toBe('300.00');
  });

  it('approves a top-up for a corrected amount with a note: the ledger credits the correction, the member sees both', async () => {
    const m = await t.readyMember();
    const id = await askTopUp(m, '1000');
    // A correction needs a note; a withdrawal takes none.
    const noNote = await review('topUp', id, { decision: 'approve', amount: '950' });
    expect([noNote.code, noNote.data.issues[0].path]).toEqual([Code.VALIDATION, 'note']);
    expect((await review('topUp', id, { decision: 'approve', amount: '0', note: 'x' })).code).toBe(Code.VALIDATION);
    const approved = await review('topUp', id, { decision: 'approve', amount: '950.50', note: '實際到帳 950.50（銀行扣手續費）' });
    expect(approved.data).toMatchObject({ status: 'approved', amount: '950.50', requestedAmount: '1000.00' });
    expect((await wallet(t, m)).balances.UU).toBe('950.50');
    expect((await review('topUp', id, { decision: 'approve' })).code).toBe(Code.TOPUP_NOT_PENDING);

    const mine = await call(t.app, { method: 'GET', url: '/topUp/list', headers: { satoken: m.token } });
    expect(mine.data.list[0]).toMatchObject({
      id,
      amount: '950.50',
      requestedAmount: '1000.00',
      correctionNote: '實際到帳 950.50（銀行扣手續費）',
    });
    const log = await call(t.app, {
      method: 'GET',
      url: '/moneyLog/questSumMoneyLog',
      query: { currency: 'UU' },
      headers: { satoken: m.token },
    });
    expect(log.data.list[0]).toMatchObject({ type: 'topup', amount: '950.50' });
    const queue = await topUps(finance, { q: m.memberNo });
    expect(queue.data.list[0]).toMatchObject({
      amount: '950.50',
      requestedAmount: '1000.00',
      correctionNote: '實際到帳 950.50（銀行扣手續費）',
    });

    // Approved as asked: no correction recorded.
    const plain = await askTopUp(m, '200');
    expect((await review('topUp', plain, { decision: 'approve' })).data).toMatchObject({
      amount: '200.00',
      requestedAmount: null,
      correctionNote: null,
    });
    expect((await wallet(t, m)).balances.UU).toBe('1150.50');

    const card = await addCard(t, m, '6222021234567111');
    const w = await pay(t, m, '/withdraw', { amount: '100', destinationType: 'bank', destinationId: card.id });
    expect((await review('withdrawal', w.data.id, { decision: 'approve', amount: '50', note: 'x' })).code).toBe(
      Code.CORRECTION_NOT_ALLOWED,
    );
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('verifies the ledger on demand, names a corrupted balance, and audits each check', async () => {
    const m = await t.readyMember({ uu: UU(50) });
    const verify = (session: Session) => asAdmin(t, session, { method: 'POST', url: '/admin/ledger/verify' });
    const clean = await verify(finance);
    expect(clean.data).toMatchObject({ ok: true, problems: [], checkedAt: new Date(t.clock.now()).toISOString() });
    expect(clean.data.transactions).toBeGreaterThan(0);
    expect(clean.data.accounts).toBeGreaterThan(0);

    // A deliberate corruption: a balance changed behind the ledger's back (never done by the app).
    const account = await t.app.db.kysely
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('user_id', '=', m.id)
      .where('currency', '=', 'UU')
      .executeTakeFirstOrThrow();
    await t.app.db.kysely
      .updateTable('ledger_accounts')
      .set({ balance: account.balance + 1 })
      .where('id', '=', account.id)
      .execute();
    try {
      const found = await verify(finance);
      expect(found.data.ok).toBe(false);
      expect(found.data.problems).toEqual([
        {
          kind: 'balance',
          accountId: account.id,
          owner: { kind: 'member', member: { id: m.id, memberNo: m.memberNo, nickname: m.nickname } },
          currency: 'UU',
          balance: '50.01',
          entries: '50.00',
        },
      ]);
    } finally {
      await t.app.db.kysely.updateTable('ledger_accounts').set({ balance: account.balance }).where('id', '=', account.id).execute();
    }
    expect((await verify(finance)).data.ok).toBe(true);
    expect((await verify(op)).code).toBe(Code.ROLE_FORBIDDEN);

    const log = await asAdmin(t, admin, {
      method: 'GET',
      url: '/admin/audit',
      query: { action: 'verifyLedger', adminId: String(finance.id) },
    });
    expect(log.data.total).toBe(3);
    expect(log.data.list[1]).toMatchObject({ targetType: 'ledger', after: { result: { ok: false } } });
  });

  it('exports ledger entries as CSV: BOM, header, the known rows, a currency filter, refused to other roles, audited', async () => {
    const m = await t.readyMember();
    const id = await askTopUp(m, '700');
    await review('topUp', id, { decision: 'approve' });
    const day = today();
    const file = await download(finance, '/admin/exports/entries.csv', { from: day, to: day, currency: 'UU' });
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toBe(`attachment; filename="uu-entries_${day}_${day}.csv"`);
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    const lines = file.text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'entry_id,time,transaction_id,transaction_type,account,member_no,nickname,currency,amount,balance_after,log_type,ref,memo',
    );
    const mine = lines.find((l) => l.includes(`,member,${m.memberNo},`) && l.includes(`,topup:${id},`));
    expect(mine).toMatch(
      new RegExp(
        `^\\d+,${day}T\\d\\d:\\d\\d:\\d\\d\\+08:00,\\d+,topup,member,${m.memberNo},${m.nickname},UU,700\\.00,700\\.00,topup,topup:${id},$`,
      ),
    );
    // The platform's side of the same movement, negative and left a number (no injection prefix).
    expect(lines.some((l) => /,platform:topup,,,UU,-700\.00,/.test(l) && l.includes(`topup:${id}`))).toBe(true);
    expect(file.text.endsWith('\r\n')).toBe(true);

    const fb = await download(finance, '/admin/exports/entries.csv', { from: day, to: day, currency: 'FB' });
    expect(fb.text).not.toContain(',UU,');
    const earlier = await download(finance, '/admin/exports/entries.csv', { from: '2020-01-01', to: '2020-01-31' });
    expect(earlier.text.slice(1).split('\r\n').filter(Boolean)).toHaveLength(1);

    // Refusals stay envelopes: other roles, no credentials, a missing or reversed range.
    const refused = await download(op, '/admin/exports/entries.csv', { from: day, to: day });
    expect([refused.status, JSON.parse(refused.text).code]).toEqual([403, Code.ROLE_FORBIDDEN]);
    const anonymous = await download(null, '/admin/exports/entries.csv', { from: day, to: day });
    expect([anonymous.status, JSON.parse(anonymous.text).code]).toEqual([403, Code.OPERATOR_ONLY]);
    const noRange = await download(finance, '/admin/exports/entries.csv', { from: day });
    expect(JSON.parse(noRange.text).code).toBe(Code.VALIDATION);
    expect(JSON.parse((await download(finance, '/admin/exports/entries.csv', { from: day, to: '2020-01-01' })).text).code).toBe(
      Code.VALIDATION,
    );

    const log = await asAdmin(t, admin, { method: 'GET', url: '/admin/audit', query: { action: 'exportEntries', targetType: 'export' } });
    expect(log.data.total).toBe(3);
    expect(log.data.list[2]).toMatchObject({
      adminId: finance.id,
      targetType: 'export',
      after: { filters: { from: day, to: day, currency: 'UU' } },
    });
    // The downloads are on the API's OpenAPI page like every other call.
    const doc: { paths: Record<string, { get?: { produces?: string[] } }> } = (
      await t.app.inject({ method: 'GET', url: '/docs/json' })
    ).json();
    expect(doc.paths['/admin/exports/entries.csv']?.get).toBeDefined();
  });

  it('exports withdrawals as CSV with the card masked and an operator’s text that looks like a formula defused', async () => {
    const m = await t.readyMember({ uu: UU(300) });
    const card = await addCard(t, m, '6222029876543210');
    const w = await pay(t, m, '/withdraw', { amount: '200', destinationType: 'bank', destinationId: card.id });
    await review('withdrawal', w.data.id, { decision: 'reject', reason: '=HYPERLINK("http://evil.test","點此")' });
    const day = today();
    const file = await download(finance, '/admin/exports/withdrawals.csv', { from: day, to: day, status: 'rejected' });
    expect([file.status, file.type]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(file.disposition).toBe(`attachment; filename="uu-withdrawals_${day}_${day}.csv"`);
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    const lines = file.text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,member_no,nickname,currency,amount,fee,to_fb,to_u,status,destination_type,destination,reason,decided_at,paid_at',
    );
    const mine = lines.find((l) => l.startsWith(`${w.data.id},`));
    expect(mine).toContain(
      `,${m.memberNo},${m.nickname},UU,200.00,2.00,66.00,132.00,rejected,bank,Bank of Taiwan •••• •••• •••• 3210 Chen Mei,`,
    );
    // Prefixed with ' so no spreadsheet runs it; the quotes inside doubled.
    expect(mine).toContain(`,"'=HYPERLINK(""http://evil.test"",""點此"")",`);
    expect(file.text).not.toContain('6222029876543210');
    // Every row of the filter, and only those.
    for (const line of lines.slice(1).filter(Boolean)) expect(line.split(',')[9]).toBe('rejected');

    expect((await download(op, '/admin/exports/withdrawals.csv', { from: day, to: day })).status).toBe(403);
    expect(JSON.parse((await download(finance, '/admin/exports/withdrawals.csv', { from: day, to: day, status: 'lost' })).text).code).toBe(
      Code.VALIDATION,
    );
    const log = await asAdmin(t, admin, { method: 'GET', url: '/admin/audit', query: { action: 'exportWithdrawals' } });
    expect(log.data.list[0]).toMatchObject({
      adminId: finance.id,
      targetType: 'export',
      after: { filters: { from: day, to: day, status: 'rejected' } },
    });
  });

  it('exports orders as CSV: paid amounts, goods name in the operator’s language, state filter', async () => {
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '測試' } } })).data.id;
    const goods = await operator(t, {
      method: 'POST',
      url: '/admin/mall/goods',
      payload: {
        categoryId: category,
        name: { 'zh-Hant': '保溫杯', en: 'Thermos' },
        description: { 'zh-Hant': '' },
        price: '100',
        fbPercent: 0,
        deliveryType: 'express',
        stock: 10,
      },
    });
    expect(goods.code).toBe(200);
    const m = await t.readyMember({ uu: UU(500) });
    const address = await call(t.app, {
      method: 'POST',
      url: '/address/save',
      headers: { satoken: m.token },
      payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
    });
    const order = await call(t.app, {
      method: 'POST',
      url: '/planHistory/submitOrder',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { goodsId: goods.data.id, quantity: 2, addressId: address.data.id, remark: '+請下午送' },
    });
    expect(order.code).toBe(200);
    const paid = await call(t.app, {
      method: 'POST',
      url: '/planHistory/updatePlanHistory',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { action: 'pay', id: order.data.id, payPassword: digest(PAY) },
    });
    expect(paid.data.status).toBe(OrderStatus.waitingDelivery);

    const day = today();
    const file = await download(finance, '/admin/exports/orders.csv', { from: day, to: day, status: String(OrderStatus.waitingDelivery) });
    expect([file.status, file.type]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(file.disposition).toBe(`attachment; filename="uu-orders_${day}_${day}.csv"`);
    const lines = file.text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'order_no,created_at,member_no,nickname,goods,quantity,unit_price,discount,total,paid_uu,paid_fb,status,status_name,delivery_type,store,paid_at,done_at,refunded_at,canceled_at,remark',
    );
    const mine = lines.find((l) => l.startsWith(`${order.data.orderNo},`));
    expect(mine).toMatch(
      new RegExp(
        `,${m.memberNo},${m.nickname},保溫杯,2,100\\.00,0\\.00,200\\.00,200\\.00,0\\.00,1,waitingDelivery,express,,${day}T[\\d:]+\\+08:00,,,,'\\+請下午送$`,
      ),
    );
    const english = await t.app.inject({
      method: 'GET',
      url: '/admin/exports/orders.csv',
      query: { from: day, to: day },
      headers: { 'x-admin-token': finance.token, 'accept-language': 'en-US' },
    });
    expect(english.body).toContain(',Thermos,');
    const done = await download(finance, '/admin/exports/orders.csv', { from: day, to: day, status: String(OrderStatus.done) });
    expect(done.text).not.toContain(order.data.orderNo);
    expect(JSON.parse((await download(finance, '/admin/exports/orders.csv', { from: day, to: day, status: '9' })).text).code).toBe(
      Code.VALIDATION,
    );
    expect((await download(op, '/admin/exports/orders.csv', { from: day, to: day })).status).toBe(403);
    const log = await asAdmin(t, admin, { method: 'GET', url: '/admin/audit', query: { action: 'exportOrders' } });
    expect(log.data.total).toBe(3);
  });
});
