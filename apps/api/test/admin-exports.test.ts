import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { platformDay } from '../src/lib/clock';
import { adminSession, asAdmin } from './admin-helpers';
import { call, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { operator, PAY, WALLET_ENV, type Member } from './wallet-helpers';

type Session = Awaited<ReturnType<typeof adminSession>>;

// Issue 17 item 7: exports an operator opens in Excel (.xlsx): ids as text, headers and states in the
// operator's language, local times, the orders' shipping columns; members, top-ups, withdrawals, the money log.
describe.each(dialects)('spreadsheet exports on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let finance: Session;
  let op: Session;
  let m: Member;
  let order: { id: number; orderNo: string };
  const today = () => platformDay(t.clock.now(), 'Asia/Taipei');

  async function sheet(session: Session, path: string, query: Record<string, string>, language = 'zh-TW') {
    const res = await t.app.inject({
      method: 'GET',
      url: path,
      query,
      headers: { 'x-admin-token': session.token, 'accept-language': language },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    const rows: ExcelJS.Row[] = [];
    ws.eachRow((row) => rows.push(row));
    const header = (rows[0]!.values as unknown[]).slice(1);
    return { res, ws, rows, header, disposition: String(res.headers['content-disposition']) };
  }

  beforeAll(async () => {
    finance = await t.operator('finance');
    op = await t.operator('operator');
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '匯出' } } })).data.id;
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
    m = await t.readyMember({ uu: 500_00 });
    const address = await call(t.app, {
      method: 'POST',
      url: '/address/save',
      headers: { satoken: m.token },
      payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
    });
    const submitted = await call(t.app, {
      method: 'POST',
      url: '/planHistory/submitOrder',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { goodsId: goods.data.id, quantity: 2, addressId: address.data.id },
    });
    await call(t.app, {
      method: 'POST',
      url: '/planHistory/updatePlanHistory',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { action: 'pay', id: submitted.data.id, payPassword: digest(PAY) },
    });
    const shipped = await asAdmin(t, op, {
      method: 'POST',
      url: `/admin/orders/${submitted.data.id}/ship`,
      payload: { company: '黑貓宅急便', number: '0012345678901234' },
    });
    expect(shipped.data.status).toBe(OrderStatus.waitingReceipt);
    order = submitted.data;
  });

  it('orders as .xlsx: the order number is a text cell equal to it, headers and states in the operator’s language, local times, shipping columns', async () => {
    const day = today();
    const { rows, header, disposition } = await sheet(finance, '/admin/exports/orders.xlsx', { from: day, to: day });
    expect(disposition).toBe(`attachment; filename="uu-orders_${day}_${day}.xlsx"`);
    expect(header).toEqual(
      expect.arrayContaining([
        '訂單編號',
        '建立時間',
        '會員編號',
        '商品',
        '狀態',
        '收件人',
        '收件電話',
        '收件地址',
        '物流公司',
        '物流單號',
      ]),
    );
    const col = (name: string) => header.indexOf(name) + 1;
    const row = rows.find((r) => r.getCell(col('訂單編號')).value === order.orderNo)!;
    expect(row).toBeDefined();
    const cell = row.getCell(col('訂單編號'));
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(order.orderNo);
    expect(row.getCell(col('會員編號')).value).toBe(m.memberNo);
    expect(row.getCell(col('狀態')).value).toBe('待收貨');
    expect(row.getCell(col('收件人')).value).toBe('陳小明');
    expect(row.getCell(col('收件電話')).value).toBe('+886912345678');
    expect(String(row.getCell(col('收件地址')).value)).toContain('重慶南路一段 122 號');
    expect(row.getCell(col('物流公司')).value).toBe('黑貓宅急便');
    expect(row.getCell(col('物流單號')).value).toBe('0012345678901234');
    expect(String(row.getCell(col('建立時間')).value)).toMatch(new RegExp(`^${day} \\d{2}:\\d{2}:\\d{2}$`));

    const english = await sheet(finance, '/admin/exports/orders.xlsx', { from: day, to: day }, 'en-US');
    expect(english.header).toEqual(expect.arrayContaining(['Order number', 'Status', 'Consignee', 'Tracking number']));
    const en = english.rows.find((r) => r.getCell(english.header.indexOf('Order number') + 1).value === order.orderNo)!;
    expect(en.getCell(english.header.indexOf('Status') + 1).value).toBe('Shipped, awaiting receipt');
  });

  it('members, top-ups, withdrawals and the money log export too; the roles and the contract are checked', async () => {
    const day = today();
    const members = await sheet(finance, '/admin/exports/members.xlsx', { from: day, to: day });
    expect(members.header).toEqual(expect.arrayContaining(['會員編號', '暱稱', '狀態', 'UU 餘額']));
    const mine = members.rows.find((r) => r.getCell(members.header.indexOf('會員編號') + 1).value === m.memberNo)!;
    expect(mine.getCell(members.header.indexOf('會員編號') + 1).type).toBe(ExcelJS.ValueType.String);
    expect(mine.getCell(members.header.indexOf('UU 餘額') + 1).value).toBe(300);
    for (const kind of ['topups', 'withdrawals', 'entries']) {
      const file = await sheet(finance, `/admin/exports/${kind}.xlsx`, { from: day, to: day });
      expect(file.header.length, kind).toBeGreaterThan(3);
      expect(file.header.join(''), kind).not.toMatch(/_/);
    }
    const entries = await sheet(finance, '/admin/exports/entries.xlsx', { from: day, to: day });
    expect(entries.rows.length).toBeGreaterThan(1);

    const refused = await t.app.inject({
      method: 'GET',
      url: '/admin/exports/orders.xlsx',
      query: { from: day, to: '2020-01-01' },
      headers: { 'x-admin-token': finance.token },
    });
    expect(JSON.parse(refused.body).code).toBe(Code.VALIDATION);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/admin/exports/entries.xlsx',
      query: { from: day, to: day },
      headers: { 'x-admin-token': op.token },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
