import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageFrame } from '@uu/contract/messages';
import { createTestApp, registerMember, type TestApp } from './helpers';
import { secondInstance, type SecondInstance } from './instances';

// issue 21: a member whose app's socket is held by another instance still sees a new message at once:
// the instance that wrote it tells the others through Redis pub/sub after the commit. Runs when
// REDIS_URL_TEST points at a Redis.
describe.runIf(process.env.REDIS_URL_TEST)('messages across two instances sharing Redis', () => {
  let a: TestApp;
  let b: SecondInstance;

  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL_TEST ?? '', REDIS_PREFIX: `t${randomBytes(4).toString('hex')}:` };
    a = await createTestApp('sqlite', { env });
    b = await secondInstance(a, env);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a message written on one instance reaches the member’s socket on the other within a second; a rolled-back one never', async () => {
    const user = await registerMember(a, `relay-${randomBytes(4).toString('hex')}@example.com`);
    const frames: MessageFrame[] = [];
    const stop = b.app.services.messages.subscribe(user.id, { locale: 'en', send: (f) => frames.push(f) });
    await a.app.db
      .transaction(async (trx) => {
        await a.app.services.messages.notify(trx, user.id, { template: 'orderCanceled', params: { orderNo: 'R1' }, object: null });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await a.app.db.transaction((trx) =>
      a.app.services.messages.notify(trx, user.id, { template: 'orderCanceled', params: { orderNo: 'R2' }, object: null }),
    );
    await vi.waitFor(() => expect(frames).toHaveLength(1), { timeout: 1000, interval: 20 });
    expect(frames[0]).toMatchObject({ type: 'message', message: { body: 'Order R2 was canceled.' }, unread: { total: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(frames).toHaveLength(1);
    stop();
  });
});
