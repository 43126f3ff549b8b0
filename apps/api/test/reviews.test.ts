import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { asAdmin } from './admin-helpers';
import { call, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { operator, PAY, uploadProof, WALLET_ENV, type Member } from './wallet-helpers';

const UU = (units: number) => units * 100;

describe.each(dialects)('goods reviews on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });
  const goods = { kettle: 0, mug: 0 };
  let category = 0;

  beforeAll(async () => {
    category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '廚房' } } })).data.id;
    const make = async (name: Record<string, string>) =>
      (
        await operator(t, {
          method: 'POST',
          url: '/admin/mall/goods',
          payload: { categoryId: category, name, description: { 'zh-Hant': '' }, price: '10', deliveryType: 'express', stock: 1000 },
        })
      ).data.id as number;
    goods.kettle = await make({ 'zh-Hant': '快煮壺', en: 'Kettle' });
    goods.mug = await make({ 'zh-Hant': '馬克杯', en: 'Mug' });
  }, 120_000);

  const as = (m: Member) => ({ satoken: m.token, 'idempotency-key': randomUUID() });
  async function addressOf(m: Member) {
    const res = await call(t.app, {
      method: 'POST',
      url: '/address/save',
      headers: { satoken: m.token },
      payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
    });
    return res.data.id as number;
  }
  /** An order of one line per goods (through the cart when several), paid; shipped and confirmed unless `done` is false. */
  async function order(m: Member, ids: number[], done = true): Promise<number> {
    const addressId = await addressOf(m);
    let id: number;
    if (ids.length === 1) {
      const placed = await call(t.app, {
        method: 'POST',
        url: '/planHistory/submitOrder',
        headers: as(m),
        payload: { goodsId: ids[0], quantity: 1, addressId },
      });
      id = placed.data.id;
    } else {
      for (const goodsId of ids) await call(t.app, { method: 'POST', url: '/cart/add', headers: as(m), payload: { goodsId, quantity: 1 } });
      const placed = await call(t.app, { method: 'POST', url: '/cart/checkout', headers: as(m), payload: { addressId } });
      expect(placed.data.orders).toHaveLength(1);
      id = placed.data.orders[0].id;
    }
    const act = (payload: Record<string, unknown>) =>
      call(t.app, { method: 'POST', url: '/planHistory/updatePlanHistory', headers: as(m), payload: { id, ...payload } });
    expect((await act({ action: 'pay', payPassword: digest(PAY) })).code).toBe(200);
    if (!done) return id;
    await operator(t, { method: 'POST', url: `/admin/orders/${id}/ship`, payload: { company: '黑貓', number: 'T1' } });
    expect((await act({ action: 'confirm' })).data.status).toBe(OrderStatus.done);
    return id;
  }
  const review = (m: Member, payload: Record<string, unknown>, locale = 'zh-TW') =>
    call(t.app, { method: 'POST', url: '/mall/reviews', headers: { satoken: m.token, 'accept-language': locale }, payload });
  const summary = async (goodsId: number) =>
    (await call(t.app, { method: 'GET', url: `/mall/goods/${goodsId}/reviews/summary` })).data as {
      average: string | null;
      count: number;
      latest: { id: number; rating: number; content: string; author: string; photos: string[]; reply: unknown }[];
    };

  it('a member reviews each line of a done order once, with photos; the goods page shows the average, count and latest', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const id = await order(m, [goods.kettle, goods.mug]);
    const photo = await uploadProof(t, m.token);
    const before = await call(t.app, { method: 'GET', url: `/mall/orders/${id}/reviews`, headers: { satoken: m.token } });
    // The lines as the order lists them (the cart puts the latest added first).
    const lines = (
      await call(t.app, { method: 'GET', url: '/planHistory/getPlanHistory', query: { id: String(id) }, headers: { satoken: m.token } })
    ).data.lines as { goodsId: number; name: string }[];
    const kettleLine = lines.findIndex((l) => l.goodsId === goods.kettle);
    const mugLine = lines.findIndex((l) => l.goodsId === goods.mug);
    expect([kettleLine, mugLine].sort()).toEqual([0, 1]);
    expect(before.data).toEqual({
      reviewable: true,
      lines: lines.map((l, line) => ({ line, goodsId: l.goodsId, name: l.name, cover: null, spec: null, review: null })),
    });

    const first = await review(m, { orderId: id, line: kettleLine, rating: 5, content: ' 煮水很快 ', photos: [photo, photo] });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ goodsId: goods.kettle, rating: 5, content: '煮水很快', photos: [photo], reply: null });
    expect(first.data.author).toMatch(/\*/);
    t.clock.advance(1000);
    expect((await review(m, { orderId: id, line: mugLine, rating: 3 })).data).toMatchObject({
      goodsId: goods.mug,
      content: '',
      photos: [],
    });

    const other = await t.readyMember({ uu: UU(1000) });
    t.clock.advance(1000);
    expect((await review(other, { orderId: await order(other, [goods.kettle]), rating: 4, content: '不錯' })).code).toBe(200);

    const kettle = await summary(goods.kettle);
    expect(kettle).toMatchObject({ average: '4.5', count: 2 });
    expect(kettle.latest.map((r) => r.content)).toEqual(['不錯', '煮水很快']);
    expect(kettle.latest[1]!.photos).toEqual([photo]);
    expect(await summary(goods.mug)).toMatchObject({ average: '3.0', count: 1 });

    const page = await call(t.app, { method: 'GET', url: `/mall/goods/${goods.kettle}/reviews`, query: { page: '2', size: '1' } });
    expect(page.data).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(page.data.list.map((r: { content: string }) => r.content)).toEqual(['煮水很快']);

    const after = await call(t.app, { method: 'GET', url: `/mall/orders/${id}/reviews`, headers: { satoken: m.token } });
    const ratings = after.data.lines.map((l: { review: { rating: number } | null }) => l.review?.rating);
    expect([ratings[kettleLine], ratings[mugLine]]).toEqual([5, 3]);
  });

  it('refuses a review before completion, twice for a line, of another member’s order, of no such line', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const paidOnly = await order(m, [goods.kettle], false);
    const notDone = await review(m, { orderId: paidOnly, rating: 5 }, 'en');
    expect(notDone.code).toBe(Code.REVIEW_ORDER_NOT_DONE);
    expect(notDone.msg).toBe('You can review goods once the order is completed.');
    const reviewable = await call(t.app, { method: 'GET', url: `/mall/orders/${paidOnly}/reviews`, headers: { satoken: m.token } });
    expect(reviewable.data.reviewable).toBe(false);

    const done = await order(m, [goods.mug]);
    expect((await review(m, { orderId: done, rating: 4 })).code).toBe(200);
    const again = await review(m, { orderId: done, rating: 1 }, 'zh-CN');
    expect(again.code).toBe(Code.REVIEW_EXISTS);
    expect(again.msg).toBe('这件商品已评价过了');
    expect((await review(m, { orderId: done, line: 1, rating: 4 })).code).toBe(Code.REVIEW_LINE_NOT_FOUND);

    const stranger = await t.readyMember({ uu: 0 });
    expect((await review(stranger, { orderId: done, rating: 1 })).code).toBe(Code.ORDER_NOT_FOUND);
    expect((await call(t.app, { method: 'GET', url: `/mall/orders/${done}/reviews`, headers: { satoken: stranger.token } })).code).toBe(
      Code.ORDER_NOT_FOUND,
    );
    expect((await call(t.app, { method: 'POST', url: '/mall/reviews', payload: { orderId: done, rating: 5 } })).code).toBe(
      Code.TOKEN_ABSENT,
    );
    expect((await summary(goods.mug)).latest.filter((r) => r.rating === 1)).toEqual([]);
  });

  it('refuses a rating outside 1-5, more than 6 photos, and a photo that is not an image the member uploaded', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const id = await order(m, [goods.kettle]);
    for (const rating of [0, 6, 2.5, 'five']) {
      const res = await review(m, { orderId: id, rating }, 'en');
      expect(res.code).toBe(Code.VALIDATION);
      expect(res.msg).toContain('1 to 5');
    }
    const photos = await Promise.all(Array.from({ length: 7 }, () => uploadProof(t, m.token)));
    const tooMany = await review(m, { orderId: id, rating: 5, photos }, 'zh-TW');
    expect(tooMany.code).toBe(Code.VALIDATION);
    expect(tooMany.msg).toContain('6');

    // Not an image: the upload call refuses the bytes; a URL that is not the member's upload is refused by the review.
    const boundary = '----text';
    const text = await call(t.app, {
      method: 'POST',
      url: '/file/file/upload',
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nhello\r\n--${boundary}--\r\n`,
      ),
      headers: { satoken: m.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(text.code).toBe(Code.UPLOAD_TYPE);
    const other = await t.readyMember({ uu: 0 });
    const theirs = await uploadProof(t, other.token);
    for (const url of [theirs, '/files/not-a-file.txt', 'https://example.com/a.png']) {
      expect((await review(m, { orderId: id, rating: 5, photos: [url] })).code).toBe(Code.REVIEW_PHOTO_NOT_FOUND);
    }
    // Nothing was written by the refusals: the line can still be reviewed, with six photos.
    const ok = await review(m, { orderId: id, rating: 5, photos: photos.slice(0, 6) });
    expect(ok.code).toBe(200);
    expect(ok.data.photos).toHaveLength(6);
  });

  it('two reviews of one line sent at once write one', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const id = await order(m, [goods.mug]);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => review(m, { orderId: id, rating: i + 1, content: `第 ${i} 則` })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === Code.REVIEW_EXISTS)).toHaveLength(3);
    const rows = await t.app.db.kysely.selectFrom('goods_reviews').select('id').where('order_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('operators filter reviews, hide one from the goods page and reply, with permission and an audit entry', async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const goodsId = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/goods',
        payload: {
          categoryId: category,
          name: { 'zh-Hant': '砧板' },
          description: { 'zh-Hant': '' },
          price: '10',
          deliveryType: 'express',
          stock: 10,
        },
      })
    ).data.id as number;
    const bad = (await review(m, { orderId: await order(m, [goodsId]), rating: 1, content: '廣告內容' })).data.id as number;
    t.clock.advance(1000);
    const good = (await review(m, { orderId: await order(m, [goodsId]), rating: 5, content: '很好切' })).data.id as number;

    const op = await t.operator('operator');
    const finance = await t.operator('finance');
    const list = (query: Record<string, string>, who = op) =>
      asAdmin(t, who, { method: 'GET', url: '/admin/reviews', query: { goodsId: String(goodsId), ...query } });
    expect((await list({})).data.list.map((r: { id: number }) => r.id)).toEqual([good, bad]);
    expect((await list({ rating: '1' })).data).toMatchObject({
      total: 1,
      list: [{ id: bad, goodsName: '砧板', memberId: m.id, hidden: false }],
    });
    expect((await list({ rating: '9' })).code).toBe(Code.VALIDATION);
    expect((await list({}, finance)).code).toBe(Code.ROLE_FORBIDDEN);

    const hide = (id: number, hidden: boolean, who = op) =>
      asAdmin(t, who, { method: 'POST', url: `/admin/reviews/${id}/visibility`, payload: { hidden } });
    expect((await hide(bad, true, finance)).code).toBe(Code.ROLE_FORBIDDEN);
    expect((await hide(bad, true)).data).toMatchObject({ id: bad, hidden: true });
    expect((await hide(999_999, true)).code).toBe(Code.REVIEW_NOT_FOUND);
    expect(await summary(goodsId)).toMatchObject({ average: '5.0', count: 1, latest: [{ id: good }] });
    expect((await list({ visibility: 'hidden' })).data.list.map((r: { id: number }) => r.id)).toEqual([bad]);
    expect((await list({ visibility: 'shown' })).data.list.map((r: { id: number }) => r.id)).toEqual([good]);

    const reply = (id: number, content: string) =>
      asAdmin(t, op, { method: 'POST', url: `/admin/reviews/${id}/reply`, payload: { content } });
    const replied = await reply(good, '  謝謝您的支持 ');
    expect(replied.data.reply).toEqual({ content: '謝謝您的支持', at: new Date(t.clock.now()).toISOString() });
    expect((await summary(goodsId)).latest[0]!.reply).toMatchObject({ content: '謝謝您的支持' });
    expect((await list({ unreplied: 'true' })).data.list.map((r: { id: number }) => r.id)).toEqual([bad]);
    expect((await reply(good, 'x'.repeat(501))).code).toBe(Code.VALIDATION);
    expect((await reply(good, '')).data.reply).toBeNull();

    const admin = await t.operator('admin');
    const log = await asAdmin(t, admin, { method: 'GET', url: `/admin/audit?targetType=review&targetId=${bad}` });
    expect(log.data.list).toEqual([
      expect.objectContaining({
        action: 'setReviewVisibility',
        adminId: op.id,
        before: expect.objectContaining({ hidden: 0 }),
        after: expect.objectContaining({ hidden: 1 }),
      }),
    ]);
  });
});
