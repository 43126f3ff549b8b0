import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { asAdmin } from './admin-helpers';
import { call, dialects, type TestApp } from './helpers';
import { useTestApp } from './suite';
import { operator, PNG, WALLET_ENV } from './wallet-helpers';

async function uploadProof(t: TestApp, token: string): Promise<string> {
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

describe.each(dialects)('the console’s work waiting on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });

  it('counts the top-ups to review as they arrive and are decided; a member may not ask', async () => {
    const finance = await t.operator('finance');
    const waiting = async () => (await asAdmin(t, finance, { method: 'GET', url: '/admin/work/waiting' })).data as Record<string, number>;
    const before = await waiting();
    expect(Object.keys(before).sort()).toEqual(['afterSales', 'ordersToShip', 'topUps', 'withdrawals']);

    await operator(t, {
      method: 'POST',
      url: '/admin/wallet/topUpChannels',
      payload: { list: [{ id: 'bank-1', kind: 'bank', name: 'Bank transfer', account: '000-123-456', holder: 'UU Ltd' }] },
    });
    const m = await t.readyMember();
    const asked = await call(t.app, {
      method: 'POST',
      url: '/topUp/create',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { amount: '300', channel: 'bank-1', proof: await uploadProof(t, m.token) },
    });
    expect(asked.code).toBe(200);
    expect((await waiting()).topUps).toBe(before.topUps! + 1);
    const id = (asked.data as { id: number }).id;
    expect((await operator(t, { method: 'POST', url: `/admin/wallet/topUp/${id}/review`, payload: { decision: 'approve' } })).code).toBe(
      200,
    );
    expect((await waiting()).topUps).toBe(before.topUps);

    const refused = await call(t.app, { method: 'GET', url: '/admin/work/waiting', headers: { satoken: m.token } });
    expect(refused.code).toBe(Code.OPERATOR_ONLY);
  });
});
