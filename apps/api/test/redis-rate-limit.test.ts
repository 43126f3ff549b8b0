import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, createTestApp, type TestApp } from './helpers';

// With REDIS_URL, instances behind a load balancer share one count per client address
// (architecture.md "scale-out"). Runs when REDIS_URL_TEST points at a Redis (CI sets it).
describe.runIf(process.env.REDIS_URL_TEST)('the request limit across two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  /** Another deployment on the same Redis: its own REDIS_PREFIX. */
  let other: TestApp;
  const address = `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const env = { REDIS_URL: process.env.REDIS_URL_TEST ?? '', RATE_LIMIT_MAX: '4', REDIS_PREFIX: `rl${randomBytes(4).toString('hex')}:` };

  beforeAll(async () => {
    a = await createTestApp('sqlite', { env });
    b = await createTestApp('sqlite', { env });
    other = await createTestApp('sqlite', { env: { ...env, REDIS_PREFIX: `rl${randomBytes(4).toString('hex')}:` } });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await other.close();
  });

  it('counts requests to either instance together', async () => {
    const codes: number[] = [];
    for (const app of [a, b, a, b, a, b]) {
      codes.push((await call(app.app, { method: 'GET', url: '/health', remoteAddress: address })).code);
    }
    expect(codes).toEqual([200, 200, 200, 200, Code.TOO_MANY_REQUESTS, Code.TOO_MANY_REQUESTS]);
  });

  it('two deployments sharing one Redis (each its own REDIS_PREFIX) count apart', async () => {
    const from = `10.78.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const codes = async (apps: TestApp[]) => {
      const out: number[] = [];
      for (const t of apps) out.push((await call(t.app, { method: 'GET', url: '/health', remoteAddress: from })).code);
      return out;
    };
    expect(await codes([a, b, a, b])).toEqual([200, 200, 200, 200]);
    // The other deployment's members behind the same address are not refused for this one's traffic.
    expect(await codes([other, other, other, other, other])).toEqual([200, 200, 200, 200, Code.TOO_MANY_REQUESTS]);
    expect(await codes([a])).toEqual([Code.TOO_MANY_REQUESTS]);
  });
});
