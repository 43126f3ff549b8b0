import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, createTestApp, type TestApp } from './helpers';

// With REDIS_URL, instances behind a load balancer share one count per client address
// (architecture.md "scale-out"). Runs when REDIS_URL_TEST points at a Redis (CI sets it).
describe.runIf(process.env.REDIS_URL_TEST)('the request limit across two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const address = `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL_TEST ?? '', RATE_LIMIT_MAX: '4' };
    a = await createTestApp('sqlite', { env });
    b = await createTestApp('sqlite', { env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts requests to either instance together', async () => {
    const codes: number[] = [];
    for (const app of [a, b, a, b, a, b]) {
      codes.push((await call(app.app, { method: 'GET', url: '/health', remoteAddress: address })).code);
    }
    expect(codes).toEqual([200, 200, 200, 200, Code.TOO_MANY_REQUESTS, Code.TOO_MANY_REQUESTS]);
  });
});
