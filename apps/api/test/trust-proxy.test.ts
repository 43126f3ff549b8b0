import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { ConfigError, parseEnv } from '../src/plugins/env';
import { call, createTestApp, type TestApp } from './helpers';

const rnd = () => randomBytes(1)[0]!;

// issue 16 #8: with TRUST_PROXY=1 the server took the first X-Forwarded-For entry, which the client
// writes: a client forging it passed the per-address limit and reset the per-address code and
// sign-in limits. Only configured proxies are trusted now; the address is the one the last
// trusted proxy saw.
describe('TRUST_PROXY', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function appWith(env: Record<string, string>) {
    t = await createTestApp('sqlite', { env });
    t.app.get('/test/ip', async (request) => ({ ip: request.ip }));
    return t;
  }
  const ipSeen = async (t: TestApp, remoteAddress: string, forwarded?: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/test/ip', remoteAddress, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} })
    ).json<{ ip: string }>().ip;

  it('takes a hop count or a list of addresses and networks; anything else stops the start', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.5', '::1']);
    expect(() => parseEnv({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(ConfigError);
  });

  it('TRUST_PROXY=1: the address the load balancer saw, whatever the client wrote before it', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    expect(await ipSeen(t, '10.0.0.2', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen(t, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen(t, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('a list: only those proxies are believed, and the first address not in it is the client', async () => {
    const t = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await ipSeen(t, '10.0.0.2', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen(t, '10.0.0.2', '1.2.3.4, 203.0.113.9, 10.1.1.1')).toBe('203.0.113.9');
    // Not from a trusted proxy: the header is the client's own writing.
    expect(await ipSeen(t, '198.51.100.7', '1.2.3.4')).toBe('198.51.100.7');
  });

  it('off by default: X-Forwarded-For is ignored', async () => {
    const t = await appWith({});
    expect(await ipSeen(t, '198.51.100.8', '1.2.3.4')).toBe('198.51.100.8');
  });

  it('a client rotating forged X-Forwarded-For entries behind the load balancer is still limited', async () => {
    const t = await appWith({ TRUST_PROXY: '1', RATE_LIMIT_MAX: '5' });
    const client = `203.0.${rnd()}.${rnd()}`;
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const forged = `${rnd()}.${rnd()}.${rnd()}.${rnd()}`;
      codes.push(
        (
          await call(t.app, {
            method: 'GET',
            url: '/health',
            remoteAddress: '10.0.0.2',
            headers: { 'x-forwarded-for': `${forged}, ${client}` },
          })
        ).code,
      );
    }
    expect(codes.filter((c) => c === Code.TOO_MANY_REQUESTS)).toHaveLength(3);
  });
});
